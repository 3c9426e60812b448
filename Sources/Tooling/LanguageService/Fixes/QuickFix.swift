import JSONSyntax
import SpecAnalysis

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
  /// What applying it does to the header: keeps its behaviour, repairs what cannot run, or
  /// changes what it does (only the last is left for a person to choose).
  public var kind: FixKind

  /// Whether `headerspec check --fix` and `source.fixAll` apply it unattended: it keeps the
  /// header's behaviour or repairs an error the way the diagnostic says (`kind`).
  public var isSafeForAutoFix: Bool { kind.isAppliedAutomatically }

  public init(title: String, edits: [TextEdit], isPreferred: Bool, kind: FixKind) {
    self.title = title
    self.edits = edits
    self.isPreferred = isPreferred
    self.kind = kind
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
  /// again on the new text), and a fix that diagnostics share (one sort for all the
  /// out-of-order keyframes of an array) after its first. Apply them with
  /// `TextEdit.apply(fixes.flatMap(\.edits), to:)`, re-check, and repeat until none is left.
  ///
  /// Each distinct fix is built once (`QuickFixMemo`), and the clash test looks up the nearest
  /// taken ranges in a sorted list, so the cost is O(d log d) for d diagnostics plus the size
  /// of the fixes.
  /// `including` limits the fixes to those of some diagnostics (`\.code.isSyntax`: the syntax
  /// fixes, which are all that make sense on a document that does not parse).
  public static func safeFixes(
    in document: SpecDocument, including: (Diagnostic) -> Bool = { _ in true }
  ) -> [QuickFix] {
    var memo = QuickFixMemo(document: document)
    var seen = Set<QuickFixMemo.Key>()
    var taken = TakenRanges()
    var chosen: [QuickFix] = []
    for diagnostic in document.diagnostics
    where including(diagnostic) && seen.insert(QuickFixMemo.Key(diagnostic)).inserted {
      guard
        let fix = memo.fixes(for: diagnostic).first(where: \.isSafeForAutoFix),
        !fix.edits.isEmpty
      else { continue }
      if fix.edits.contains(where: taken.touches) { continue }
      fix.edits.forEach { taken.insert($0.range) }
      chosen.append(fix)
    }
    return chosen
  }
}

/// Disjoint closed byte ranges, sorted by start, with a logarithmic "does this one touch any".
private struct TakenRanges {
  private var ranges: [ByteRange] = []

  /// Whether `edit`'s range overlaps or touches (shares an endpoint with) a taken range.
  func touches(_ edit: TextEdit) -> Bool {
    let range = edit.range
    // The first taken range that starts after `range.end`; only the one before it can touch.
    let index = insertionIndex(after: range.end)
    guard index > 0 else { return false }
    return ranges[index - 1].end >= range.start
  }

  mutating func insert(_ range: ByteRange) {
    ranges.insert(range, at: insertionIndex(after: range.start))
  }

  /// The index of the first range whose start is greater than `offset`.
  private func insertionIndex(after offset: Int) -> Int {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].start <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
