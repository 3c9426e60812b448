import JSONSyntax

/// An action the editor offers in a range: a quick fix for a diagnostic, or a refactoring
/// (inserting snapping ranges). Its edits are non-overlapping `TextEdit`s on the document.
public struct CodeAction: Hashable, Sendable {
  /// The editor's grouping of actions.
  public enum Kind: String, Hashable, Sendable {
    case quickFix = "quickfix"
    case refactor = "refactor"
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
/// `diagnostics` that touches the range and has an unambiguous fix, "fix this overlap" for
/// overlapping snapping ranges, and, on the `behavior` object or where snapping is missing,
/// "snap to the nearest end" and "snap to every keyframe stop". Quick fixes come first.
///
/// `diagnostics` are normally the document's own (an editor passes those it shows).
public func codeActions(in document: SpecDocument, range: ByteRange, diagnostics: [Diagnostic])
  -> [CodeAction]
{
  var actions: [CodeAction] = []
  let touching = diagnostics.filter {
    $0.range.start <= range.end && range.start <= $0.range.end
  }
  for diagnostic in touching {
    for fix in QuickFix.fixes(for: diagnostic, in: document) {
      var title = fix.title
      if diagnostic.code == .snappingGap { title = "Fill this gap: " + title.lowercasedFirst }
      actions.append(
        CodeAction(
          title: title, kind: .quickFix, edits: fix.edits, isPreferred: fix.isPreferred,
          diagnostics: [diagnostic]))
    }
    if diagnostic.code == .overlappingSnappingRanges,
      let edits = SnappingActions(document: document).fixOverlap(diagnostic)
    {
      actions.append(
        CodeAction(
          title: "Fix this overlap", kind: .quickFix, edits: edits, isPreferred: true,
          diagnostics: [diagnostic]))
    }
  }
  // A refactoring that makes the same edits as a quick fix (the nearest-end ranges that
  // HS404's fix adds) is not offered twice.
  for action in SnappingActions(document: document).refactorings(
    at: range, diagnostics: diagnostics)
  where !actions.contains(where: { $0.edits == action.edits }) {
    actions.append(action)
  }
  return actions
}

extension String {
  /// The string with its first character lowercased ("Add" -> "add").
  var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
