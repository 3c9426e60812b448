import HeaderGeometry

extension HeaderEnvironment {
  /// The environment an app's window reports, from plain values (the UIKit glue reads them
  /// from a `UITraitCollection`, the window's safe area and the bar's width:
  /// `HeaderEnvironment(traitCollection:safeAreaInsets:barWidth:windowSize:)`):
  ///
  /// * `barWidth`: the bar's width in points (the spec's width is replaced by it);
  /// * `safeArea`: the window's safe-area insets, with left and right already turned into
  ///   leading and trailing for `layoutDirection`;
  /// * `windowWidth`, `windowHeight`: the window's size; wider than tall is landscape, and the
  ///   height is the screen height a scroll view fills;
  /// * `isCompactHeight`: the vertical size class is compact (no large titles);
  /// * `isRegularWidth`: the horizontal size class is regular, which in a compact height
  ///   makes the inline bar 44 pt instead of 32 (the Plus and Max iPhones in landscape; the
  ///   inline bar's height is only read in a compact height).
  public init(
    barWidth: Double, safeArea: SafeAreaInsets, windowWidth: Double, windowHeight: Double,
    isCompactHeight: Bool, isRegularWidth: Bool, contentSize: ContentSizeCategory,
    layoutDirection: LayoutDirection
  ) {
    self.init(
      width: barWidth, insets: safeArea,
      orientation: windowWidth > windowHeight ? .landscape : .portrait,
      isCompactHeight: isCompactHeight, contentSize: contentSize,
      layoutDirection: layoutDirection, screenHeight: windowHeight,
      inlineBarHeight: isCompactHeight && isRegularWidth
        ? 44 : HeaderEnvironment.compactInlineBarHeight)
  }
}
