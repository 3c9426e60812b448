import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// Numbers too large to lay out (HS313).
extension GeometryDiagnostics {
  mutating func overflow(_ site: GeometryProblem.OverflowSite) {
    let range: ByteRange?
    let place: String
    switch site {
    case .bar(let number):
      let (name, location) = Self.member(number)
      range = value(name, location)
      place = "\(name) is"
    case .keyframe(let subview, let keyframe):
      range = largestNumber(in: .keyframe(subview: subview, keyframe: keyframe))
      place = "this keyframe's numbers are"
    case .subview(let subview):
      range = largestNumber(in: .subview(subview)) ?? subviewRange(subview)
      place = "the numbers of \(subviewName(subview)) are"
    }
    emit(
      .geometryOverflow,
      "\(place) too large to lay out: the geometry reaches beyond what a 64-bit floating point "
        + "number holds (about 1.8e308, less a margin for rounding); use sizes in points",
      range)
  }

  /// The bar number's key and the part it belongs to.
  private static func member(_ site: GeometryProblem.NumberSite) -> (String, SourceMap.Location) {
    switch site {
    case .maxHeight: ("maxHeight", .bar)
    case .minHeight: ("minHeight", .bar)
    case .stretchLimit: ("stretchLimit", .behavior)
    case .contentInsetTop: ("contentInsetTop", .behavior)
    default: ("width", .root)
    }
  }

  /// The range of the number literal of largest magnitude inside a part (the first of equal
  /// ones): the value that makes the layout overflow. O(the part's nodes).
  private func largestNumber(in location: SourceMap.Location) -> ByteRange? {
    guard let node = map.node(location) else { return nil }
    var best: (range: ByteRange, magnitude: Double)?
    for index in node.index..<tree.subtreeEnd(node) {
      let candidate = NodeID(index)
      guard tree.kind(candidate) == .number, let value = tree.numberValue(candidate) else {
        continue
      }
      if best == nil || abs(value) > best!.magnitude {
        best = (tree.range(candidate), abs(value))
      }
    }
    return best?.range
  }
}
