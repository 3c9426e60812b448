import JSONSyntax

/// Turns one `FixData` into `QuickFix` values against a document's text.
struct QuickFixBuilder {
  let document: SpecDocument
  let diagnostic: Diagnostic

  var tree: SyntaxTree { document.syntax }

  func fixes(for fix: FixData) -> [QuickFix] {
    switch fix {
    case .replaceKey(let suggestion):
      return [
        QuickFix(
          title: "Replace with `\(suggestion)`",
          edits: [TextEdit(range: diagnostic.range, newText: JSONText.string(suggestion))],
          isPreferred: true, isSafeForAutoFix: true)
      ]
    case .replaceValue(let suggestion):
      return [
        QuickFix(
          title: "Replace with `\"\(suggestion)\"`",
          edits: [TextEdit(range: diagnostic.range, newText: JSONText.string(suggestion))],
          isPreferred: true, isSafeForAutoFix: true)
      ]
    case .clampNumber(let range, let value):
      let text = JSONText.number(value)
      return [
        QuickFix(
          title: "Change to \(text)", edits: [TextEdit(range: range, newText: text)],
          isPreferred: true, isSafeForAutoFix: true)
      ]
    case .swapValues(let first, let second):
      return [
        QuickFix(
          title: "Swap `\(tree.text(first))` and `\(tree.text(second))`",
          edits: [
            TextEdit(range: first, newText: tree.text(second)),
            TextEdit(range: second, newText: tree.text(first)),
          ],
          isPreferred: true, isSafeForAutoFix: true)
      ]
    default:
      return []
    }
  }
}
