/// Where a header runs: the screen's width and safe area, its orientation, the content size
/// category and the layout direction (Schemas/FORMAT.md#environments). Every computation can
/// take one; without one a spec is laid out in its reference environment, exactly as written.
public struct HeaderEnvironment: Hashable, Sendable {
  /// The bar's width in points, which replaces the spec's reference `width`; nil keeps the
  /// spec's (an environment flag given without a device or a width changes only what it
  /// names).
  public var width: Double?
  /// Safe-area insets in points; `top` is the status bar or notch (0 when the status bar is
  /// hidden), `leading`/`trailing` move edge anchors in.
  public var insets: SafeAreaInsets
  public var orientation: Orientation
  /// Whether the vertical size class is compact (an iPhone in landscape): no large titles.
  public var isCompactHeight: Bool
  public var contentSize: ContentSizeCategory
  public var layoutDirection: LayoutDirection
  /// The screen's height in points, when a device gives it (nil for a custom size): the
  /// viewport a scroll view fills, unless an events file says otherwise.
  public var screenHeight: Double?
  /// The inline navigation bar's height in a compact height, in points: the bar a
  /// `largeTitle` bar becomes there (Schemas/FORMAT.md#devices: 32 on most iPhones in
  /// landscape, 44 on those whose landscape width is regular).
  public var inlineBarHeight: Double

  public init(
    width: Double?, insets: SafeAreaInsets = SafeAreaInsets(top: 20),
    orientation: Orientation = .portrait, isCompactHeight: Bool = false,
    contentSize: ContentSizeCategory = .large,
    layoutDirection: LayoutDirection = .ltr,
    screenHeight: Double? = nil, inlineBarHeight: Double = HeaderEnvironment.compactInlineBarHeight
  ) {
    self.width = width
    self.insets = insets
    self.orientation = orientation
    self.isCompactHeight = isCompactHeight
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
    self.screenHeight = screenHeight
    self.inlineBarHeight = inlineBarHeight
  }

  /// UIKit's inline navigation bar in a compact height on an iPhone whose landscape width is
  /// compact (every one but the Plus and Max classes), in points.
  public static let compactInlineBarHeight: Double = 32
}
