import JSONSyntax

/// A diagnostic's fix as text edits: what `headerspec check --fix` applies and what the editor
/// offers as a quick-fix code action. Built from the diagnostic's `FixData` and the document's
/// text, so that the edits leave valid JSON laid out like its surroundings.
public struct QuickFix: Hashable, Sendable {
  /// What the editor shows: "Replace with `minHeight`", "Sort keyframes by progress".
  public var title: String
  /// Non-overlapping edits on the document the diagnostic came from.
  public var edits: [TextEdit]
  /// Whether this is the fix to apply when the user asks for "the" fix (one per diagnostic).
  public var isPreferred: Bool
  /// Whether `headerspec check --fix` may apply it unattended: it keeps the author's intent (a
  /// typo's suggestion, a sort, a swap, a clamp, removing a key that has no effect) rather than
  /// inventing content (a placeholder value, snapping ranges, a new height) or choosing between
  /// two keys the author wrote.
  public var isSafeForAutoFix: Bool

  public init(title: String, edits: [TextEdit], isPreferred: Bool, isSafeForAutoFix: Bool) {
    self.title = title
    self.edits = edits
    self.isPreferred = isPreferred
    self.isSafeForAutoFix = isSafeForAutoFix
  }

  /// The fixes of `diagnostic` (one of `document.diagnostics`), best first; empty when it has
  /// no `FixData` or the data no longer matches the text.
  public static func fixes(for diagnostic: Diagnostic, in document: SpecDocument) -> [QuickFix] {
    guard let fix = diagnostic.fix else { return [] }
    return QuickFixBuilder(tree: document.syntax, diagnostic: diagnostic).fixes(for: fix)
  }

  /// Every safe fix of `document` that can be applied together: at most one per diagnostic, in
  /// diagnostic order, skipping a fix whose edits overlap or touch an earlier one's (the next
  /// round of `check --fix` finds it again on the new text). Apply them with
  /// `TextEdit.apply(fixes.flatMap(\.edits), to:)`.
  public static func safeFixes(in document: SpecDocument) -> [QuickFix] {
    var taken: [ByteRange] = []
    var chosen: [QuickFix] = []
    for diagnostic in document.diagnostics {
      guard
        let fix = fixes(for: diagnostic, in: document).first(where: \.isSafeForAutoFix),
        !fix.edits.isEmpty
      else { continue }
      let clashes = fix.edits.contains { edit in
        taken.contains { $0.start <= edit.range.end && edit.range.start <= $0.end }
      }
      if clashes { continue }
      taken += fix.edits.map(\.range)
      chosen.append(fix)
    }
    return chosen
  }
}
