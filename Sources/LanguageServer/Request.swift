/// A request from the client, as the routing table receives it: its params are decoded into
/// the method's own type before a handler sees them.
struct Request {
  let id: RequestID
  let method: String
  let params: JSONValue
}
