/// A JSON-RPC request the server sends to the client; `params` nil (left out) for a method
/// without params.
struct RequestMessage<Params: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var id: RequestID
  var method: String
  var params: Params?
}
