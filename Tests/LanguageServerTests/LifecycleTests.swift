import Foundation
import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// `initialize` ... `exit` against the real binary: results, error codes, exit codes.
@Suite(.timeLimit(.minutes(1))) struct LifecycleTests {
  @Test func initializeAdvertisesWhatIsImplemented() throws {
    let session = try LSPSession()
    let result = try session.initialize()
    #expect(result[path: "serverInfo", "name"] == "headerspec")
    #expect(result[path: "serverInfo", "version"]?.stringValue?.isEmpty == false)
    let capabilities = try #require(result["capabilities"])
    #expect(capabilities["positionEncoding"] == "utf-16")
    #expect(capabilities[path: "textDocumentSync", "change"] == 2)
    #expect(capabilities[path: "textDocumentSync", "openClose"] == true)
    // A push client is not offered pull diagnostics, and code actions only as literals.
    #expect(capabilities["diagnosticProvider"] == nil)
    #expect(capabilities["codeActionProvider"] == false)
    for provider in [
      "hoverProvider", "completionProvider", "documentSymbolProvider", "foldingRangeProvider",
      "selectionRangeProvider", "documentFormattingProvider", "documentRangeFormattingProvider",
      "inlayHintProvider", "colorProvider", "definitionProvider", "referencesProvider",
      "documentHighlightProvider", "renameProvider", "codeLensProvider", "documentLinkProvider",
      "executeCommandProvider", "semanticTokensProvider",
    ] {
      #expect(capabilities[provider] != nil, "\(provider)")
    }
    #expect(try session.shutdownAndExit() == 0)
  }

  @Test func pullClientsAreOfferedPullDiagnostics() throws {
    let session = try LSPSession()
    let result = try session.initialize(
      LSPSession.capabilities(encodings: ["utf-16", "utf-8"], pull: true))
    #expect(result[path: "capabilities", "positionEncoding"] == "utf-8")
    #expect(result[path: "capabilities", "diagnosticProvider", "workspaceDiagnostics"] == true)
  }

  @Test func utf32IsChosenWhenOnlyOffered() throws {
    let session = try LSPSession()
    let result = try session.initialize(LSPSession.capabilities(encodings: ["utf-32"]))
    #expect(result[path: "capabilities", "positionEncoding"] == "utf-32")
  }

  @Test func requestsBeforeInitializeAreRefused() throws {
    let session = try LSPSession()
    let id = session.request("textDocument/hover", [:])
    #expect(
      try session.response(id)[path: "error", "code"]
        == .int(ResponseError.serverNotInitializedCode))
    // Notifications before initialize are dropped; the server still initializes.
    session.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///a.header.json"]])
    #expect(try session.initialize()["capabilities"] != nil)
  }

  @Test func unknownMethodsAndNotifications() throws {
    let session = try LSPSession()
    try session.initialize()
    session.notify("$/somethingNew", ["x": 1])
    session.notify("custom/unknownNotification")
    let id = session.request("custom/unknown")
    #expect(
      try session.response(id)[path: "error", "code"] == .int(ResponseError.methodNotFoundCode))
    let second = session.request("initialize", ["capabilities": [:]])
    #expect(
      try session.response(second)[path: "error", "code"] == .int(ResponseError.invalidRequestCode))
  }

  @Test func requestsAfterShutdownAreInvalid() throws {
    let session = try LSPSession()
    try session.initialize()
    _ = try session.response(session.request("shutdown", .null))
    let id = session.request("textDocument/diagnostic", ["textDocument": ["uri": "file:///a"]])
    #expect(
      try session.response(id)[path: "error", "code"] == .int(ResponseError.invalidRequestCode))
    session.notify("exit")
    #expect(session.exitCode() == 0)
  }

  @Test func exitWithoutShutdownIsCodeOne() throws {
    let session = try LSPSession()
    try session.initialize()
    session.notify("exit")
    #expect(session.exitCode() == 1)
  }

  @Test func endOfInputWithoutExitIsCodeOne() throws {
    let session = try LSPSession()
    try session.initialize()
    session.closeInput()
    #expect(session.exitCode() == 1)
  }

  @Test func exitBeforeInitializeIsCodeOne() throws {
    let session = try LSPSession()
    session.notify("exit")
    #expect(session.exitCode() == 1)
  }

  @Test func setTraceSendsLogTrace() throws {
    let session = try LSPSession()
    try session.initialize()
    session.notify("$/setTrace", ["value": "messages"])
    session.request("custom/unknown")
    let trace = try session.message("$/logTrace")
    #expect(trace[path: "params", "message"]?.stringValue?.contains("custom/unknown") == true)
  }

  @Test func stdoutCarriesOnlyProtocolAndLogsGoToStderr() throws {
    let session = try LSPSession(arguments: ["lsp"])
    try session.initialize()
    #expect(try session.shutdownAndExit() == 0)
    // The stderr reader may still be draining the pipe when the process has exited.
    let deadline = Date().addingTimeInterval(LSPSession.timeout)
    while !session.stderr.contains("headerspec-lsp:"), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    #expect(session.stderr.contains("headerspec-lsp:"))
  }
}
