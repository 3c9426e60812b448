import HeaderSpecAnalysis
import JSONSyntax

/// libFuzzer entry point for `SpecDocument` on arbitrary bytes (libFuzzer mutates the seed
/// corpus of valid specs, so most inputs are near-valid specs). Checks, with and without
/// comments allowed: every diagnostic, related and fix range is inside the document and on a
/// character boundary in UTF-8 and UTF-16; every quick fix applied leaves a document without
/// syntax errors (when the input had none); formatting the fixed or original document is
/// idempotent and keeps its value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var settings = AnalysisSettings()
  settings.allowsComments = size % 2 == 1
  let document = SpecDocument(bytes: bytes, settings: settings)
  let validUTF8 = String(validating: bytes, as: UTF8.self) != nil
  for diagnostic in document.diagnostics {
    FuzzSpecChecks.checkRange(diagnostic.range, in: bytes, boundaries: validUTF8)
    for related in diagnostic.related {
      FuzzSpecChecks.checkRange(related.range, in: bytes, boundaries: validUTF8)
    }
    for fix in QuickFix.fixes(for: diagnostic, in: document) {
      FuzzSpecChecks.checkFix(fix, in: document, boundaries: validUTF8)
    }
  }
  FuzzSpecChecks.checkFormatting(document.syntax)
  return 0
}

/// The properties the SpecDocument target checks.
enum FuzzSpecChecks {
  /// Inside the document, ordered, and (for valid UTF-8) on a scalar boundary, which is also a
  /// UTF-16 boundary: a UTF-16 position can only split a scalar outside the BMP, which starts
  /// at a UTF-8 lead byte.
  static func checkRange(_ range: ByteRange, in bytes: [UInt8], boundaries: Bool) {
    guard 0 <= range.start, range.start <= range.end, range.end <= bytes.count else {
      fatalError("range \(range) outside 0..<\(bytes.count)")
    }
    guard boundaries else { return }
    for offset in [range.start, range.end] where offset < bytes.count {
      guard bytes[offset] & 0xC0 != 0x80 else {
        fatalError("range \(range) splits a UTF-8 sequence at \(offset)")
      }
    }
    let index = LineIndex(bytes: bytes)
    for offset in [range.start, range.end] {
      let position = index.position(ofUTF8Offset: offset, in: .utf16)
      let back = index.utf8Offset(of: position, in: .utf16)
      // A break inside CR LF maps to the line's end; any other offset must round-trip.
      guard back == offset || (offset > 0 && bytes[offset - 1] == 0x0D) else {
        fatalError("offset \(offset) is no UTF-16 boundary (\(position) -> \(back))")
      }
    }
  }

  /// A fix's edits are in range; applied to a document without syntax errors, the result has
  /// none either.
  static func checkFix(_ fix: QuickFix, in document: SpecDocument, boundaries: Bool) {
    let bytes = document.syntax.bytes
    for edit in fix.edits { checkRange(edit.range, in: bytes, boundaries: boundaries) }
    guard !document.syntax.hasErrors else { return }
    let fixed = TextEdit.apply(fix.edits, to: bytes)
    let tree = SyntaxTree(bytes: fixed, options: document.syntax.options)
    guard !tree.hasErrors else {
      let text = String(decoding: fixed, as: UTF8.self)
      fatalError("fix '\(fix.title)' leaves a syntax error: \(text)")
    }
  }

  /// Formatting is idempotent and keeps the value.
  static func checkFormatting(_ tree: SyntaxTree) {
    guard let printed = JSONPrinter.printedBytes(tree) else { return }
    let again = SyntaxTree(bytes: printed, options: tree.options)
    guard !again.hasErrors, JSONPrinter.printedBytes(again) == printed else {
      fatalError("formatting is not idempotent")
    }
    guard FuzzValue(tree) == FuzzValue(again) else { fatalError("formatting changed the value") }
  }
}
