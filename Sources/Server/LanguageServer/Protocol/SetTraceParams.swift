import JSONSyntax

/// `$/setTrace`: `"off"`, `"messages"` or `"verbose"` (nil when missing).
struct SetTraceParams: JSONParams {
  var value: String?

  init(json params: JSONValue) {
    value = params["value"]?.stringValue
  }
}
