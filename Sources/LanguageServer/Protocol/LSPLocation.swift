/// LSP's `Location`: a range in a document.
struct LSPLocation: LSPEncodable {
  var uri: String
  var range: LSPRange

  var json: JSONValue { ["uri": .string(uri), "range": range.json] }
}
