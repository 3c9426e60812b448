import JSONSyntax

/// Parameters that name a document and nothing else: `documentSymbol`, `foldingRange`,
/// `documentColor`, `didSave`, `didClose` and `headerspec/documentState`.
struct TextDocumentParams: DocumentParams {
  var uri: String

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
  }
}
