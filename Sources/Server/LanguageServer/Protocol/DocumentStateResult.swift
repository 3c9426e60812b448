/// The result of `headerspec/documentState`: the server's view of one open document.
struct DocumentStateResult: Encodable, Sendable {
  var uri: String
  var version: Int
  var isSpec: Bool
  var lineCount: Int
  var analysed: Bool
  var text: String
}
