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
