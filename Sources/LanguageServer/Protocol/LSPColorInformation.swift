/// LSP's `ColorInformation`: a colour (components from 0 to 1) and where it is written.
struct LSPColorInformation: LSPEncodable {
  var range: LSPRange
  var red, green, blue, alpha: Double

  var json: JSONValue {
    [
      "range": range.json,
      "color": [
        "red": .number(red), "green": .number(green), "blue": .number(blue),
        "alpha": .number(alpha),
      ],
    ]
  }
}
