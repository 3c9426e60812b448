import JSONSyntax

/// One replacement in a document: the bytes at `range` (UTF-8 offsets into the text the edit
/// was computed for) become `newText`. An insertion has an empty range; a deletion an empty
/// `newText`. Edits of one fix or one completion never overlap.
public struct TextEdit: Hashable, Sendable {
  public var range: ByteRange
  public var newText: String

  public init(range: ByteRange, newText: String) {
    self.range = range
    self.newText = newText
  }

  /// An insertion of `text` at UTF-8 offset `offset`.
  public static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(range: ByteRange(start: offset, end: offset), newText: text)
  }

  /// A deletion of the bytes at `range`.
  public static func delete(_ range: ByteRange) -> TextEdit {
    TextEdit(range: range, newText: "")
  }

  /// `bytes` with `edits` applied. The edits must not overlap; they are applied from the last
  /// to the first, so every range refers to the original bytes. Edits at the same offset keep
  /// their order. Ranges outside the bytes are clamped.
  public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    let ordered = edits.enumerated().sorted {
      ($0.element.range.start, $0.offset) > ($1.element.range.start, $1.offset)
    }
    var result = bytes
    for (_, edit) in ordered {
      let start = min(max(edit.range.start, 0), result.count)
      let end = min(max(edit.range.end, start), result.count)
      result.replaceSubrange(start..<end, with: Array(edit.newText.utf8))
    }
    return result
  }

  /// `text` with `edits` applied (see `apply(_:to:)` for bytes).
  public static func apply(_ edits: [TextEdit], to text: String) -> String {
    String(decoding: apply(edits, to: Array(text.utf8)), as: UTF8.self)
  }
}
