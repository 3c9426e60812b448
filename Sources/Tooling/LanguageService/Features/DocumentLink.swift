import GeometryChecks
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// A string in a document that names something outside it: the analysis finds the names, the
/// server (which alone reads files) decides which resolve and where to.
public struct DocumentLink: Hashable, Sendable {
  /// What the string names.
  public enum Target: Hashable, Sendable {
    /// The root's `$schema` value: a path relative to the spec's folder, or a URL.
    case schema(String)
    /// An `image` or `button` subview's `image` value: an asset name.
    case image(String)
    /// An events file's `spec` value: a path relative to the events file's folder.
    case spec(String)
  }

  /// The string's contents, inside its quotes (UTF-8).
  public var range: ByteRange
  public var target: Target

  public init(range: ByteRange, target: Target) {
    self.range = range
    self.target = target
  }
}

/// The names a document links to, in document order: the root's `$schema` and each subview's
/// `image` (Schemas/FORMAT.md#subviews), when they are non-empty strings. Decoded values (escapes
/// resolved); ranges are the raw text between the quotes. Cost: O(members of the root and of
/// each subview).
public func documentLinks(in document: SpecDocument) -> [DocumentLink] {
  let tree = document.syntax
  let map = document.sourceMap
  func link(_ name: String, of location: SourceMap.Location) -> (ByteRange, String)? {
    guard let object = map.node(location), let entry = tree.lastMember(named: name, in: object),
      let value = tree.value(of: entry), let text = tree.stringValue(value), !text.isEmpty
    else { return nil }
    let range = tree.range(value)
    let closed = range.length >= 2 && tree.bytes[range.end - 1] == UInt8(ascii: "\"")
    return (ByteRange(start: range.start + 1, end: closed ? range.end - 1 : range.end), text)
  }
  var links: [DocumentLink] = []
  if let (range, path) = link("$schema", of: .root) {
    links.append(DocumentLink(range: range, target: .schema(path)))
  }
  for index in document.spec?.subviews.indices ?? 0..<0 {
    if let (range, name) = link("image", of: .subview(index)) {
      links.append(DocumentLink(range: range, target: .image(name)))
    }
  }
  return links
}
