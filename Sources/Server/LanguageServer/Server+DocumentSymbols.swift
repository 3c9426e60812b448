import JSONSyntax
import LanguageService

/// `textDocument/documentSymbol`: the outline (bar, behaviour, snapping ranges, subviews,
/// keyframes) as a `DocumentSymbol` tree, or as flat `SymbolInformation` with container names
/// for clients without `hierarchicalDocumentSymbolSupport`. Made in document order, each
/// position found from the previous one's line (`LineIndex.lspRange(_:in:lineHint:)`). At most
/// `listLimit` symbols, counted over the whole tree in document order; past them, one last
/// top-level note at the first symbol left out says how many more there are.
extension Server {
  static func documentSymbol(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> DocumentSymbolResult?
  {
    guard let spec = document.spec else { return nil }
    let symbols = documentSymbols(in: spec)
    var outline = OutlineBudget(remaining: listLimit)
    guard document.client.hierarchicalSymbols else {
      var flat: [LSPSymbolInformation] = []
      for symbol in symbols {
        appendFlat(symbol, container: nil, document, budget: &outline, to: &flat)
      }
      if let note = outline.note(document) {
        flat.append(
          LSPSymbolInformation(
            name: note.name, kind: note.kind,
            location: LSPLocation(uri: document.uri, range: note.range), containerName: nil))
      }
      return .flat(flat)
    }
    var roots = symbols.compactMap { tree($0, document, budget: &outline) }
    if let note = outline.note(document) {
      roots.append(
        LSPDocumentSymbol(
          name: note.name, detail: nil, kind: note.kind, range: note.range,
          selectionRange: note.range, children: nil))
    }
    return .tree(roots)
  }

  /// `{name, detail?, kind, range, selectionRange, children?}`; nil once the budget is spent.
  private static func tree(
    _ symbol: LanguageService.DocumentSymbol, _ document: DocumentSnapshot,
    budget: inout OutlineBudget
  ) -> LSPDocumentSymbol? {
    guard budget.take(symbol) else { return nil }
    let range = document.lineIndex.lspRange(
      symbol.range, in: document.unit, lineHint: &budget.lineHint)
    let selectionRange = document.lineIndex.lspRange(
      symbol.selectionRange, in: document.unit, lineHint: &budget.lineHint)
    var children: [LSPDocumentSymbol]?
    if !symbol.children.isEmpty {
      children = []
      for child in symbol.children {
        if let converted = tree(child, document, budget: &budget) {
          children?.append(converted)
        }
      }
    }
    return LSPDocumentSymbol(
      name: symbol.name, detail: symbol.detail, kind: symbolKind(symbol.kind), range: range,
      selectionRange: selectionRange, children: children)
  }

  /// `{name, kind, location, containerName?}`, then the children's, while the budget lasts.
  private static func appendFlat(
    _ symbol: LanguageService.DocumentSymbol, container: String?,
    _ document: DocumentSnapshot, budget: inout OutlineBudget,
    to list: inout [LSPSymbolInformation]
  ) {
    guard budget.take(symbol) else { return }
    let range = document.lineIndex.lspRange(
      symbol.range, in: document.unit, lineHint: &budget.lineHint)
    list.append(
      LSPSymbolInformation(
        name: symbol.name, kind: symbolKind(symbol.kind),
        location: LSPLocation(uri: document.uri, range: range), containerName: container))
    for child in symbol.children {
      appendFlat(child, container: symbol.name, document, budget: &budget, to: &list)
    }
  }

  /// LSP's `SymbolKind`: Property 7, Array 18, Object 19, Event 24.
  static func symbolKind(_ kind: LanguageService.DocumentSymbol.Kind) -> Int {
    switch kind {
    case .property: 7
    case .array: 18
    case .object: 19
    case .event: 24
    }
  }
}
