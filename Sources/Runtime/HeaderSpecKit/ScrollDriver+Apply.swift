import HeaderGeometry

extension ScrollDriver {
  /// Lays the header out at the current progress into `layouts` (storage the caller keeps, as
  /// `layout(into:)`) and applies each subview's layout to its view: `views[i]` is the view
  /// of subview `i` in document order (a generated spec's `HeaderSpec.Subview.index`); a `nil` view or
  /// one past the end is skipped. Allocates nothing once `layouts` has its size.
  @MainActor
  public func apply(to views: [(any LayoutApplicable)?], using layouts: inout [SubviewLayout]) {
    layout(into: &layouts)
    for index in 0..<min(views.count, layouts.count) {
      guard let view = views[index] else { continue }
      layouts[index].apply(to: view)
    }
  }
}
