import JSONSyntax

/// LSP's `SymbolInformation`: one entry of a flat outline, for clients without
/// `hierarchicalDocumentSymbolSupport`; its parent is named by `containerName`.
struct LSPSymbolInformation: Encodable, Sendable {
  var name: String
  /// LSP's `SymbolKind`.
  var kind: Int
  var location: LSPLocation
  var containerName: String?
}

extension LSPSymbolInformation {
  /// The entry as one value, as the synthesized encoding writes it (`containerName` left out
  /// when nil), for the reason `LSPDocumentSymbol.jsonValue` gives.
  var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string(name)), ("kind", .number(Double(kind))),
      ("location", .object([("uri", .string(location.uri)), ("range", location.range.jsonValue)])),
    ]
    if let containerName { members.append(("containerName", .string(containerName))) }
    return .object(members)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(jsonValue)
  }
}
