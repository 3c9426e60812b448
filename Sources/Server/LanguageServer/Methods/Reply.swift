/// The answer owed to one request of method `Request`: `Server.send(_:_:)` takes it with a
/// result of `Request.Result` only, so a handler cannot answer with another method's type.
struct Reply<Request: LSPRequest>: Sendable {
  let id: RequestID
}
