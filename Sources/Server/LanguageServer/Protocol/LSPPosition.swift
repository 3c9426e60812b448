import JSONSyntax

/// LSP's `Position`: a zero-based line and a character offset in the negotiated encoding's
/// units (`LineIndex+LSP.swift` converts it to a UTF-8 offset).
struct LSPPosition: Equatable, Encodable, Sendable {
  var line: Int
  var character: Int

  init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// Reads `{"line", "character"}`, both non-negative integers; InvalidParams naming `what`
  /// otherwise.
  init(json value: JSONValue?, what: String = "position") throws(ResponseError) {
    guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue,
      line >= 0, character >= 0
    else { throw .invalidParams("missing or malformed \(what)") }
    self.line = line
    self.character = character
  }
}
