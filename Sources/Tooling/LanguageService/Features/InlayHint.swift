import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// A short label the editor shows inline after `offset` (UTF-8), not part of the text.
public struct InlayHint: Hashable, Sendable {
  public var offset: Int
  /// `173 pt`, `snaps to 65 pt`.
  public var label: String
  /// Markdown explaining the label.
  public var tooltip: String?

  public init(offset: Int, label: String, tooltip: String? = nil) {
    self.offset = offset
    self.label = label
    self.tooltip = tooltip
  }
}

/// The inlay hints in `range`: after each keyframe's `progress` value, the bar's height at
/// that progress; after each snapping range, the height it snaps to. Nothing after `maxHeight`
/// and `minHeight` (it would repeat the number). Heights from `ResolvedHeader.height(at:)`.
/// Cost: O(parts in the document) range checks plus O(members) per part inside `range`.
public func inlayHints(in document: SpecDocument, range: ByteRange) -> [InlayHint] {
  guard let spec = document.spec, let resolved = document.resolved else { return [] }
  let tree = document.syntax
  let map = document.sourceMap
  let n = NumberText.format
  func inRange(_ node: NodeID?) -> Bool {
    guard let node else { return false }
    let nodeRange = tree.range(node)
    return nodeRange.start <= range.end && range.start <= nodeRange.end
  }
  var hints: [InlayHint] = []
  for (index, snapping) in spec.behavior.snapping.enumerated() {
    let node = map.node(.snappingRange(index))
    guard inRange(node), let node else { continue }
    let height = resolved.height(at: snapping.target)
    hints.append(
      InlayHint(
        offset: tree.range(node).end, label: "snaps to \(n(height)) pt",
        tooltip: "The bar is \(n(height)) pt tall at progress \(n(snapping.target))."))
  }
  for (subviewIndex, subview) in spec.subviews.enumerated() {
    guard inRange(map.node(.subview(subviewIndex))) else { continue }
    for (index, keyframe) in subview.keyframes.enumerated() {
      let location = SourceMap.Location.keyframe(subview: subviewIndex, keyframe: index)
      guard inRange(map.node(location)),
        let value = map.member("progress", of: location)?.value,
        value.start <= range.end, range.start <= value.end
      else { continue }
      let height = resolved.height(at: keyframe.progress)
      hints.append(
        InlayHint(
          offset: value.end, label: "\(n(height)) pt",
          tooltip: "The bar is \(n(height)) pt tall at progress \(n(keyframe.progress))."))
    }
  }
  return hints.sorted { $0.offset < $1.offset }
}
