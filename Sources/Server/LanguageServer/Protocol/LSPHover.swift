import LanguageService

/// The result of `textDocument/hover`: `MarkupContent` (markdown, or plain text for clients
/// that show only that) and the range it is about.
struct LSPHover: Encodable, Sendable {
  var markdown: Bool
  var value: String
  var range: LSPRange

  private enum CodingKeys: String, CodingKey { case contents, range }
  private enum ContentKeys: String, CodingKey { case kind, value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var contents = container.nestedContainer(keyedBy: ContentKeys.self, forKey: .contents)
    try contents.encode(markdown ? "markdown" : "plaintext", forKey: .kind)
    try contents.encode(value, forKey: .value)
    try container.encode(range, forKey: .range)
  }
}
