import HeaderGeometry

extension SubviewLayout {
  /// Gives `view` this layout as a view can take it (`drawable`): its untransformed frame and
  /// transform, alpha, hidden flag, z order and corner radius.
  @MainActor
  public func apply(to view: some LayoutApplicable) {
    let layout = drawable
    view.applyFrame(layout.untransformedFrame, transform: layout.transform)
    view.applyAlpha(layout.alpha)
    view.applyHidden(layout.hidden)
    view.applyZIndex(layout.zIndex)
    view.applyCornerRadius(layout.cornerRadius)
  }
}
