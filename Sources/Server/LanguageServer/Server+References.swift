import HeaderGeometry
import LanguageService

/// Subview ids and the references that name them (Schemas/FORMAT.md#references):
/// `textDocument/definition`, `references`, `documentHighlight`, `prepareRename` and `rename`,
/// each a translation of the analysis's function of the document and an offset. References and
/// highlights stop at `listLimit`, in document order.
extension Server {
  static func definition(_ document: DocumentSnapshot, _ params: TextDocumentPositionParams)
    -> LSPLocation?
  {
    guard let spec = document.spec,
      let range = LanguageService.definition(in: spec, at: document.offset(of: params.position))
    else { return nil }
    return LSPLocation(uri: document.uri, range: document.lspRange(range))
  }

  static func references(_ document: DocumentSnapshot, _ params: ReferenceParams)
    -> [LSPLocation]
  {
    guard let spec = document.spec else { return [] }
    let ranges = LanguageService.references(
      in: spec, at: document.offset(of: params.position),
      includeDeclaration: params.includeDeclaration)
    var lineHint = 0
    return ranges.prefix(listLimit).map {
      LSPLocation(
        uri: document.uri,
        range: document.lineIndex.lspRange($0, in: document.unit, lineHint: &lineHint))
    }
  }

  static func documentHighlight(
    _ document: DocumentSnapshot, _ params: TextDocumentPositionParams
  ) -> [LSPDocumentHighlight] {
    guard let spec = document.spec else { return [] }
    let highlights = documentHighlights(in: spec, at: document.offset(of: params.position))
    var lineHint = 0
    return highlights.prefix(listLimit).map {
      LSPDocumentHighlight(
        range: document.lineIndex.lspRange($0.range, in: document.unit, lineHint: &lineHint),
        isWrite: $0.kind == .write)
    }
  }

  static func prepareRename(_ document: DocumentSnapshot, _ params: TextDocumentPositionParams)
    -> LSPPrepareRename?
  {
    guard let spec = document.spec,
      let prepared = LanguageService.prepareRename(
        in: spec, at: document.offset(of: params.position))
    else { return nil }
    return LSPPrepareRename(
      range: document.lspRange(prepared.range), placeholder: prepared.placeholder)
  }

  /// A refused rename is a RequestFailed error with the reason, which editors show.
  static func rename(_ document: DocumentSnapshot, _ params: RenameParams)
    throws(ResponseError) -> LSPWorkspaceEdit?
  {
    guard let spec = document.spec else { return nil }
    let offset = document.offset(of: params.position)
    switch LanguageService.rename(in: spec, at: offset, to: params.newName) {
    case .edits(let edits): return document.workspaceEdit(edits)
    case .refused(let reason): throw .requestFailed(reason)
    }
  }
}
