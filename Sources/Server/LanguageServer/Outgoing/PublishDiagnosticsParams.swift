/// `textDocument/publishDiagnostics`: every diagnostic of one document version (`version`
/// nil, left out, when a closed document's diagnostics are cleared).
struct PublishDiagnosticsParams: Encodable, Sendable {
  var uri: String
  var version: Int?
  var diagnostics: [LSPDiagnostic]
}
