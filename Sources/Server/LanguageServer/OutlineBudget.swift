import JSONSyntax
import LanguageService

/// What is left of `Server.listLimit` while an outline is converted, in document order, and
/// what was left out: the note that ends a cut outline.
struct OutlineBudget {
  /// Symbols that may still be converted.
  var remaining: Int
  /// The line of the last position converted (`LineIndex.lspRange(_:in:lineHint:)`).
  var lineHint = 0
  /// Symbols left out, children included.
  private(set) var leftOut = 0
  /// Where the first symbol left out is named.
  private(set) var firstLeftOut: ByteRange?

  init(remaining: Int) { self.remaining = remaining }

  /// Takes one symbol from the budget, or, when it is spent, counts the symbol and all its
  /// descendants as left out and returns false.
  mutating func take(_ symbol: LanguageService.DocumentSymbol) -> Bool {
    guard remaining == 0 else {
      remaining -= 1
      return true
    }
    firstLeftOut = firstLeftOut ?? symbol.selectionRange
    var pending = [symbol]
    while let next = pending.popLast() {
      leftOut += 1
      pending += next.children
    }
    return false
  }

  /// The note for a cut outline: its text, LSP `SymbolKind` (String, 15) and an empty range at
  /// the first symbol left out; nil when nothing was left out.
  func note(_ document: DocumentSnapshot) -> (name: String, kind: Int, range: LSPRange)? {
    guard let first = firstLeftOut else { return nil }
    let position = document.lspPosition(first.start)
    return (
      "and \(leftOut) more symbol\(leftOut == 1 ? "" : "s") from here on (the outline shows "
        + "the first \(Server.listLimit))",
      15, LSPRange(start: position, end: position)
    )
  }
}
