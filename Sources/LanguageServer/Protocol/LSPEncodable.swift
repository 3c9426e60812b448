/// A result the server sends: a small type per LSP result, encoded at the edge. A handler
/// returns one; `JSONValue` is one too (for results already written into bytes, such as the
/// outline), and so are optionals (`null`) and arrays of them.
protocol LSPEncodable: Sendable {
  var json: JSONValue { get }
}

extension JSONValue: LSPEncodable {
  var json: JSONValue { self }
}

extension Optional: LSPEncodable where Wrapped: LSPEncodable {
  var json: JSONValue { self?.json ?? .null }
}

extension Array: LSPEncodable where Element: LSPEncodable {
  var json: JSONValue { .array(map(\.json)) }
}
