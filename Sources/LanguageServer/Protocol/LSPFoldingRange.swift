/// LSP's `FoldingRange`, by lines (zero-based, both included).
import LanguageService

struct LSPFoldingRange: LSPEncodable {
  var startLine: Int
  var endLine: Int

  var json: JSONValue { ["startLine": .int(startLine), "endLine": .int(endLine)] }
}
