import HeaderGeometry
import JSONSyntax

/// What a document's re-analysis after an edit inside one subview takes from the previous
/// analysis (`SpecDocument.init(bytes:settings:reusing:)`): the edit, the previous
/// diagnostics by subview, model and resolved geometry. Holds no syntax tree, so that the
/// previous tree's memory can be parsed into.
struct PriorAnalysis: Sendable {
  var edit: SubviewEdit
  let memo: AnalysisMemo
  /// The previous model's subviews and their places; nil when there was no model.
  let subviews: PriorSubviews?
  /// The previous resolved geometry (with the previous spec).
  let resolved: ResolvedHeader?

  /// The prior analysis of `previous` for the document after `change`, checked with
  /// `settings`; nil when the edit is not inside one subview or outside the subviews, the
  /// settings changed, or `previous` kept no memo.
  init?(previous: SpecDocument, change: ByteChange, settings: AnalysisSettings) {
    guard previous.settings == settings, previous.memo.schemaRule >= 0,
      let edit = SubviewEdit.find(previous: previous.syntax, change: change)
    else { return nil }
    self.edit = edit
    self.memo = previous.memo
    self.resolved = previous.resolved
    let map = previous.sourceMap
    self.subviews = previous.spec.map {
      PriorSubviews(
        subviews: $0.subviews, subviewNodes: map.subviewNodes,
        keyframeStarts: map.keyframeStarts, keyframeNodes: map.keyframeNodes)
    }
  }

  /// Whether `spec` has the previous spec's width, bar and behaviour, so that a subview's
  /// geometry diagnostics (which depend on those, the subview and nothing else) still hold.
  func sameOutsideSubviews(_ spec: HeaderSpec) -> Bool {
    guard let previous = resolved?.spec else { return false }
    return spec.width == previous.width && spec.bar == previous.bar
      && spec.behavior == previous.behavior
  }
}
