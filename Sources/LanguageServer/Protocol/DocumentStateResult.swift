/// The result of `headerspec/documentState`: the server's view of one open document.
struct DocumentStateResult: LSPEncodable {
  var uri: String
  var version: Int
  var isSpec: Bool
  var lineCount: Int
  var analysed: Bool
  var text: String

  var json: JSONValue {
    [
      "uri": .string(uri), "version": .int(version), "isSpec": .bool(isSpec),
      "lineCount": .int(lineCount), "analysed": .bool(analysed), "text": .string(text),
    ]
  }
}
