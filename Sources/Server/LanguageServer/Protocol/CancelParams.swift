import JSONSyntax

/// `$/cancelRequest`: the id of the request to cancel (nil when it is no valid id).
struct CancelParams: JSONParams {
  var id: RequestID?

  init(json params: JSONValue) {
    id = RequestID(params["id"])
  }
}
