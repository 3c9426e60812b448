import JSONSyntax
import Testing

extension LSPSession {
  /// Opens `text` at `uri` (after `initialize`) and returns its one diagnostic, pushed
  /// (`publishDiagnostics` of version 1) or pulled (`textDocument/diagnostic`), which must
  /// have `code`.
  func onlyDiagnostic(uri: String, text: String, pull: Bool, code: String) throws -> JSONValue {
    open(uri, text)
    let items: JSONValue?
    if pull {
      let id = request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
      items = try response(id)[path: "result", "items"]
    } else {
      items = try published(uri, version: 1)["diagnostics"]
    }
    let list = try #require(items?.arrayValue)
    #expect(list.count == 1)
    let first = try #require(list.first)
    #expect(first["code"] == .string(code))
    return first
  }
}
