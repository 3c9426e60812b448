import JSONSyntax

/// LSP's `Range`: two positions, the end exclusive.
struct LSPRange: Equatable, Encodable, Sendable {
  var start: LSPPosition
  var end: LSPPosition

  init(start: LSPPosition, end: LSPPosition) {
    self.start = start
    self.end = end
  }

  /// Reads `{"start", "end"}`; InvalidParams naming `what` when either is malformed.
  init(json value: JSONValue?, what: String = "range") throws(ResponseError) {
    start = try LSPPosition(json: value?["start"], what: what)
    end = try LSPPosition(json: value?["end"], what: what)
  }
}

extension LSPRange {
  /// `{"start": ..., "end": ...}` as one value: a range is the most frequent thing the server
  /// writes (two in each symbol, one in each diagnostic, edit and link), and handing the
  /// encoder a finished `JSONValue` skips its keyed containers, which on the realistic spec's
  /// outline cost more than the rest of the symbol (Tests/Performance/README.md).
  var jsonValue: JSONValue { .object([("start", start.jsonValue), ("end", end.jsonValue)]) }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(jsonValue)
  }
}
