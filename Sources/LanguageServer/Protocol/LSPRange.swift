/// LSP's `Range`: two positions, the end exclusive.
struct LSPRange: Equatable, Sendable {
  var start: LSPPosition
  var end: LSPPosition

  /// Reads `{"start", "end"}`; InvalidParams naming `what` when either is malformed.
  init(json value: JSONValue?, what: String = "range") throws(ResponseError) {
    start = try LSPPosition(json: value?["start"], what: what)
    end = try LSPPosition(json: value?["end"], what: what)
  }
}
