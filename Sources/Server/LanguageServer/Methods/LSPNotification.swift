/// A notification method, declared with its params type (see `LSPRequest`).
protocol LSPNotification: SendableMetatype {
  associatedtype Params: Sendable
  /// The method's name in the protocol, such as `textDocument/didOpen`.
  static var method: String { get }
}
