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

extension LSPPosition {
  /// `{"line": ..., "character": ...}`, for `LSPRange.jsonValue`. Both are offsets into a
  /// document held in memory, far below 2^53, so each is an exact JSON number.
  var jsonValue: JSONValue {
    .object([("line", .number(Double(line))), ("character", .number(Double(character)))])
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(jsonValue)
  }
}
