/// LSP's `DocumentHighlight`: a range and whether it is read (2) or written (3).
import LanguageService

struct LSPDocumentHighlight: LSPEncodable {
  var range: LSPRange
  var isWrite: Bool

  var json: JSONValue { ["range": range.json, "kind": .int(isWrite ? 3 : 2)] }
}
