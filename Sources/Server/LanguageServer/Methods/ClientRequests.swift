// The requests the client sends, each with its params and result types. Declarations of three
// lines each, kept together so that the protocol the server speaks reads as one list; the
// routes are in `Server+Routes.swift`.

import JSONSyntax

enum InitializeRequest: LSPRequest {
  typealias Params = InitializeParams
  typealias Result = InitializeResult
  static let method = "initialize"
}

enum ShutdownRequest: LSPRequest {
  typealias Params = NoParams
  typealias Result = NullResult
  static let method = "shutdown"
}

enum DocumentDiagnosticRequest: LSPRequest {
  typealias Params = DocumentDiagnosticParams
  typealias Result = DocumentDiagnosticReport
  static let method = "textDocument/diagnostic"
}

enum WorkspaceDiagnosticRequest: LSPRequest {
  typealias Params = WorkspaceDiagnosticParams
  typealias Result = WorkspaceDiagnosticReport
  static let method = "workspace/diagnostic"
}

enum WorkspaceSymbolRequest: LSPRequest {
  typealias Params = WorkspaceSymbolParams
  typealias Result = [LSPSymbolInformation]
  static let method = "workspace/symbol"
}

enum CompletionRequest: LSPRequest {
  typealias Params = TextDocumentPositionParams
  typealias Result = LSPCompletionList?
  static let method = "textDocument/completion"
}

enum HoverRequest: LSPRequest {
  typealias Params = TextDocumentPositionParams
  typealias Result = LSPHover?
  static let method = "textDocument/hover"
}

enum CodeActionRequest: LSPRequest {
  typealias Params = CodeActionParams
  typealias Result = [LSPCodeAction]?
  static let method = "textDocument/codeAction"
}

enum DocumentSymbolRequest: LSPRequest {
  typealias Params = TextDocumentParams
  typealias Result = DocumentSymbolResult?
  static let method = "textDocument/documentSymbol"
}

enum DefinitionRequest: LSPRequest {
  typealias Params = TextDocumentPositionParams
  typealias Result = LSPLocation?
  static let method = "textDocument/definition"
}

enum ReferencesRequest: LSPRequest {
  typealias Params = ReferenceParams
  typealias Result = [LSPLocation]
  static let method = "textDocument/references"
}

enum DocumentHighlightRequest: LSPRequest {
  typealias Params = TextDocumentPositionParams
  typealias Result = [LSPDocumentHighlight]
  static let method = "textDocument/documentHighlight"
}

enum PrepareRenameRequest: LSPRequest {
  typealias Params = TextDocumentPositionParams
  typealias Result = LSPPrepareRename?
  static let method = "textDocument/prepareRename"
}

enum RenameRequest: LSPRequest {
  typealias Params = RenameParams
  typealias Result = LSPWorkspaceEdit?
  static let method = "textDocument/rename"
}

enum FoldingRangeRequest: LSPRequest {
  typealias Params = TextDocumentParams
  typealias Result = [LSPFoldingRange]?
  static let method = "textDocument/foldingRange"
}

enum SelectionRangeRequest: LSPRequest {
  typealias Params = SelectionRangeParams
  typealias Result = [LSPSelectionRange]?
  static let method = "textDocument/selectionRange"
}

enum FormattingRequest: LSPRequest {
  typealias Params = DocumentFormattingParams
  typealias Result = [LSPTextEdit]?
  static let method = "textDocument/formatting"
}

enum RangeFormattingRequest: LSPRequest {
  typealias Params = DocumentRangeFormattingParams
  typealias Result = [LSPTextEdit]?
  static let method = "textDocument/rangeFormatting"
}

enum CompletionResolveRequest: LSPRequest {
  typealias Params = CompletionResolveParams
  typealias Result = JSONValue
  static let method = "completionItem/resolve"
}

enum CodeActionResolveRequest: LSPRequest {
  typealias Params = CodeActionResolveParams
  typealias Result = JSONValue
  static let method = "codeAction/resolve"
}

enum OnTypeFormattingRequest: LSPRequest {
  typealias Params = DocumentOnTypeFormattingParams
  typealias Result = [LSPTextEdit]?
  static let method = "textDocument/onTypeFormatting"
}

enum InlayHintRequest: LSPRequest {
  typealias Params = DocumentRangeParams
  typealias Result = [LSPInlayHint]?
  static let method = "textDocument/inlayHint"
}

enum DocumentColorRequest: LSPRequest {
  typealias Params = TextDocumentParams
  typealias Result = [LSPColorInformation]
  static let method = "textDocument/documentColor"
}

enum ColorPresentationRequest: LSPRequest {
  typealias Params = ColorPresentationParams
  typealias Result = [LSPColorPresentation]
  static let method = "textDocument/colorPresentation"
}

enum CodeLensRequest: LSPRequest {
  typealias Params = TextDocumentParams
  typealias Result = [LSPCodeLens]?
  static let method = "textDocument/codeLens"
}

enum DocumentLinkRequest: LSPRequest {
  typealias Params = TextDocumentParams
  typealias Result = [LSPDocumentLink]?
  static let method = "textDocument/documentLink"
}

enum ExecuteCommandRequest: LSPRequest {
  typealias Params = ExecuteCommandParams
  typealias Result = ExecuteCommandResult
  static let method = "workspace/executeCommand"
}

enum SemanticTokensFullRequest: LSPRequest {
  typealias Params = SemanticTokensParams
  typealias Result = LSPSemanticTokens?
  static let method = "textDocument/semanticTokens/full"
}

enum SemanticTokensDeltaRequest: LSPRequest {
  typealias Params = SemanticTokensParams
  typealias Result = LSPSemanticTokensDelta?
  static let method = "textDocument/semanticTokens/full/delta"
}

/// Custom: the preview of the document (`Server+Preview.swift`).
enum PreviewRequest: LSPRequest {
  typealias Params = PreviewParams
  typealias Result = PreviewResult?
  static let method = "headerspec/preview"
}

/// Custom: the server's view of a document, for tests and debugging (`Server+Requests.swift`).
enum DocumentStateRequest: LSPRequest {
  typealias Params = TextDocumentParams
  typealias Result = DocumentStateResult?
  static let method = "headerspec/documentState"
}
