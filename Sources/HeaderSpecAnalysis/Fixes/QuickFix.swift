import JSONSyntax

/// A diagnostic's fix as text edits: what `check --fix` applies and what the editor offers as a
/// quick-fix code action. Built from the diagnostic's `FixData` and the document's text, so the
/// edits leave valid JSON indented like their surroundings.
public struct QuickFix: Hashable, Sendable {
  /// What the editor shows: "Replace with `minHeight`", "Sort keyframes by progress".
  public var title: String
  /// Non-overlapping edits on the document the diagnostic came from.
  public var edits: [TextEdit]
  /// Whether this is the fix to apply when the user asks for "the" fix (one per diagnostic).
  public var isPreferred: Bool
  /// Whether `headerspec check --fix` may apply it unattended: it keeps the author's intent
  /// (a typo's suggestion, sorting, a swap, a clamp, a duplicate's removal) rather than
  /// inventing content.
  public var isSafeForAutoFix: Bool

  public init(title: String, edits: [TextEdit], isPreferred: Bool, isSafeForAutoFix: Bool) {
    self.title = title
    self.edits = edits
    self.isPreferred = isPreferred
    self.isSafeForAutoFix = isSafeForAutoFix
  }

  /// The fixes of `diagnostic` (one of `document.diagnostics`), best first; empty when it has
  /// no unambiguous fix or its `FixData` no longer matches the text. A duplicate key (HS116),
  /// which carries no `FixData`, gets "remove this duplicate".
  public static func fixes(for diagnostic: Diagnostic, in document: SpecDocument) -> [QuickFix] {
    let builder = QuickFixBuilder(document: document, diagnostic: diagnostic)
    let fixes = diagnostic.fix.map(builder.fixes(for:)) ?? builder.derivedFixes()
    // A fix whose edits could not be placed (an unclosed container) is no fix.
    return fixes.filter { !$0.edits.isEmpty }
  }
}

extension QuickFix {
  /// Every safe fix of `document` that can be applied together (what `headerspec check --fix`
  /// applies in one pass): at most one per diagnostic, the first safe one, in diagnostic
  /// order, skipping a fix whose edits overlap or touch an earlier one's (the next pass finds it
  /// again on the new text). Apply them with `TextEdit.apply(fixes.flatMap(\.edits), to:)`,
  /// re-check, and repeat until none is left.
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
