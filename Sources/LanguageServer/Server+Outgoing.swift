/// Everything the server writes: responses, notifications, its own requests to the client,
/// and the messages the user should see.
extension Server {
  /// `window/logMessage`'s `MessageType`.
  enum MessageType: Int {
    case error = 1, warning, info, log
  }

  /// Answers request `id` (null for a message whose id is unreadable) and forgets it.
  func send(response id: RequestID?, _ result: Result<JSONValue, ResponseError>) {
    if let id { pending[id] = nil }
    // A large result (an outline) is already encoded: copied once, into a buffer its size.
    var capacity = 128
    if case .success(.encoded(let bytes)) = result { capacity += bytes.count }
    var buffer = JSONBuffer(capacity: capacity)
    buffer.append(#"{"jsonrpc":"2.0","id":"#)
    (id?.json ?? .null).write(to: &buffer)
    switch result {
    case .success(let value):
      buffer.append(#","result":"#)
      value.write(to: &buffer)
    case .failure(let error):
      buffer.append(#","error":"#)
      error.json.write(to: &buffer)
    }
    buffer.append("}")
    transport.send(buffer.bytes)
  }

  /// Answers request `id` unless it was answered already (cancelled, or made stale by an edit).
  func finish(_ id: RequestID, _ result: Result<JSONValue, ResponseError>) {
    guard pending[id] != nil else { return }
    send(response: id, result)
  }

  func send(notification method: String, _ params: JSONValue) {
    transport.send(
      JSONValue.object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)]).utf8)
  }

  /// Sends a request to the client; `callback` runs on the server's queue with the response.
  func send(
    request method: String, _ params: JSONValue,
    callback: @escaping @Sendable (Result<JSONValue, ResponseError>) -> Void = { _ in }
  ) {
    let id = RequestID.string("headerspec-\(nextOutgoingID)")
    nextOutgoingID += 1
    outgoing[id] = callback
    transport.send(
      JSONValue.object([
        ("jsonrpc", "2.0"), ("id", id.json), ("method", .string(method)), ("params", params),
      ]).utf8)
  }

  /// A message the user should see in the client's log (`window/logMessage`), also on stderr.
  func showLog(_ type: MessageType, _ message: String) {
    Log.line(message)
    send(
      notification: "window/logMessage", ["type": .int(type.rawValue), "message": .string(message)])
  }

  /// `$/logTrace` for an incoming message, when the client turned tracing on.
  func traceIncoming(_ description: String) {
    guard trace == "messages" || trace == "verbose" else { return }
    send(notification: "$/logTrace", ["message": .string("Received \(description)")])
  }
}
