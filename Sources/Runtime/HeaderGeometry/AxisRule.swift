/// How a resolved keyframe places its view on one axis when the place depends on other
/// subviews or on both edges of the axis (Schemas/FORMAT.md#references). It is evaluated at
/// each progress, with the bar's length on the axis and the referenced subviews' layouts at
/// that progress.
public enum AxisRule: Hashable, Sendable {
  /// One edge of the view (`side`) at `source`; the view is `extent` points long.
  case edge(AxisSide, EdgeSource, extent: Double)
  /// The start edge (leading or top) at `start`, the end edge at `end`: the length is
  /// `end - start` (negative when they cross, a problem).
  case span(start: EdgeSource, end: EdgeSource)

  /// The centre coordinate and the length on the axis, for a bar `length` points long on it;
  /// `layout(i)` is subview i's layout at the same progress.
  public func evaluate(length: Double, layout: (Int) -> SubviewLayout) -> (
    center: Double, extent: Double
  ) {
    switch self {
    case .edge(let side, let source, let extent):
      let value = source.value(length: length, layout: layout)
      switch side {
      case .start: return (value + extent / 2, extent)
      case .end: return (value - extent / 2, extent)
      case .center: return (value, extent)
      }
    case .span(let start, let end):
      let a = start.value(length: length, layout: layout)
      let b = end.value(length: length, layout: layout)
      return ((a + b) / 2, b - a)
    }
  }

  /// The subviews the rule reads (at most two).
  public var targets: [Int] {
    switch self {
    case .edge(_, let source, _): source.target.map { [$0] } ?? []
    case .span(let start, let end): [start.target, end.target].compactMap { $0 }
    }
  }
}

/// Which edge of the view an `AxisRule.edge` places.
public enum AxisSide: Hashable, Sendable {
  /// Leading or top.
  case start
  /// Trailing or bottom.
  case end
  case center
}

/// Where an edge is, on one axis.
public enum EdgeSource: Hashable, Sendable {
  /// `base + factor * L`, with L the bar's length on the axis (the reference width, or the
  /// height at the progress): a margin or an absolute coordinate.
  case bar(base: Double, factor: Double)
  /// Subview `target`'s (an index into the spec's subviews) `edge`, from its untransformed
  /// frame at the progress, plus `offset`.
  case subview(Int, AnchorEdge, offset: Double)
  func value(length: Double, layout: (Int) -> SubviewLayout) -> Double {
    switch self {
    case .bar(let base, let factor): return factor == 0 ? base : base + factor * length
    case .subview(let target, let edge, let offset):
      return edge.coordinate(in: layout(target)) + offset
    }
  }

  var target: Int? {
    if case .subview(let target, _, _) = self { target } else { nil }
  }
}

extension AnchorEdge {
  /// The edge's coordinate in an untransformed layout (centre plus or minus half the size).
  public func coordinate(in layout: SubviewLayout) -> Double {
    switch self {
    case .leading: layout.center.x - layout.size.width / 2
    case .trailing: layout.center.x + layout.size.width / 2
    case .centerX: layout.center.x
    case .top: layout.center.y - layout.size.height / 2
    case .bottom: layout.center.y + layout.size.height / 2
    case .centerY: layout.center.y
    }
  }
}
