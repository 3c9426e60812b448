import JSONSyntax
import SpecAnalysis

/// Go to definition, find references, document highlight and rename of subview ids
/// (Schemas/FORMAT.md#references), as functions of the document and a UTF-8 offset. Each builds
/// a `SubviewIDIndex`: O(the subviews' members and anchors) per request.

/// The range of the `id` value a reference at `utf8Offset` names (or of the id itself when the
/// cursor is on one); nil elsewhere or when no subview has that id.
public func definition(in document: SpecDocument, at utf8Offset: Int) -> ByteRange? {
  let index = SubviewIDIndex(document)
  guard let occurrence = index.occurrence(at: utf8Offset) else { return nil }
  return index.definition(of: occurrence.id)?.range
}

/// Every reference to the id at `utf8Offset` (on an `id` value or a reference), with the
/// definition first when `includeDeclaration`, then the references in document order.
public func references(
  in document: SpecDocument, at utf8Offset: Int, includeDeclaration: Bool = true
) -> [ByteRange] {
  let index = SubviewIDIndex(document)
  guard let occurrence = index.occurrence(at: utf8Offset) else { return [] }
  let references = index.occurrences(of: occurrence.id).filter { !$0.isDefinition }
  let definition = includeDeclaration ? index.definition(of: occurrence.id) : nil
  return ((definition.map { [$0] } ?? []) + references).map(\.range)
}

/// A range to highlight: the id's definition is written, its references read.
public struct DocumentHighlight: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case read, write
  }

  public var range: ByteRange
  public var kind: Kind

  public init(range: ByteRange, kind: Kind) {
    self.range = range
    self.kind = kind
  }
}

/// The id at `utf8Offset` and every other place that names it.
public func documentHighlights(in document: SpecDocument, at utf8Offset: Int)
  -> [DocumentHighlight]
{
  let index = SubviewIDIndex(document)
  guard let occurrence = index.occurrence(at: utf8Offset) else { return [] }
  return index.occurrences(of: occurrence.id).map {
    DocumentHighlight(range: $0.range, kind: $0.isDefinition ? .write : .read)
  }
}

/// What a rename at `utf8Offset` would rename: the id's range (without quotes) and the id.
/// Nil off ids, and on a string with escapes (its bytes are not the id's).
public func prepareRename(in document: SpecDocument, at utf8Offset: Int) -> (
  range: ByteRange, placeholder: String
)? {
  let index = SubviewIDIndex(document)
  guard let occurrence = index.occurrence(at: utf8Offset),
    occurrence.range != occurrence.value
  else { return nil }
  return (occurrence.range, occurrence.id)
}

/// A rename's outcome: the edits, or why it is refused.
public enum RenameResult: Hashable, Sendable {
  case edits([TextEdit])
  case refused(String)
}

/// Renames the id at `utf8Offset` to `newName` in its definitions and every reference.
/// Refuses a name that is not a valid id (a letter or `_`, then letters, digits, `_` or `-`),
/// or that another subview already has.
public func rename(in document: SpecDocument, at utf8Offset: Int, to newName: String)
  -> RenameResult
{
  let index = SubviewIDIndex(document)
  guard let occurrence = index.occurrence(at: utf8Offset) else {
    return .refused("there is no subview id here")
  }
  guard isValidSubviewID(newName) else {
    return .refused(
      "\"\(newName)\" is not a valid id: a letter or _, then letters, digits, _ or -")
  }
  if newName != occurrence.id, index.definition(of: newName) != nil {
    return .refused("another subview already has the id \"\(newName)\"")
  }
  let edits = index.occurrences(of: occurrence.id).map { place -> TextEdit in
    if place.range != place.value { return TextEdit(range: place.range, newText: newName) }
    // A string with escapes: rewrite it whole.
    let text = place.edge.map { "\(newName).\($0)" } ?? newName
    return TextEdit(range: place.value, newText: JSONText.string(text))
  }
  return .edits(edits)
}

/// The schema's id pattern, `^[A-Za-z_][A-Za-z0-9_-]*$`.
func isValidSubviewID(_ text: String) -> Bool {
  guard let first = text.utf8.first else { return false }
  func letter(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
  }
  guard letter(first) else { return false }
  return text.utf8.dropFirst().allSatisfy { letter($0) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
}
