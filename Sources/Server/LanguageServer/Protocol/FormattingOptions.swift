import JSONSyntax

/// LSP's `FormattingOptions`, as far as the server reads them: nil where the client sent
/// nothing usable (a `tabSize` outside 1...16 counts as none), so that the project
/// configuration's `format.indent` applies there.
struct FormattingOptions: Equatable, Sendable {
  var tabSize: Int?
  var insertSpaces: Bool?

  init(json value: JSONValue?) {
    if let size = value?["tabSize"]?.doubleValue, size >= 1, size <= 16 { tabSize = Int(size) }
    insertSpaces = value?["insertSpaces"]?.boolValue
  }
}
