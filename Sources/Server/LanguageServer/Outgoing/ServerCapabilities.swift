/// LSP's `ServerCapabilities`, as far as the server implements them: every provider here is
/// backed by a route in `Server.routes`. A nil property is left out (not offered).
struct ServerCapabilities: Encodable, Sendable {
  /// `textDocumentSync`: open and close, incremental changes (2), saves without text.
  struct TextDocumentSync: Encodable, Sendable {
    struct Save: Encodable, Sendable { var includeText = false }
    var openClose = true
    var change = 2
    var save = Save()
  }

  /// `workspace.workspaceFolders`.
  struct Workspace: Encodable, Sendable {
    struct Folders: Encodable, Sendable {
      var supported = true
      var changeNotifications = true
    }
    var workspaceFolders = Folders()
  }

  /// `completionProvider`: items resolve their documentation (`completionItem/resolve`).
  struct CompletionOptions: Encodable, Sendable {
    var triggerCharacters: [String]
    var resolveProvider = true
  }

  /// `codeActionProvider`: the kinds, and edits resolved on request (`codeAction/resolve`),
  /// for clients with code action literals; `false` for the others.
  enum CodeActionProvider: Encodable, Sendable {
    case supported(Bool)
    case kinds([String])

    private enum CodingKeys: String, CodingKey { case codeActionKinds, resolveProvider }

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .supported(let value):
        var container = encoder.singleValueContainer()
        try container.encode(value)
      case .kinds(let kinds):
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kinds, forKey: .codeActionKinds)
        try container.encode(true, forKey: .resolveProvider)
      }
    }
  }

  /// `documentOnTypeFormattingProvider`: closing brackets, and a line break (in keyframes).
  struct OnTypeFormattingOptions: Encodable, Sendable {
    var firstTriggerCharacter = "}"
    var moreTriggerCharacter = ["]", "\n"]
  }

  struct RenameOptions: Encodable, Sendable { var prepareProvider = true }
  /// The options of the providers that resolve nothing later (inlay hints, code lenses, links).
  struct UnresolvedOptions: Encodable, Sendable { var resolveProvider = false }
  struct ExecuteCommandOptions: Encodable, Sendable { var commands: [String] }
  struct Experimental: Encodable, Sendable { var headerspecPreview = true }

  /// `semanticTokensProvider`: whole documents, and deltas against the tokens last sent
  /// (`Server+SemanticTokens`); no ranges: a 30 KB spec's tokens take a third of a
  /// millisecond through the server, a 1 MB one's under 10 ms.
  struct SemanticTokensOptions: Encodable, Sendable {
    struct Full: Encodable, Sendable { var delta = true }
    var legend = SemanticTokensLegend.standard
    var full = Full()
  }

  /// `diagnosticProvider`, for clients that pull diagnostics.
  struct DiagnosticOptions: Encodable, Sendable {
    var identifier = "headerspec"
    var interFileDependencies = false
    var workspaceDiagnostics = true
    var workDoneProgress = true
  }

  var positionEncoding: String
  var textDocumentSync = TextDocumentSync()
  var workspace = Workspace()
  var completionProvider = CompletionOptions(triggerCharacters: ["\"", ":"])
  var hoverProvider = true
  var codeActionProvider: CodeActionProvider
  var documentSymbolProvider = true
  var workspaceSymbolProvider = true
  var definitionProvider = true
  var referencesProvider = true
  var documentHighlightProvider = true
  var renameProvider = RenameOptions()
  var foldingRangeProvider = true
  var selectionRangeProvider = true
  var documentFormattingProvider = true
  var documentRangeFormattingProvider = true
  var documentOnTypeFormattingProvider = OnTypeFormattingOptions()
  var inlayHintProvider = UnresolvedOptions()
  var colorProvider = true
  var codeLensProvider = UnresolvedOptions()
  var documentLinkProvider = UnresolvedOptions()
  var semanticTokensProvider = SemanticTokensOptions()
  var executeCommandProvider: ExecuteCommandOptions
  var experimental = Experimental()
  var diagnosticProvider: DiagnosticOptions?
}
