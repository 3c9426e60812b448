/// A request method, declared with its params and result types (as sourcekit-lsp's request
/// structs, and taplo's `on_request::<R>`): the routing table (`Router`) and the server's own
/// requests (`Server.send(_:_:callback:)`) take the declaration, so a method's params are
/// decoded into its `Params` and a handler can answer only with its `Result`.
///
/// Params of requests the client sends are `Decodable` and their results `Encodable`; the
/// requests the server sends to the client the other way round.
protocol LSPRequest: SendableMetatype {
  associatedtype Params: Sendable
  associatedtype Result: Sendable
  /// The method's name in the protocol, such as `textDocument/hover`.
  static var method: String { get }
}
