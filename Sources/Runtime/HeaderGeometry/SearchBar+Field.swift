extension SearchBar {
  /// The text field's on-screen frame in bar coordinates (Schemas/FORMAT.md#search-bar): laid out
  /// in the search bar's untransformed rectangle at (inset x, inset y, widthFraction * its width,
  /// field height) (in `rtl` inset x from the right: the frame mirrored in the search bar), moved with the search bar's transform (about the search bar's centre), reported
  /// as a bounding box.
  public func fieldFrame(in layout: SubviewLayout) -> Rect {
    let bar = layout.untransformedFrame
    let fieldWidth = fieldWidthFraction * bar.width
    let x = isRightToLeft ? bar.maxX - fieldInsetX - fieldWidth : bar.x + fieldInsetX
    let field = Rect(x: x, y: bar.y + fieldInsetY, width: fieldWidth, height: fieldHeight)
    let t = layout.transform
    if t.isIdentity { return field }
    // Corners relative to the search bar's centre, through the transform, then the box.
    let corners = [
      Point(x: field.minX, y: field.minY), Point(x: field.maxX, y: field.minY),
      Point(x: field.minX, y: field.maxY), Point(x: field.maxX, y: field.maxY),
    ].map {
      t.apply(toOffset: Point(x: $0.x - layout.center.x, y: $0.y - layout.center.y))
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = (xs.min() ?? 0) + layout.center.x
    let minY = (ys.min() ?? 0) + layout.center.y
    let maxX = (xs.max() ?? 0) + layout.center.x
    let maxY = (ys.max() ?? 0) + layout.center.y
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
