import JSONSyntax

/// `textDocument/selectionRange`: the positions to expand selections from.
struct SelectionRangeParams: DocumentParams {
  var uri: String
  var positions: [LSPPosition]

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    guard let values = params["positions"]?.arrayValue else {
      throw .invalidParams("missing positions")
    }
    positions = []
    for value in values { positions.append(try LSPPosition(json: value, what: "position")) }
  }
}
