/// `window/logMessage` and `window/showMessage`: a message and its `MessageType`.
struct MessageParams: Encodable, Sendable {
  /// LSP's `MessageType`.
  enum Kind: Int, Encodable, Sendable {
    case error = 1, warning, info, log
  }

  var type: Kind
  var message: String
}
