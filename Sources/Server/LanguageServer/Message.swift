import JSONSyntax

/// One JSON-RPC 2.0 message, classified. LSP never sends batches.
public enum Message: Sendable {
  case request(id: RequestID, method: String, params: JSONValue)
  case notification(method: String, params: JSONValue)
  /// A response to a request this server sent: `result` or `error`.
  case response(id: RequestID?, result: Result<JSONValue, ResponseError>)

  /// Classifies a decoded body. A body that is no message gives the error to answer with and
  /// the id to answer to (null when it has none we can read).
  public static func classify(_ value: JSONValue) -> Result<Message, InvalidMessage> {
    guard case .object = value else {
      return .failure(InvalidMessage(id: nil, reason: "a message must be a JSON object"))
    }
    let rawID = value["id"]
    let id = RequestID(rawID)
    if rawID != nil, rawID?.isNull == false, id == nil {
      return .failure(InvalidMessage(id: nil, reason: "id must be an integer or a string"))
    }
    guard value["jsonrpc"]?.stringValue == "2.0" else {
      return .failure(InvalidMessage(id: id, reason: "jsonrpc must be \"2.0\""))
    }
    let params = value["params"] ?? .null
    if let methodValue = value["method"] {
      guard let method = methodValue.stringValue else {
        return .failure(InvalidMessage(id: id, reason: "method must be a string"))
      }
      guard params.isNull || params.objectValue != nil || params.arrayValue != nil else {
        return .failure(InvalidMessage(id: id, reason: "params must be an object or an array"))
      }
      if let id { return .success(.request(id: id, method: method, params: params)) }
      return .success(.notification(method: method, params: params))
    }
    if let error = value["error"] {
      let failure = ResponseError(
        code: error["code"]?.intValue ?? ResponseError.internalErrorCode,
        message: error["message"]?.stringValue ?? "")
      return .success(.response(id: id, result: .failure(failure)))
    }
    if let result = value["result"] {
      return .success(.response(id: id, result: .success(result)))
    }
    return .failure(InvalidMessage(id: id, reason: "neither a request nor a response"))
  }

  /// Why a body is no valid message, and the id to answer to.
  public struct InvalidMessage: Error, Sendable {
    public var id: RequestID?
    public var reason: String
  }
}
