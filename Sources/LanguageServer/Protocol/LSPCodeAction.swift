/// LSP's `CodeAction` literal: its edit, and the diagnostics it fixes in the shape
/// `publishDiagnostics` sent them.
import HeaderSpecLoading
import LanguageService

struct LSPCodeAction: LSPEncodable {
  var title: String
  var kind: String
  /// Each an LSP `Diagnostic`, already encoded.
  var diagnostics: [JSONValue]
  var isPreferred: Bool
  var edit: LSPWorkspaceEdit

  var json: JSONValue {
    var result: [(String, JSONValue)] = [("title", .string(title)), ("kind", .string(kind))]
    if !diagnostics.isEmpty { result.append(("diagnostics", .array(diagnostics))) }
    if isPreferred { result.append(("isPreferred", true)) }
    result.append(("edit", edit.json))
    return .object(result)
  }
}
