import GeometryChecks
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// Every place a document names a subview id (Schemas/FORMAT.md#references): each subview's
/// `id` value and each reference's `"to"` string, in document order. Go to definition, find
/// references, document highlight and rename are read from it. Built in one walk of the
/// subviews' members and their keyframes' anchors: O(those nodes).
public struct SubviewIDIndex: Sendable {
  /// One place an id is named.
  public struct Occurrence: Hashable, Sendable {
    /// The id's bytes, inside the quotes (the whole string value when it has escapes).
    public var range: ByteRange
    /// The whole string value, quotes included.
    public var value: ByteRange
    public var id: String
    /// For a reference, what follows the last `.` (nil without a `.`); nil for an `id`.
    public var edge: String?
    /// Whether this is a subview's `id` (a definition) rather than a reference.
    public var isDefinition: Bool
  }

  public let occurrences: [Occurrence]

  public init(_ document: SpecDocument) {
    let tree = document.syntax
    var occurrences: [Occurrence] = []
    for node in document.sourceMap.subviewNodes {
      if let id = tree.lastMember(named: "id", in: node), let value = tree.value(of: id),
        let text = tree.stringValue(value)
      {
        occurrences.append(Self.occurrence(value, text, text, edge: nil, definition: true, tree))
      }
      guard let keyframes = tree.lastMember(named: "keyframes", in: node),
        let array = tree.value(of: keyframes), tree.kind(array) == .array
      else { continue }
      var elements = ChildCursor(array, in: tree)
      while let keyframe = elements.next(in: tree) {
        guard tree.kind(keyframe) == .object,
          let anchorMember = tree.lastMember(named: "anchor", in: keyframe),
          let anchor = tree.value(of: anchorMember), tree.kind(anchor) == .object
        else { continue }
        var edges = ChildCursor(anchor, in: tree)
        while let edge = edges.next(in: tree) {
          guard let object = tree.value(of: edge), tree.kind(object) == .object,
            let to = tree.lastMember(named: "to", in: object), let value = tree.value(of: to),
            let text = tree.stringValue(value)
          else { continue }
          let (id, edgeName) = SpecLowering.splitReference(text)
          occurrences.append(
            Self.occurrence(value, text, id, edge: edgeName, definition: false, tree))
        }
      }
    }
    self.occurrences = occurrences
  }

  /// The occurrence whose string value holds UTF-8 offset `offset` (its quotes included).
  public func occurrence(at offset: Int) -> Occurrence? {
    occurrences.first { $0.value.start <= offset && offset <= $0.value.end }
  }

  /// The first subview `id` equal to `id` (the one references resolve to).
  public func definition(of id: String) -> Occurrence? {
    occurrences.first { $0.isDefinition && $0.id == id }
  }

  /// Every occurrence of `id`, definitions and references, in document order.
  public func occurrences(of id: String) -> [Occurrence] {
    occurrences.filter { $0.id == id }
  }

  private static func occurrence(
    _ value: NodeID, _ text: String, _ id: String, edge: String?, definition: Bool,
    _ tree: SyntaxTree
  ) -> Occurrence {
    let whole = tree.range(value)
    // Without escapes the string's bytes are the text's, one to one.
    let plain = whole.length == text.utf8.count + 2
    let range =
      plain
      ? ByteRange(start: whole.start + 1, end: whole.start + 1 + id.utf8.count) : whole
    return Occurrence(range: range, value: whole, id: id, edge: edge, isDefinition: definition)
  }
}
