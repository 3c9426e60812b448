import JSONSyntax
import LanguageService
import SpecAnalysis

/// libFuzzer entry point for `SpecDocument` and every editor feature on arbitrary bytes
/// (libFuzzer mutates the seed corpus of valid specs, so most inputs are near-valid specs),
/// with comments allowed for odd sizes. Three cursor offsets come from a hash of the input,
/// each converted through the line index as the server converts a client's position; a range
/// spans the first two. Checks (`FuzzSpecChecker`): the syntax tree covers every byte and its
/// ranges are well placed; diagnostics sorted and well placed; every code action in the whole
/// document (every quick fix) and in the range, applied to a document without syntax errors,
/// leaves none; completions (with and without snippets) at the offsets, on one line around the
/// cursor; hovers, document symbols (nested inside their parents), inlay hints, folding and
/// selection ranges (nested), colours (presentations read back); formatting gives the
/// printer's output, idempotent and value-preserving; range formatting, and formatting as one
/// types at the offsets, keep the value. "Well
/// placed": inside the document, and on a UTF-8 and UTF-16 character boundary when the input
/// is valid UTF-8.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var settings = AnalysisSettings()
  settings.allowsComments = size % 2 == 1
  let checker = FuzzSpecChecker(document: SpecDocument(bytes: bytes, settings: settings))
  FuzzSyntaxChecks.checkTree(checker.document.syntax)
  let cursors = checker.cursorOffsets(count: 3)
  let range = ByteRange(start: min(cursors[0], cursors[1]), end: max(cursors[0], cursors[1]))
  checker.checkDiagnostics()
  checker.checkCodeActions(in: [
    ByteRange(start: 0, end: size), ByteRange(start: cursors[2], end: cursors[2]),
  ])
  for (index, cursor) in cursors.enumerated() {
    checker.checkCompletions(at: cursor, snippets: index != 1)
    checker.checkHover(at: cursor)
    checker.checkOnTypeFormatting(at: cursor)
  }
  checker.checkDocumentSymbols()
  checker.checkFormatting()
  checker.checkRangeFormatting(range)
  checker.checkInlayHints(in: range)
  checker.checkLensesAndLinks()
  checker.checkFoldingAndSelection(at: cursors[2])
  checker.checkColors()
  return 0
}
