import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// The snapping code actions: whole sets of snapping ranges for the behaviour, and the repair
/// of an overlap. Range values come from the model (`HeaderSpec`); edits from `JSONEditor`.
struct SnappingActions {
  let document: SpecDocument
  /// The index of each snapping range by the offset of its opening brace (looked up once per
  /// HS402 diagnostic: a scan per diagnostic would be quadratic in the ranges).
  private let rangeIndices: [Int: Int]

  init(document: SpecDocument) {
    self.document = document
    var indices: [Int: Int] = [:]
    for index in document.spec?.behavior.snapping.indices ?? 0..<0 {
      if let start = document.sourceMap.ranges(.snappingRange(index))?.value.start {
        indices[start] = indices[start] ?? index
      }
    }
    rangeIndices = indices
  }

  private var editor: JSONEditor { JSONEditor(tree: document.syntax) }
  private var map: SourceMap { document.sourceMap }

  /// The codes that a new set of snapping ranges makes go away.
  private static let snappingCodes: Set<DiagnosticCode> = [
    .snappingWithoutRanges, .snappingGap, .overlappingSnappingRanges, .snappingRangeReversed,
    .blkTruncation,
  ]

  /// "Snap to the nearest end" and "Snap to every keyframe stop", offered on the `behavior` object
  /// and wherever a snapping diagnostic is in range; never for a bar that does not move (`fixed`,
  /// `largeTitle` with `displayMode: never`), which never snaps (Schemas/FORMAT.md#scrolling).
  func refactorings(at range: ByteRange, diagnostics: [Diagnostic]) -> [CodeAction] {
    guard let spec = document.spec, spec.behavior.moves,
      let behavior = map.ranges(.behavior)?.value
    else { return [] }
    let onBehavior = behavior.start <= range.start && range.end <= behavior.end
    let related = diagnostics.filter { Self.snappingCodes.contains($0.code) }
    let inRange = related.contains { $0.range.start <= range.end && range.start <= $0.range.end }
    let missing = spec.behavior.snapping.isEmpty
    guard onBehavior || inRange else { return [] }
    guard missing || onBehavior else { return [] }
    var actions: [CodeAction] = []
    let verb = missing ? "Add snapping" : "Replace snapping"
    let ends = [
      FixData.SnappingRangeValue(target: 0, from: 0, to: 0.5),
      FixData.SnappingRangeValue(target: 1, from: 0.5, to: 1),
    ]
    if let edits = replaceSnapping(with: ends) {
      actions.append(
        CodeAction(
          title: "\(verb): snap to the nearest end", kind: .refactor, edits: edits,
          diagnostics: related))
    }
    let stops = Self.keyframeStops(spec)
    if stops.count > 2, let edits = replaceSnapping(with: Self.ranges(stops: stops)) {
      actions.append(
        CodeAction(
          title: "\(verb): snap to every keyframe stop", kind: .refactor, edits: edits,
          diagnostics: related))
    }
    return actions
  }

  /// 0, 1 and every distinct keyframe progress in [0, 1], ascending.
  static func keyframeStops(_ spec: HeaderSpec) -> [Double] {
    var stops: Set<Double> = [0, 1]
    for subview in spec.subviews {
      for keyframe in subview.keyframes where keyframe.progress >= 0 && keyframe.progress <= 1 {
        stops.insert(keyframe.progress)
      }
    }
    return stops.sorted()
  }

  /// One range per stop, split at the midpoints between neighbours (rounded to 4 decimals).
  static func ranges(stops: [Double]) -> [FixData.SnappingRangeValue] {
    func midpoint(_ a: Double, _ b: Double) -> Double { ((a + b) / 2 * 10_000).rounded() / 10_000 }
    return stops.indices.map { index in
      let from = index == 0 ? 0 : midpoint(stops[index - 1], stops[index])
      let to = index == stops.count - 1 ? 1 : midpoint(stops[index], stops[index + 1])
      return FixData.SnappingRangeValue(target: stops[index], from: from, to: to)
    }
  }

  /// Edits that make `snapping` exactly `ranges`: the array replaced, or the member added.
  func replaceSnapping(with ranges: [FixData.SnappingRangeValue]) -> [TextEdit]? {
    guard let behavior = map.ranges(.behavior)?.value else { return nil }
    guard let existing = map.member("snapping", of: .behavior)?.value else {
      return SnappingEdits(editor: editor).add(ranges, snapping: nil, behavior: behavior)
    }
    let elements = ranges.map(SnappingEdits.element)
    let text: String
    if editor.isMultiline(behavior) {
      let indent = editor.lineIndentation(at: existing.start)
      let inner = indent + editor.indentUnit
      text = "[\n" + elements.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
    } else {
      text = "[" + elements.joined(separator: ", ") + "]"
    }
    return [TextEdit(range: existing, newText: text)]
  }

  /// For an HS402 diagnostic (on the later range, with the earlier one as related
  /// information): move the later range's `from` up to the earlier's `to`, or its `to` down to
  /// the earlier's `from`, or remove it when the earlier range covers it.
  func fixOverlap(_ diagnostic: Diagnostic) -> [TextEdit]? {
    guard let spec = document.spec, let earlierRange = diagnostic.related.first?.range else {
      return nil
    }
    let ranges = spec.behavior.snapping
    // The diagnostic and its related information point at the ranges' opening braces.
    guard let later = rangeIndices[diagnostic.range.start],
      let earlier = rangeIndices[earlierRange.start]
    else {
      return nil
    }
    let (l, e) = (ranges[later], ranges[earlier])
    let location = SourceMap.Location.snappingRange(later)
    if l.to > e.to, let from = map.member("from", of: location)?.value {
      return [TextEdit(range: from, newText: JSONText.number(e.to))]
    }
    if l.from < e.from, let to = map.member("to", of: location)?.value {
      return [TextEdit(range: to, newText: JSONText.number(e.from))]
    }
    guard let node = map.node(location) else { return nil }
    return editor.remove(node)
  }
}
