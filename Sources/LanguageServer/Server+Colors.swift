import HeaderSpecAnalysis

/// `textDocument/documentColor` and `textDocument/colorPresentation`: `#RRGGBB[AA]` strings as
/// colours, and how a picked colour is written back (quotes included).
extension Server {
  static func documentColor(_ document: DocumentSnapshot, _ params: JSONValue) -> JSONValue {
    guard let spec = document.spec else { return [] }
    return .array(
      documentColors(in: spec).map { color in
        [
          "range": document.lspRange(color.range),
          "color": [
            "red": .number(color.red), "green": .number(color.green), "blue": .number(color.blue),
            "alpha": .number(color.alpha),
          ],
        ]
      })
  }

  static func colorPresentation(_ document: DocumentSnapshot, _ params: JSONValue)
    throws(ResponseError) -> JSONValue
  {
    let range = try document.byteRange(ofRangeIn: params)
    guard let color = params["color"], let red = color["red"]?.doubleValue,
      let green = color["green"]?.doubleValue, let blue = color["blue"]?.doubleValue,
      let alpha = color["alpha"]?.doubleValue
    else { throw .invalidParams("missing or malformed color") }
    return .array(
      colorPresentations(red: red, green: green, blue: blue, alpha: alpha, range: range).map {
        ["label": .string($0.label), "textEdit": document.lspTextEdit($0.edit)]
      })
  }
}
