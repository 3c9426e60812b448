import HeaderGeometry

extension Environment {
  /// The environment of a bar laid across the top of a container that fills the screen, from
  /// what a UI framework tells its views (SwiftUI: a `GeometryReader`'s size and safe area, the
  /// size classes, `dynamicTypeSize` and `layoutDirection`). The container's size is inside
  /// its safe area, so the bar's width and the screen's height add the insets back; the
  /// orientation is the longer side's; in a compact height a regular width (a Plus or Max
  /// iPhone in landscape) has the 44 pt inline bar, any other the 32 pt one.
  public init(
    containerWidth: Double, containerHeight: Double, safeArea: SafeAreaInsets,
    isCompactHeight: Bool, isRegularWidth: Bool, contentSize: ContentSizeCategory,
    layoutDirection: LayoutDirection
  ) {
    let width = containerWidth + safeArea.leading + safeArea.trailing
    let height = containerHeight + safeArea.top + safeArea.bottom
    self.init(
      width: width, insets: safeArea, orientation: width > height ? .landscape : .portrait,
      isCompactHeight: isCompactHeight, contentSize: contentSize,
      layoutDirection: layoutDirection, screenHeight: height,
      inlineBarHeight: isCompactHeight && isRegularWidth
        ? Bar.referenceInlineHeight : Environment.compactInlineBarHeight)
  }
}
