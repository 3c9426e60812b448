import JSONSyntax
import LanguageService
import SpecAnalysis

/// What the client can do, read once from `initialize`'s `capabilities`: only the facts the
/// server acts on.
public struct ClientFeatures: Equatable, Sendable {
  /// `general.positionEncodings`, in the client's order of preference (default utf-16 only).
  public var positionEncodings: [String] = ["utf-16"]
  /// `textDocument.diagnostic` present: the client pulls diagnostics.
  public var pullsDiagnostics = false
  /// `workspace.diagnostics.refreshSupport`.
  public var diagnosticRefresh = false
  /// `workspace.configuration`: the client answers `workspace/configuration`.
  public var configuration = false
  /// `workspace.didChangeConfiguration.dynamicRegistration`.
  public var registersConfigurationChanges = false
  /// `workspace.didChangeWatchedFiles.dynamicRegistration`: the server may ask to be told
  /// about changes to `.headerspec.json` files.
  public var registersWatchedFiles = false
  /// `window.workDoneProgress`: the server may create progress tokens.
  public var workDoneProgress = false
  /// `general.staleRequestSupport.cancel`: an edit answers older requests with ContentModified.
  public var staleRequestSupport = false
  /// `textDocument.publishDiagnostics.relatedInformation`.
  public var relatedInformation = false
  /// `textDocument.publishDiagnostics.codeDescriptionSupport` (LSP 3.16), or the same flag in
  /// `textDocument.diagnostic` (LSP 3.18 pull clients): diagnostics may link to their code's
  /// documentation.
  public var codeDescriptions = false
  /// The tags of `textDocument.publishDiagnostics.tagSupport.valueSet`, or of the same set in
  /// `textDocument.diagnostic` (LSP 3.18 pull clients): the only tags diagnostics carry.
  public var diagnosticTags: Set<DiagnosticTag> = []
  /// `textDocument.completion.completionItem.snippetSupport`: insert texts may be snippets.
  public var snippets = false
  /// `textDocument.completion.completionItem.resolveSupport.properties` lists `documentation`:
  /// completion items may leave it out, for `completionItem/resolve` to give.
  public var resolvesCompletionDocumentation = false
  /// `textDocument.documentSymbol.hierarchicalDocumentSymbolSupport`: `DocumentSymbol` trees,
  /// else flat `SymbolInformation`.
  public var hierarchicalSymbols = false
  /// `workspace.workspaceEdit.documentChanges`: workspace edits as versioned `documentChanges`,
  /// else as `changes` by URI.
  public var documentChanges = false
  /// `textDocument.codeAction.codeActionLiteralSupport`: code actions may be `CodeAction`
  /// literals (the server has no commands, so without it there are none).
  public var codeActionLiterals = false
  /// `textDocument.codeAction.resolveSupport.properties` lists `edit`: code actions may leave
  /// their edit out, for `codeAction/resolve` to give.
  public var resolvesCodeActionEdits = false
  /// `window.showDocument.support`: the client opens a URI the server sends it (the preview
  /// page, in a browser).
  public var showsDocuments = false
  /// Whether hovers may be markdown (`textDocument.hover.contentFormat` absent or listing it).
  public var markdownHover = true

  public init() {}

  public init(capabilities value: JSONValue?) {
    guard let value else { return }
    if let encodings = value[path: "general", "positionEncodings"]?.arrayValue {
      positionEncodings = encodings.compactMap(\.stringValue)
    }
    pullsDiagnostics = value[path: "textDocument", "diagnostic"]?.objectValue != nil
    diagnosticRefresh = value[path: "workspace", "diagnostics", "refreshSupport"]?.boolValue == true
    configuration = value[path: "workspace", "configuration"]?.boolValue == true
    registersConfigurationChanges =
      value[path: "workspace", "didChangeConfiguration", "dynamicRegistration"]?.boolValue == true
    registersWatchedFiles =
      value[path: "workspace", "didChangeWatchedFiles", "dynamicRegistration"]?.boolValue == true
    workDoneProgress = value[path: "window", "workDoneProgress"]?.boolValue == true
    staleRequestSupport =
      value[path: "general", "staleRequestSupport", "cancel"]?.boolValue == true
    relatedInformation =
      value[path: "textDocument", "publishDiagnostics", "relatedInformation"]?.boolValue == true
    codeDescriptions =
      value[path: "textDocument", "publishDiagnostics", "codeDescriptionSupport"]?.boolValue
      == true
      || value[path: "textDocument", "diagnostic", "codeDescriptionSupport"]?.boolValue == true
    let tagValues = ["publishDiagnostics", "diagnostic"].flatMap {
      value[path: "textDocument", $0, "tagSupport", "valueSet"]?.arrayValue ?? []
    }
    diagnosticTags = Set(
      DiagnosticTag.allCases.filter { tagValues.contains(.number(Double($0.lspValue))) })
    snippets =
      value[path: "textDocument", "completion", "completionItem", "snippetSupport"]?.boolValue
      == true
    resolvesCompletionDocumentation =
      value[path: "textDocument", "completion", "completionItem", "resolveSupport", "properties"]?
      .arrayValue?.contains(.string("documentation")) == true
    hierarchicalSymbols =
      value[path: "textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport"]?
      .boolValue == true
    documentChanges =
      value[path: "workspace", "workspaceEdit", "documentChanges"]?.boolValue == true
    codeActionLiterals =
      value[path: "textDocument", "codeAction", "codeActionLiteralSupport"]?.objectValue != nil
    resolvesCodeActionEdits =
      value[path: "textDocument", "codeAction", "resolveSupport", "properties"]?.arrayValue?
      .contains(.string("edit")) == true
    showsDocuments = value[path: "window", "showDocument", "support"]?.boolValue == true
    if let formats = value[path: "textDocument", "hover", "contentFormat"]?.arrayValue {
      markdownHover = formats.contains("markdown")
    }
  }

  /// Whether diagnostics carry `relatedInformation`: when the client says it shows them, and
  /// always for pull clients (LSP 3.17 clients that pull all show them).
  public var diagnosticsCarryRelatedInformation: Bool { relatedInformation || pullsDiagnostics }

  /// The negotiated position encoding: utf-8 when offered, else utf-16 (which every client
  /// supports), or utf-32 when the client offers only that.
  public var positionEncoding: LineIndex.Unit {
    if positionEncodings.contains("utf-8") { return .utf8 }
    if positionEncodings.contains("utf-16") || positionEncodings.isEmpty { return .utf16 }
    if positionEncodings.contains("utf-32") { return .utf32 }
    return .utf16
  }
}
