import JSONSyntax
import LanguageService

/// LSP's `DocumentSymbol`: one entry of the outline tree.
struct LSPDocumentSymbol: Encodable, Sendable {
  var name: String
  var detail: String?
  /// LSP's `SymbolKind`.
  var kind: Int
  var range: LSPRange
  var selectionRange: LSPRange
  /// Nil (left out) for a leaf.
  var children: [LSPDocumentSymbol]?
}

extension LSPDocumentSymbol {
  /// The symbol and its children as one value, members in declaration order and `nil` ones
  /// left out, as the synthesized encoding writes them: an outline is hundreds of symbols, and
  /// handing the encoder a finished `JSONValue` (as `LSPRange.jsonValue` does) skips a keyed
  /// container per symbol, half the cost of the realistic spec's outline.
  var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [("name", .string(name))]
    if let detail { members.append(("detail", .string(detail))) }
    members += [
      ("kind", .number(Double(kind))), ("range", range.jsonValue),
      ("selectionRange", selectionRange.jsonValue),
    ]
    if let children { members.append(("children", .array(children.map(\.jsonValue)))) }
    return .object(members)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(jsonValue)
  }
}
