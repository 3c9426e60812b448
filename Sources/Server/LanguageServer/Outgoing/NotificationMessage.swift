/// A JSON-RPC notification the server sends, with its method's params type.
struct NotificationMessage<Params: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var method: String
  var params: Params
}
