import HeaderGeometry

/// The references a preview draws as arrows (`PreviewSVG`): tooling, not the runtime's layout.
extension ResolvedHeader {
  /// A reference followed at some progress: subview `subview`'s `edge` is pinned to subview
  /// `target`'s `targetEdge`.
  public struct ReferenceLink: Hashable, Sendable {
    public var subview: Int
    public var edge: AnchorEdge
    public var target: Int
    public var targetEdge: AnchorEdge
  }

  /// The references the keyframes around `progress` follow (the lower one's, and the upper
  /// one's when between two), each once, in subview order. O(subviews) without references.
  public func referenceLinks(at progress: Double) -> [ReferenceLink] {
    guard references.order != nil else { return [] }
    let q = metrics.layoutProgress(progress)
    var links: [ReferenceLink] = []
    for (index, timeline) in timelines.enumerated() where timeline.isDynamic {
      let keyframes = timeline.keyframes
      guard !keyframes.isEmpty else { continue }
      let lower = timeline.lowerIndex(for: q)
      var around = [keyframes[lower]]
      if lower + 1 < keyframes.count, q > keyframes[lower].progress {
        around.append(keyframes[lower + 1])
      }
      for keyframe in around {
        for (rule, horizontal) in [(keyframe.horizontalRule, true), (keyframe.verticalRule, false)]
        {
          for link in Self.links(rule, horizontal: horizontal, subview: index)
          where !links.contains(link) {
            links.append(link)
          }
        }
      }
    }
    return links
  }

  private static func links(_ rule: AxisRule?, horizontal: Bool, subview: Int) -> [ReferenceLink] {
    let edges: [AxisSide: AnchorEdge] =
      horizontal
      ? [.start: .leading, .end: .trailing, .center: .centerX]
      : [.start: .top, .end: .bottom, .center: .centerY]
    var sources: [(AxisSide, EdgeSource)] = []
    switch rule {
    case .edge(let side, let source, _): sources = [(side, source)]
    case .span(let start, let end): sources = [(.start, start), (.end, end)]
    case nil: break
    }
    return sources.compactMap { side, source in
      guard case .subview(let target, let targetEdge, _) = source, let edge = edges[side] else {
        return nil
      }
      return ReferenceLink(subview: subview, edge: edge, target: target, targetEdge: targetEdge)
    }
  }
}
