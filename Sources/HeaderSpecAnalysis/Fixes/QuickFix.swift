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
    guard let fix = diagnostic.fix else { return builder.derivedFixes() }
    return builder.fixes(for: fix)
  }
}

extension QuickFix {
  /// What `headerspec check --fix` applies in one pass: for each diagnostic in document order,
  /// its first fix that is safe for auto-fix, unless its edits overlap edits already chosen.
  /// Apply them with `TextEdit.apply(_:to:)`, re-check, and repeat until nothing is left (a
  /// fix can uncover another diagnostic; two fixes in one container are never merged).
  public static func autoFixEdits(in document: SpecDocument) -> [TextEdit] {
    var chosen: [TextEdit] = []
    for diagnostic in document.diagnostics {
      guard let fix = fixes(for: diagnostic, in: document).first(where: \.isSafeForAutoFix)
      else { continue }
      let overlaps = fix.edits.contains { edit in
        chosen.contains { other in
          edit.range.start < other.range.end && other.range.start < edit.range.end
            || edit.range.start == other.range.start
        }
      }
      if !overlaps { chosen += fix.edits }
    }
    return chosen
  }
}
