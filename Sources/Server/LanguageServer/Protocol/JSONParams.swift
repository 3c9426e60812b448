import JSONSyntax

/// Params read from their `JSONValue` by hand (`init(json:)`), where LSP asks for more than a
/// field-by-field decode gives: lenient where clients differ (a bad entry of a list skipped, a
/// `tabSize` out of range read as none), and InvalidParams in the words of the field where a
/// request cannot be answered (`missing or malformed position`). They are `Decodable` through
/// that reader, so the router decodes every method's params the same way.
protocol JSONParams: Decodable, Sendable {
  init(json params: JSONValue) throws(ResponseError)
}

extension JSONParams {
  /// Reads the value with `init(json:)`; its ResponseError passes through as it is.
  init(from decoder: any Decoder) throws {
    try self.init(json: JSONValue(from: decoder))
  }
}
