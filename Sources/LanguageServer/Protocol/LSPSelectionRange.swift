/// LSP's `SelectionRange` for one position: nested ranges, innermost first, written as a chain
/// in which each range links to the next as its `parent`.
struct LSPSelectionRange: LSPEncodable {
  /// Innermost first; never empty.
  var ranges: [LSPRange]

  var json: JSONValue {
    var chain: JSONValue?
    for range in ranges.reversed() {
      var link: [(String, JSONValue)] = [("range", range.json)]
      if let parent = chain { link.append(("parent", parent)) }
      chain = .object(link)
    }
    return chain ?? .null
  }
}
