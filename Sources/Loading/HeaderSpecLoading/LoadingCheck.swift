import HeaderGeometry
import JSONSyntax

/// What stops a loaded spec's header working as written, found while loading
/// (`LoadedHeaderSpec`), each with the code `headerspec check` gives it and the UTF-8 offset
/// where check places it: a syntax error (HS1xx), a root that is not an object (HS202), a bar
/// whose minimum is above its maximum (HS301), a first keyframe without a place (HS308), a
/// subview id used twice (HS312), and anchors that cannot be followed (HS320 to HS323, found by
/// `ResolvedHeader` itself). The rest of check's search (the schema, every warning, other
/// environments) is the tools'. Cost: linear in the spec.
struct LoadingCheck {
  struct Error {
    let code: String
    let message: String
    let offset: Int
  }

  let tree: SyntaxTree
  let map: SourceMap
  /// Whether the header is laid out right to left, where a mirrored subview's edges are
  /// written mirrored.
  let isRightToLeft: Bool
  private(set) var errors: [Error] = []

  init(tree: SyntaxTree, map: SourceMap, header: ResolvedHeader?, isRightToLeft: Bool) {
    self.tree = tree
    self.map = map
    self.isRightToLeft = isRightToLeft
    for error in tree.errors where error.code.severity == .error {
      add(error.code.specCode, error.message, at: error.range.start)
    }
    guard errors.isEmpty else { return }
    guard let header else {
      rootIsNotAnObject()
      return
    }
    checkHeights(header.metrics)
    checkIDs(header.spec.subviews)
    for entry in header.missingGeometry {
      add(
        "HS308", "the first keyframe of \(name(entry.subview, header)) gives it no place or size",
        at: offset(.keyframe(subview: entry.subview, keyframe: 0)))
    }
    for problem in header.references.problems {
      reference(problem, header)
    }
    errors.sort { ($0.offset, $0.code) < ($1.offset, $1.code) }
  }

  private mutating func add(_ code: String, _ message: String, at offset: Int) {
    errors.append(Error(code: code, message: message, offset: offset))
  }

  /// HS202 at the root, with the value named as `check` names it: its text when short (24
  /// bytes at most), else its type.
  private mutating func rootIsNotAnObject() {
    guard let root = tree.root else {
      return add("HS202", "the document must be an object, not empty", at: 0)
    }
    let range = tree.range(root)
    let value =
      switch tree.kind(root) {
      case .array: "an array"
      case _ where range.length <= 24: tree.text(root)
      case .string: "a string"
      case .number: "a number"
      default: "a value of another type"
      }
    add("HS202", "the document must be an object, not \(value)", at: range.start)
  }

  private mutating func checkHeights(_ metrics: BarMetrics) {
    guard metrics.minHeight > metrics.maxHeight else { return }
    add(
      "HS301",
      "minHeight (\(NumberText.format(metrics.minHeight))) is greater than maxHeight "
        + "(\(NumberText.format(metrics.maxHeight)))",
      at: (map.member("minHeight", of: .bar) ?? map.member("maxHeight", of: .bar))?.key?.start
        ?? offset(.bar))
  }

  private mutating func checkIDs(_ subviews: [HeaderSpec.Subview]) {
    var seen: Set<String> = []
    for (index, subview) in subviews.enumerated() where !seen.insert(subview.id).inserted {
      add(
        "HS312", "subview id \"\(subview.id)\" is used twice; ids must be unique",
        at: map.member("id", of: .subview(index))?.value.start ?? offset(.subview(index)))
    }
  }

  private mutating func reference(_ problem: ResolutionIssue, _ header: ResolvedHeader) {
    switch problem {
    case .unknownReference(let subview, let keyframe, let edge, let target):
      add(
        "HS320",
        "no subview has the id \"\(target)\"", at: referenceOffset(subview, keyframe, edge, header))
    case .selfReference(let subview, let keyframe, let edge):
      add(
        "HS321",
        "\(name(subview, header))'s \(edge.rawValue) references \(name(subview, header)) itself",
        at: referenceOffset(subview, keyframe, edge, header))
    case .invalidReferenceEdge(let subview, let keyframe, let edge, _):
      add(
        "HS322", "\(name(subview, header))'s \(edge.rawValue) references an edge of the other axis",
        at: referenceOffset(subview, keyframe, edge, header))
    case .referenceCycle(let sites):
      guard let first = sites.first else { return }
      add(
        "HS323",
        "anchors reference each other in a cycle, so none of them can be placed: "
          + (sites + [first]).map { name($0.subview, header) }.joined(separator: " -> "),
        at: referenceOffset(first.subview, first.keyframe, first.edge, header))
    default:
      break
    }
  }

  /// Where check places a reference's problem: its `"to"` value, else the anchor edge's key
  /// (the edge as written: mirrored in a right-to-left layout for a mirrored subview), else
  /// the keyframe.
  private func referenceOffset(
    _ subview: Int, _ keyframe: Int, _ edge: AnchorEdge, _ header: ResolvedHeader
  ) -> Int {
    let written = isRightToLeft && header.spec.subviews[subview].isMirrored ? edge.mirrored : edge
    let (key, to) = map.reference(subview: subview, keyframe: keyframe, writtenEdge: written)
    return to.map { tree.range($0).start } ?? key?.start
      ?? offset(.keyframe(subview: subview, keyframe: keyframe))
  }

  /// Where check places a problem of a part: the start of its value (0 if it has none).
  private func offset(_ location: SourceMap.Location) -> Int {
    map.ranges(location)?.value.start ?? 0
  }

  private func name(_ subview: Int, _ header: ResolvedHeader) -> String {
    "\"\(header.spec.subviews[subview].id)\""
  }

}
