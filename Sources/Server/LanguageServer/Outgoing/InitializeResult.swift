/// The result of `initialize`: what the server implements, and its name and version.
struct InitializeResult: Encodable, Sendable {
  /// LSP's `serverInfo`.
  struct ServerInfo: Encodable, Sendable {
    var name: String
    var version: String
  }

  var capabilities: ServerCapabilities
  var serverInfo: ServerInfo
}
