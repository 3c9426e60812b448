import LanguageService

/// The routing table: every method the server handles, one line each, from its declaration
/// (`Methods/`) to its handler. A document request's handler is a function of a
/// `DocumentSnapshot` and the method's params returning the method's result; the others run
/// on the server's queue and answer through their `Reply`.
///
/// Adding a feature: a declaration in `Methods/ClientRequests.swift` (method, params and
/// result types), its params and result types in `Protocol/`, one line here, the handler, and
/// its capability in `ServerCapabilities`.
extension Server {
  static let routes: Router = {
    var router = Router()
    router.on(InitializeRequest.self) { $0.initialize($1, $2) }
    router.on(ShutdownRequest.self) { server, reply, _ in server.shutdown(reply) }
    router.on(DocumentDiagnosticRequest.self) { $0.documentDiagnostic($1, $2) }
    router.on(WorkspaceDiagnosticRequest.self) { $0.workspaceDiagnostic($1, $2) }
    router.on(WorkspaceSymbolRequest.self) { $0.workspaceSymbol($1, $2) }
    router.on(ExecuteCommandRequest.self) { $0.executeCommand($1, $2) }

    router.on(
      CompletionRequest.self, anyDocument: true, stage: .model, empty: nil,
      document: Server.completion)
    router.on(CompletionResolveRequest.self) { $0.completionResolve($1, $2) }
    router.on(HoverRequest.self, stage: .model, empty: nil, document: Server.hover)
    router.on(CodeActionRequest.self, empty: nil, document: Server.codeAction)
    router.on(CodeActionResolveRequest.self) { $0.codeActionResolve($1, $2) }
    router.on(
      DocumentSymbolRequest.self, stage: .model, empty: nil, document: Server.documentSymbol)
    router.on(DefinitionRequest.self, stage: .model, empty: nil, document: Server.definition)
    router.on(ReferencesRequest.self, stage: .model, empty: [], document: Server.references)
    router.on(
      DocumentHighlightRequest.self, stage: .model, empty: [], document: Server.documentHighlight)
    router.on(PrepareRenameRequest.self, stage: .model, empty: nil, document: Server.prepareRename)
    router.on(RenameRequest.self, stage: .model, empty: nil, document: Server.rename)
    router.on(FoldingRangeRequest.self, stage: .model, empty: nil, document: Server.foldingRange)
    router.on(
      SelectionRangeRequest.self, stage: .model, empty: nil, document: Server.selectionRange)
    router.on(FormattingRequest.self, stage: .model, empty: nil, document: Server.formatting)
    router.on(
      RangeFormattingRequest.self, stage: .model, empty: nil, document: Server.rangeFormatting)
    router.on(
      OnTypeFormattingRequest.self, stage: .model, empty: nil, document: Server.onTypeFormatting)
    router.on(InlayHintRequest.self, stage: .model, empty: nil, document: Server.inlayHint)
    router.on(DocumentColorRequest.self, stage: .model, empty: [], document: Server.documentColor)
    router.on(
      ColorPresentationRequest.self, stage: .model, empty: [], document: Server.colorPresentation)
    router.on(CodeLensRequest.self, empty: nil, document: Server.codeLens)
    router.on(DocumentLinkRequest.self, stage: .model, empty: nil, document: Server.documentLink)
    router.on(SemanticTokensFullRequest.self) { $0.semanticTokensFull($1, $2) }
    router.on(SemanticTokensDeltaRequest.self) { $0.semanticTokensDelta($1, $2) }
    router.on(PreviewRequest.self, empty: nil, document: Server.preview)
    router.on(
      DocumentStateRequest.self, anyDocument: true, empty: nil, document: Server.documentState)

    router.on(InitializedNotification.self) { server, _ in server.initialized() }
    router.on(DidOpenNotification.self) { $0.didOpen($1) }
    router.on(DidChangeNotification.self) { $0.didChange($1) }
    router.on(DidSaveNotification.self) { $0.didSave($1) }
    router.on(DidCloseNotification.self) { $0.didClose($1) }
    router.on(DidChangeConfigurationNotification.self) { $0.didChangeConfiguration($1) }
    router.on(DidChangeWatchedFilesNotification.self) { $0.didChangeWatchedFiles($1) }
    router.on(DidChangeWorkspaceFoldersNotification.self) { $0.didChangeWorkspaceFolders($1) }
    router.on(CancelRequestNotification.self) { $0.cancelRequest($1) }
    router.on(SetTraceNotification.self) { server, params in
      server.trace = params.value ?? server.trace
    }
    return router
  }()
}
