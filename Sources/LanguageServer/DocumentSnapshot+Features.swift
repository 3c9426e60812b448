import HeaderSpecAnalysis
import JSONSyntax

/// What every feature handler needs between the analysis layer's editor words and LSP: the
/// analysed spec, text edits, workspace edits in the client's shape, linked diagnostics and
/// markup.
extension DocumentSnapshot {
  /// An LSP `TextEdit` (UTF-8 range converted in the negotiated encoding).
  func lspTextEdit(_ edit: TextEdit) -> JSONValue {
    ["range": lspRange(edit.range), "newText": .string(edit.newText)]
  }

  /// LSP `TextEdit[]`.
  func lspTextEdits(_ edits: [TextEdit]) -> JSONValue { .array(edits.map(lspTextEdit)) }

  /// A `WorkspaceEdit` on this document: versioned `documentChanges` when the client supports
  /// them (so a stale edit is refused), else `changes` by URI.
  func workspaceEdit(_ edits: [TextEdit]) -> JSONValue {
    guard client.documentChanges else {
      return ["changes": .object([(uri, lspTextEdits(edits))])]
    }
    return [
      "documentChanges": [
        [
          "textDocument": ["uri": .string(uri), "version": .int(version)],
          "edits": lspTextEdits(edits),
        ]
      ]
    ]
  }

  /// The LSP `Diagnostic` of an analysis diagnostic, the same object `publishDiagnostics` sent.
  func lspDiagnostic(_ diagnostic: Diagnostic) -> JSONValue {
    guard
      case .encoded(let list) = Server.encodedDiagnostics(
        [diagnostic], uri: uri, lineIndex: lineIndex, unit: unit,
        relatedInformation: client.diagnosticsCarryRelatedInformation,
        codeDescriptions: client.codeDescriptions)
    else { return .null }
    return .encoded(Array(list.dropFirst().dropLast()))  // the one element of `[...]`
  }

  /// `MarkupContent`: markdown, or the same text as plain text when the client shows only that.
  func markup(_ markdown: String) -> JSONValue {
    ["kind": client.markdownHover ? "markdown" : "plaintext", "value": .string(markdown)]
  }
}
