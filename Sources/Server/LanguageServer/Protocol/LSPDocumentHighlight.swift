import LanguageService

/// LSP's `DocumentHighlight`: a range and whether it is read (2) or written (3).
struct LSPDocumentHighlight: Encodable, Sendable {
  var range: LSPRange
  var isWrite: Bool

  private enum CodingKeys: String, CodingKey { case range, kind }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(range, forKey: .range)
    try container.encode(isWrite ? 3 : 2, forKey: .kind)
  }
}
