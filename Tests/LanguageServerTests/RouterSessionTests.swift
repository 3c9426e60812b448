import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// The routing table, from outside: a method without a route gets MethodNotFound, a routed
/// method whose params do not have its params type's shape gets InvalidParams before any work
/// (its document need not even be open), and a notification with malformed params is not
/// handled and is logged.
@Suite(.timeLimit(.minutes(1))) struct RouterSessionTests {
  static let uri = "file:///work/router.header.json"

  /// Every routed request that takes a document, with params naming no document.
  static let documentMethods = [
    "textDocument/completion", "textDocument/hover", "textDocument/codeAction",
    "textDocument/documentSymbol", "textDocument/definition", "textDocument/references",
    "textDocument/documentHighlight", "textDocument/prepareRename", "textDocument/rename",
    "textDocument/foldingRange", "textDocument/selectionRange", "textDocument/formatting",
    "textDocument/rangeFormatting", "textDocument/onTypeFormatting", "textDocument/inlayHint",
    "textDocument/documentColor",
    "textDocument/colorPresentation", "textDocument/codeLens", "textDocument/documentLink",
    "textDocument/diagnostic", "textDocument/semanticTokens/full",
    "textDocument/semanticTokens/full/delta", "headerspec/preview", "headerspec/documentState",
  ]

  @Test func aMethodWithoutARouteIsNotFound() throws {
    let session = try LSPSession()
    try session.initialize()
    for method in ["custom/unknown", "textDocument/Hover", "initialized", ""] {
      let response = try session.response(session.request(method, [:]))
      #expect(
        response[path: "error", "code"] == .int(ResponseError.methodNotFoundCode), "\(method)")
      #expect(
        response[path: "error", "message"]?.stringValue?.hasSuffix(": \(method)") == true,
        "\(method)")
    }
    // A notification without a route is ignored; the server goes on answering.
    session.notify("custom/unknown", ["x": 1])
    let state = try session.response(
      session.request("headerspec/documentState", ["textDocument": ["uri": .string(Self.uri)]]))
    #expect(state["result"] == .null)
  }

  @Test func paramsOfTheWrongShapeAreInvalidForEveryRoutedMethod() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Fixtures.validSpec)
    _ = try session.published(Self.uri)
    let shapes: [JSONValue] = [[1, 2], ["textDocument": 5], ["textDocument": ["uri": 7]]]
    for method in Self.documentMethods + ["workspace/executeCommand"] {
      for params in shapes {
        let response = try session.response(session.request(method, params))
        #expect(
          response[path: "error", "code"] == .int(ResponseError.invalidParamsCode),
          "\(method) \(params.text)")
        #expect(response["result"] == nil, "\(method) \(params.text)")
      }
    }
    // The open document is a well-formed request away: the refusals did no harm.
    let hover = try session.response(
      session.request(
        "textDocument/hover",
        ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 0, "character": 1]]))
    #expect(hover["error"] == nil)
  }

  @Test func aNotificationWithMalformedParamsIsLoggedAndNotHandled() throws {
    let session = try LSPSession()
    try session.initialize()
    session.notify("textDocument/didOpen", ["textDocument": ["uri": .string(Self.uri), "text": 3]])
    let log = try session.message("window/logMessage")
    #expect(log[path: "params", "type"] == 1)
    #expect(
      log[path: "params", "message"]?.stringValue?.contains("textDocument/didOpen") == true)
    let state = try session.response(
      session.request("headerspec/documentState", ["textDocument": ["uri": .string(Self.uri)]]))
    #expect(state["result"] == .null)
  }

  @Test func resultsAreTheDeclaredTypesShape() throws {
    let session = try LSPSession()
    let result = try session.initialize()
    // The initialize result: typed capabilities, nothing offered that has no route.
    #expect(result[path: "serverInfo", "name"] == "headerspec")
    #expect(result[path: "capabilities", "textDocumentSync", "change"] == 2)
    #expect(result[path: "capabilities", "codeActionProvider"] == false)
    #expect(result[path: "capabilities", "diagnosticProvider"] == nil)
    #expect(
      result[path: "capabilities", "executeCommandProvider", "commands"]
        == ["headerspec.showPreview"])
    // `shutdown`'s result is null, and written as a member: JSON-RPC requires it.
    let shutdown = try session.response(session.request("shutdown", .null))
    #expect(shutdown["result"] == .null)
    #expect(shutdown["error"] == nil)
  }
}
