import JSONSyntax

/// `workspace/symbol`'s params: the query being typed (empty lists every symbol).
struct WorkspaceSymbolParams: JSONParams {
  var query: String

  init(json params: JSONValue) throws(ResponseError) {
    guard let query = params["query"]?.stringValue else {
      throw .invalidParams("workspace/symbol needs a string query")
    }
    self.query = query
  }
}
