/// The result of `textDocument/diagnostic`: `full` with the items (and the result id to ask
/// with next time), or `unchanged` when the client has this result already.
struct DocumentDiagnosticReport: Encodable, Sendable {
  var kind: String
  var resultId: String?
  /// Nil (left out) for `unchanged`.
  var items: [LSPDiagnostic]?

  static func full(resultID: String?, items: [LSPDiagnostic]) -> DocumentDiagnosticReport {
    DocumentDiagnosticReport(kind: "full", resultId: resultID, items: items)
  }

  static func unchanged(resultID: String) -> DocumentDiagnosticReport {
    DocumentDiagnosticReport(kind: "unchanged", resultId: resultID, items: nil)
  }
}
