import JSONSyntax
import SpecAnalysis

/// The link of an events file's `spec` value to the spec it names (the raw text between the
/// quotes); the server resolves it against the events file's folder.
public func documentLinks(in events: EventsDocument) -> [DocumentLink] {
  let tree = events.syntax
  guard let reference = events.specReference else { return [] }
  let range = reference.range
  let closed = range.length >= 2 && tree.bytes[range.end - 1] == UInt8(ascii: "\"")
  return [
    DocumentLink(
      range: ByteRange(start: range.start + 1, end: closed ? range.end - 1 : range.end),
      target: .spec(reference.path))
  ]
}
