import HeaderGeometry

extension HeaderLayout {
  /// Whether every number of the layout is finite: what a preview may print. A spec without
  /// `geometryOverflow` problems lays out finitely at progress [0, 1]; a progress far below 0
  /// can still stretch an elastic bar without a limit past any number.
  public var isFinite: Bool { height.isFinite && subviews.allSatisfy(\.isFinite) }
}

extension HeaderLayout.Entry {
  /// Whether every number of the entry (frame, alpha, corner radius, transform, built-in
  /// contents) is finite.
  public var isFinite: Bool {
    let transform = layout.transform
    let numbers = [
      layout.alpha, layout.cornerRadius, transform.a, transform.b, transform.c, transform.d,
      transform.tx, transform.ty,
    ]
    guard numbers.allSatisfy(\.isFinite), layout.frame.isFinite, layout.untransformedFrame.isFinite
    else { return false }
    switch contents {
    case .plain:
      return true
    case .label(let fontSize):
      return fontSize.isFinite
    case .titleMenu(let menu):
      return menu.frame.isFinite
        && menu.items.allSatisfy { $0.frame.isFinite && $0.fontSize.isFinite }
    case .searchBar(let field):
      return field.isFinite
    }
  }
}

extension Rect {
  /// Whether the origin, the size and the far corner are finite.
  var isFinite: Bool {
    x.isFinite && y.isFinite && width.isFinite && height.isFinite && maxX.isFinite
      && maxY.isFinite
  }
}

extension ResolvedHeader {
  /// The first of `progress` whose layout is not finite (an elastic bar without a stretch
  /// limit, far below 0), which a preview must refuse rather than print as null or 0; nil
  /// when every layout is finite. O(samples x subviews).
  public func firstOverflowingProgress(_ progress: [Double]) -> Double? {
    progress.first { !layout(at: $0).isFinite }
  }
}

extension ScrollRecord {
  /// Whether every number of the record is finite (a scroll offset near `Double`'s limit can
  /// overflow the progress and height).
  public var isFinite: Bool {
    offset.isFinite && progress.isFinite && height.isFinite && (snappedTo?.isFinite ?? true)
  }
}
