/// LSP's `SelectionRange` for one position: nested ranges, innermost first, written as a chain
/// in which each range links to the next as its `parent`.
struct LSPSelectionRange: Encodable, Sendable {
  /// Innermost first; never empty.
  var ranges: [LSPRange]

  private enum CodingKeys: String, CodingKey { case range, parent }

  /// `{range, parent: {range, parent: ...}}`, the outermost without a parent; null if empty.
  func encode(to encoder: any Encoder) throws {
    guard let range = ranges.first else {
      var container = encoder.singleValueContainer()
      return try container.encodeNil()
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(range, forKey: .range)
    if ranges.count > 1 {
      try container.encode(LSPSelectionRange(ranges: Array(ranges.dropFirst())), forKey: .parent)
    }
  }
}
