import JSONSyntax

/// `textDocument/colorPresentation`: the colour picked (components from 0 to 1) and where it
/// goes.
struct ColorPresentationParams: DocumentParams {
  var uri: String
  var range: LSPRange
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    range = try LSPRange(json: params["range"])
    let color = params["color"]
    guard let red = color?["red"]?.doubleValue, let green = color?["green"]?.doubleValue,
      let blue = color?["blue"]?.doubleValue, let alpha = color?["alpha"]?.doubleValue
    else { throw .invalidParams("missing or malformed color") }
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
}
