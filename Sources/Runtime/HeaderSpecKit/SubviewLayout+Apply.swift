import HeaderGeometry

extension SubviewLayout {
  /// Gives `view` this layout: its untransformed frame and transform, alpha, hidden flag, z
  /// order and corner radius.
  @MainActor
  public func apply(to view: some LayoutApplicable) {
    view.applyFrame(untransformedFrame, transform: transform)
    view.applyAlpha(alpha)
    view.applyHidden(hidden)
    view.applyZIndex(zIndex)
    view.applyCornerRadius(cornerRadius)
  }
}
