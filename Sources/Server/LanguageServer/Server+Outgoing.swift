import JSONSyntax

/// Everything the server writes: responses, notifications, its own requests to the client,
/// and the messages the user should see. Each is a Swift type (`ResponseMessage`,
/// `NotificationMessage`, `RequestMessage` with the method's declared params), encoded by the
/// one encoder (`JSONValueEncoder`) and written by `JSONValue`'s one writer.
extension Server {
  /// Answers request `id` (null for a message whose id is unreadable) and forgets it. `result`
  /// is the method's result, already encoded (`Server.encode`).
  func send(response id: RequestID?, _ result: Result<JSONValue, ResponseError>) {
    if let id { pending[id] = nil }
    write(ResponseMessage(id: id, result: result))
  }

  /// Answers `reply` with a result of its method's type.
  func send<Request: LSPRequest>(
    _ reply: Reply<Request>, _ result: Result<Request.Result, ResponseError>
  ) where Request.Result: Encodable {
    send(response: reply.id, result.flatMap(Server.encode))
  }

  /// Answers request `id` unless it was answered already (cancelled, or made stale by an edit).
  func finish(_ id: RequestID, _ result: Result<JSONValue, ResponseError>) {
    guard pending[id] != nil else { return }
    send(response: id, result)
  }

  /// A result in JSON; InternalError when it holds what JSON cannot (a non-finite number).
  static func encode<Value: Encodable>(_ value: Value) -> Result<JSONValue, ResponseError> {
    do {
      return .success(try JSONValueEncoder().encode(value))
    } catch {
      Log.line("a result could not be encoded: \(error)")
      return .failure(.internalError("the result could not be encoded: \(error)"))
    }
  }

  func send<Notification: LSPNotification>(
    _ notification: Notification.Type, _ params: Notification.Params
  ) where Notification.Params: Encodable {
    write(NotificationMessage(method: Notification.method, params: params))
  }

  /// Sends a request to the client; `callback` runs on the server's queue with the response,
  /// decoded into the method's result type (a response that does not fit is a failure).
  func send<Request: LSPRequest>(
    _ request: Request.Type, _ params: Request.Params,
    callback: @escaping @Sendable (Result<Request.Result, ResponseError>) -> Void = { _ in }
  ) where Request.Params: Encodable, Request.Result: Decodable {
    let id = RequestID.string("headerspec-\(nextOutgoingID)")
    nextOutgoingID += 1
    outgoing[id] = { response in
      callback(response.flatMap { Router.decode(Request.Result.self, $0) })
    }
    write(RequestMessage(id: id, method: Request.method, params: params))
  }

  /// Encodes `message` and hands its bytes to the transport.
  private func write<Message: Encodable>(_ message: Message) {
    do {
      transport.send(try JSONValueEncoder().encode(message).utf8)
    } catch {
      Log.line("a message could not be encoded: \(error)")
    }
  }

  /// A message the user should see in the client's log (`window/logMessage`), also on stderr.
  func showLog(_ type: MessageParams.Kind, _ message: String) {
    Log.line(message)
    send(LogMessageNotification.self, MessageParams(type: type, message: message))
  }

  /// `$/logTrace` for an incoming message, when the client turned tracing on.
  func traceIncoming(_ description: String) {
    guard trace == "messages" || trace == "verbose" else { return }
    send(LogTraceNotification.self, LogTraceParams(message: "Received \(description)"))
  }
}
