import JSONSyntax
import LanguageService
import SpecAnalysis

/// What every feature handler needs between the analysis layer's editor words and LSP: the
/// text edits, workspace edits in the client's shape and linked diagnostics.
extension DocumentSnapshot {
  /// An LSP `TextEdit` (UTF-8 range converted in the negotiated encoding).
  func lspTextEdit(_ edit: TextEdit) -> LSPTextEdit {
    LSPTextEdit(range: lspRange(edit.range), newText: edit.newText)
  }

  /// A `WorkspaceEdit` on this document, versioned when the client supports it.
  func workspaceEdit(_ edits: [TextEdit]) -> LSPWorkspaceEdit {
    LSPWorkspaceEdit(
      uri: uri, version: client.documentChanges ? version : nil, edits: edits.map(lspTextEdit))
  }

  /// The LSP `Diagnostic` of an analysis diagnostic, the same object `publishDiagnostics` sent.
  func lspDiagnostic(_ diagnostic: Diagnostic) -> LSPDiagnostic {
    let list = Server.lspDiagnostics(
      [diagnostic], uri: uri, lineIndex: lineIndex, unit: unit,
      relatedInformation: client.diagnosticsCarryRelatedInformation,
      codeDescriptions: client.codeDescriptions, tags: client.diagnosticTags)
    return list[0]  // one item, within the limit: one diagnostic
  }
}
