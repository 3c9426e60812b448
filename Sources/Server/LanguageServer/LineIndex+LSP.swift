import JSONSyntax

/// The one place where LSP positions meet UTF-8 offsets: every position the server reads or
/// writes goes through these, in the negotiated encoding.
extension LineIndex {
  /// The UTF-8 offset of an LSP position (clamped to its line and to the text).
  func utf8Offset(of position: LSPPosition, in unit: Unit) -> Int {
    utf8Offset(of: Position(line: position.line, column: position.character), in: unit)
  }

  /// The UTF-8 range of an LSP range. A reversed range is ordered.
  func byteRange(of range: LSPRange, in unit: Unit) -> ByteRange {
    let start = utf8Offset(of: range.start, in: unit)
    let end = utf8Offset(of: range.end, in: unit)
    return ByteRange(start: min(start, end), end: max(start, end))
  }

  /// The LSP position of a UTF-8 offset.
  func lspPosition(ofUTF8Offset offset: Int, in unit: Unit) -> LSPPosition {
    let position = position(ofUTF8Offset: offset, in: unit)
    return LSPPosition(line: position.line, character: position.column)
  }

  /// The LSP range of a UTF-8 range.
  func lspRange(_ range: ByteRange, in unit: Unit) -> LSPRange {
    LSPRange(
      start: lspPosition(ofUTF8Offset: range.start, in: unit),
      end: lspPosition(ofUTF8Offset: range.end, in: unit))
  }

  /// The LSP range of a UTF-8 range, its lines searched from `lineHint` (see
  /// `position(ofUTF8Offset:in:lineHint:)`): for the long lists made in document order
  /// (diagnostics, the outline).
  func lspRange(_ range: ByteRange, in unit: Unit, lineHint: inout Int) -> LSPRange {
    let start = position(ofUTF8Offset: range.start, in: unit, lineHint: &lineHint)
    let end = position(ofUTF8Offset: range.end, in: unit, lineHint: &lineHint)
    return LSPRange(
      start: LSPPosition(line: start.line, character: start.column),
      end: LSPPosition(line: end.line, character: end.column))
  }
}
