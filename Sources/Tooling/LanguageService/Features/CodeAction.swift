import JSONSyntax
import SpecAnalysis

/// An action the editor offers in a range: a quick fix for a diagnostic, or a refactoring
/// (inserting snapping ranges). Its edits are non-overlapping `TextEdit`s on the document.
public struct CodeAction: Hashable, Sendable {
  /// The editor's grouping of actions.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case quickFix = "quickfix"
    case refactor = "refactor"
    /// One action for the whole document that applies what `check --fix` would
    /// (`AutomaticFixes`): only when asked for by kind, as an editor does on save.
    case sourceFixAll = "source.fixAll"
    /// One action for the whole document that puts every object's keys in the schema's order
    /// (`sortKeysAction`), comments kept with their keys.
    case sourceSortKeys = "source.sortKeys"
  }

  public var title: String
  public var kind: Kind
  public var edits: [TextEdit]
  /// The action to apply for "fix" without a menu: at most one per diagnostic.
  public var isPreferred: Bool
  /// The diagnostics this action makes go away.
  public var diagnostics: [Diagnostic]

  public init(
    title: String, kind: Kind, edits: [TextEdit], isPreferred: Bool = false,
    diagnostics: [Diagnostic] = []
  ) {
    self.title = title
    self.kind = kind
    self.edits = edits
    self.isPreferred = isPreferred
    self.diagnostics = diagnostics
  }
}

/// The code actions for `range` (UTF-8 offsets; empty for a cursor): a quick fix for each of
/// `diagnostics` whose reach touches the range (`DiagnosticReach`: its node, key or value,
/// and its lines) and has an unambiguous fix, "fix this overlap" for
/// overlapping snapping ranges, and, on the `behavior` object or where snapping is missing,
/// "snap to the nearest end" and "snap to every keyframe stop". Quick fixes come first.
///
/// Diagnostics that share a fix share one action listing them all: a select-all over an array
/// of n keyframes in reverse order gets one "sort keyframes", not n - 1 copies of an O(n)
/// rewrite. The actions are therefore bounded by the diagnostics plus their distinct fixes.
///
/// `diagnostics` are normally the document's own (an editor passes those it shows). `kinds`
/// limits the actions to those kinds (LSP's `context.only`); a refactoring is then offered even
/// where a quick fix of the same edits would have replaced it. With `sourceFixAll` in `kinds`,
/// the first action is "fix all" (`fixAllAction`) when it changes anything; with
/// `sourceSortKeys`, "sort keys" (`sortKeysAction`) follows when some key is out of order.
public func codeActions(
  in document: SpecDocument, range: ByteRange, diagnostics: [Diagnostic],
  kinds: Set<CodeAction.Kind> = [.quickFix, .refactor]
) -> [CodeAction] {
  var actions: [CodeAction] = []
  if kinds.contains(.sourceFixAll), let fixAll = fixAllAction(in: document) {
    actions.append(fixAll)
  }
  if kinds.contains(.sourceSortKeys), let sortKeys = sortKeysAction(in: document) {
    actions.append(sortKeys)
  }
  var memo = QuickFixMemo(document: document)
  // The indices in `actions` of the quick fixes built for each key.
  var built: [QuickFixMemo.Key: Range<Int>] = [:]
  let snapping = SnappingActions(document: document)
  var reach = DiagnosticReach(tree: document.syntax)
  let touching =
    !kinds.contains(.quickFix)
    ? []
    : diagnostics.filter {
      if $0.range.start <= range.end && range.start <= $0.range.end { return true }
      let wide = reach.reach(of: $0.range)
      return wide.start <= range.end && range.start <= wide.end
    }
  for diagnostic in touching {
    let key = QuickFixMemo.Key(diagnostic)
    if let shared = built[key] {
      for index in shared { actions[index].diagnostics.append(diagnostic) }
    } else {
      let first = actions.count
      for fix in memo.fixes(for: diagnostic) {
        var title = fix.title
        if diagnostic.code == .snappingGap { title = "Fill this gap: " + title.lowercasedFirst }
        actions.append(
          CodeAction(
            title: title, kind: .quickFix, edits: fix.edits, isPreferred: fix.isPreferred,
            diagnostics: [diagnostic]))
      }
      built[key] = first..<actions.count
    }
    if diagnostic.code == .overlappingSnappingRanges,
      let edits = snapping.fixOverlap(diagnostic)
    {
      actions.append(
        CodeAction(
          title: "Fix this overlap", kind: .quickFix, edits: edits, isPreferred: true,
          diagnostics: [diagnostic]))
    }
  }
  // A refactoring that makes the same edits as a quick fix (the nearest-end ranges that
  // HS404's fix adds) is not offered twice.
  guard kinds.contains(.refactor) else { return actions }
  for action in snapping.refactorings(at: range, diagnostics: diagnostics)
  where !actions.contains(where: { $0.edits == action.edits }) {
    actions.append(action)
  }
  return actions
}

/// `source.fixAll`: one action whose single edit turns the document into what
/// `headerspec check --fix` would write (`AutomaticFixes`, the same function: only fixes that
/// keep the header's behaviour or repair what cannot run), listing the diagnostics it fixes;
/// nil when there is nothing to apply.
public func fixAllAction(in document: SpecDocument) -> CodeAction? {
  let fixed = AutomaticFixes(fixing: document)
  guard let edit = fixed.edit(from: document.syntax.bytes) else { return nil }
  let remaining = Set(fixed.document.diagnostics.map { "\($0.code.rawValue) \($0.message)" })
  let fixes = fixed.applied == 1 ? "1 fix" : "\(fixed.applied) fixes"
  return CodeAction(
    title: "Fix all: \(fixes) that keep behaviour or repair errors", kind: .sourceFixAll,
    edits: [edit],
    diagnostics: document.diagnostics.filter {
      !remaining.contains("\($0.code.rawValue) \($0.message)")
    })
}

extension String {
  /// The string with its first character lowercased ("Add" -> "add").
  var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
