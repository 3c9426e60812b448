import JSONSyntax
import LanguageService

/// `textDocument/foldingRange` and `textDocument/selectionRange`: the document's structure as
/// line ranges to fold and as nested ranges to expand a selection through.
extension Server {
  /// Every object or array over several lines folds from its opening bracket's line to the line
  /// before its closing bracket (which stays visible, as in VS Code's JSON support).
  static func foldingRange(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> [LSPFoldingRange]?
  {
    guard let spec = document.spec else { return nil }
    let index = document.lineIndex
    var result: [LSPFoldingRange] = []
    for folding in foldingRanges(in: spec) {
      let start = index.position(ofUTF8Offset: folding.range.start, in: .utf8).line
      let end =
        index.position(ofUTF8Offset: max(folding.range.start, folding.range.end - 1), in: .utf8)
        .line - 1
      guard end > start else { continue }
      result.append(LSPFoldingRange(startLine: start, endLine: end))
    }
    return result
  }

  /// One `SelectionRange` chain per requested position, innermost first, each linked to its
  /// `parent`.
  static func selectionRange(_ document: DocumentSnapshot, _ params: SelectionRangeParams)
    -> [LSPSelectionRange]?
  {
    guard let spec = document.spec else { return nil }
    return params.positions.map { position in
      let offset = document.offset(of: position)
      var ranges = selectionRanges(in: spec, at: offset)
      if ranges.isEmpty { ranges = [ByteRange(start: offset, end: offset)] }
      return LSPSelectionRange(ranges: ranges.map(document.lspRange))
    }
  }
}
