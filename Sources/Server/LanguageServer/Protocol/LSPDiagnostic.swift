import SpecAnalysis

/// LSP's `Diagnostic`, as the server publishes it: `code` and its `codeDescription` link for
/// the analysis's diagnostics (not for the note that more were left out), related
/// information only for clients that show it, tags only those the client lists.
struct LSPDiagnostic: Encodable, Sendable {
  /// LSP's `DiagnosticRelatedInformation`.
  struct Related: Encodable, Sendable {
    var location: LSPLocation
    var message: String
  }

  /// LSP's `CodeDescription`.
  struct CodeDescription: Encodable, Sendable {
    var href: String
  }

  var range: LSPRange
  /// 1 error, 2 warning, 3 information, 4 hint.
  var severity: Int
  var code: String?
  var codeDescription: CodeDescription?
  var source = "headerspec"
  var message: String
  var relatedInformation: [Related]?
  /// LSP's `DiagnosticTag` numbers (`DiagnosticTag.lspValue`), ascending; absent when none.
  var tags: [Int]? = nil
}
