import JSONSyntax
import LanguageService

/// LSP's `CodeLens` with its `Command`: `title` shown above `range`'s line; a click sends
/// `workspace/executeCommand` with `command` and `arguments`.
struct LSPCodeLens: Encodable, Sendable {
  var range: LSPRange
  var title: String
  var command: String
  var arguments: [JSONValue]

  private enum CodingKeys: String, CodingKey { case range, command }
  private enum CommandKeys: String, CodingKey { case title, command, arguments }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(range, forKey: .range)
    var lensCommand = container.nestedContainer(keyedBy: CommandKeys.self, forKey: .command)
    try lensCommand.encode(title, forKey: .title)
    try lensCommand.encode(command, forKey: .command)
    try lensCommand.encode(arguments, forKey: .arguments)
  }
}
