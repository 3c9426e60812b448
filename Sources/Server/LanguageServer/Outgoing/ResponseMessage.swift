import JSONSyntax

/// A JSON-RPC response: `result` (already encoded by `JSONValueEncoder` from the method's
/// `Result` type, on the queue that computed it) or `error`. `id` is written as null for a
/// message whose id could not be read, and `result` as null when the result is null: both
/// members are required.
struct ResponseMessage: Encodable {
  var id: RequestID?
  var result: Result<JSONValue, ResponseError>

  private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    if let id {
      try container.encode(id, forKey: .id)
    } else {
      try container.encodeNil(forKey: .id)
    }
    switch result {
    case .success(let value): try container.encode(value, forKey: .result)
    case .failure(let error): try container.encode(error, forKey: .error)
    }
  }
}
