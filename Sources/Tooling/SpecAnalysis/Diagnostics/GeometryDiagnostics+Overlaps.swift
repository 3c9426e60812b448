import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// HS317: a text over something it should stay clear of (`ResolvedHeader.textOverlapProblems`).
/// A label declares what it sits on by design with `"sitsOn": ["id", ...]`
/// (Schemas/FORMAT.md#overlapping-text): those pairs are not reported. The check reads the key
/// from the document, as the runtime has no use for it.
extension GeometryDiagnostics {
  mutating func textOverlap(_ subview: Int, _ other: Int, _ from: Double, _ to: Double) {
    let subviews = resolved.spec.subviews
    if declaresSitsOn(subview, subviews[other].id) || declaresSitsOn(other, subviews[subview].id) {
      return
    }
    let span =
      from == to
      ? "at progress \(Self.n(from))" : "from progress \(Self.n(from)) to \(Self.n(to))"
    let what: String
    let advice: String
    if case .label = subviews[other].kind {
      what = "the texts of \(subviewName(subview)) and \(subviewName(other)) overlap"
      advice = "move one of them or fade it out"
    } else {
      what = "the text of \(subviewName(subview)) overlaps \(subviewName(other))"
      advice =
        "move it clear, fade it out there, or, if it is meant to sit on it, write "
        + "\"sitsOn\": [\(JSONText.string(subviews[other].id))]"
    }
    emit(
      .textOverlap, "\(what) \(span); \(advice)", subviewRange(subview),
      related: subviewRange(other).map {
        [RelatedInformation(range: $0, message: "\(subviewName(other)) is here")]
      } ?? [])
  }

  /// HS317 as information at the `subviews` array: too many to compare.
  mutating func overlapNotChecked(_ subviews: Int) {
    emit(
      .textOverlap,
      "overlapping texts are not checked: this spec has \(subviews) texts, buttons, search bars "
        + "and views with a background, more than the \(ResolvedHeader.overlapSubviewLimit) "
        + "the check compares",
      map.member("subviews", of: .root)?.key ?? fallbackRange, severity: .information)
  }

  /// Whether subview `index`'s `sitsOn` names `id`.
  private func declaresSitsOn(_ index: Int, _ id: String) -> Bool {
    guard let object = map.node(.subview(index)),
      let value = tree.lastMember(named: "sitsOn", in: object).flatMap(tree.value(of:)),
      tree.kind(value) == .array
    else { return false }
    return tree.children(value).contains { tree.stringValue($0) == id }
  }
}
