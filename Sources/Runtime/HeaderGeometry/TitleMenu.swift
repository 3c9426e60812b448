/// The data of a `titleMenu` subview (LargeTitleStyle's `LTSMenuView`,
/// Schemas/FORMAT.md#title-menu).
public struct TitleMenu: Hashable, Sendable {
  public var items: [String]
  /// Index into `items` (0-based).
  public var selected: Int
  /// Large mode when the bar height is strictly above this, in points.
  public var largeModeThreshold: Double
  /// The large-mode band's height is clamped to `[bandMinimum, bandMaximum]` points.
  public var bandMinimum: Double
  public var bandMaximum: Double
  /// Font sizes in points (bold), selected and unselected, per mode.
  public var largeSelectedFontSize: Double
  public var largeFontSize: Double
  public var compactSelectedFontSize: Double
  public var compactFontSize: Double
  /// LargeTitleStyle's `maxStretchMode`: the menu is laid out in a container
  /// `min(H, maxStretchHeight)` tall (`LTSCustomContainerView`), so a stretched bar leaves it where
  /// it is at 96 pt (its band at y 44, not 44.5 at 96.5).
  public var maxStretchMode: Bool
  /// Whether the titles run from the right (set by `HeaderSpec.adapted(to:)` in `rtl`).
  public var isRightToLeft = false

  public init(
    items: [String] = [], selected: Int = 0, largeModeThreshold: Double = 53,
    bandMinimum: Double = 38, bandMaximum: Double = 52,
    largeSelectedFontSize: Double = 34, largeFontSize: Double = 20,
    compactSelectedFontSize: Double = 20, compactFontSize: Double = 17,
    maxStretchMode: Bool = false, isRightToLeft: Bool = false
  ) {
    self.items = items
    self.selected = selected
    self.largeModeThreshold = largeModeThreshold
    self.bandMinimum = bandMinimum
    self.bandMaximum = bandMaximum
    self.largeSelectedFontSize = largeSelectedFontSize
    self.largeFontSize = largeFontSize
    self.compactSelectedFontSize = compactSelectedFontSize
    self.compactFontSize = compactFontSize
    self.maxStretchMode = maxStretchMode
    self.isRightToLeft = isRightToLeft
  }

  /// The tallest container `maxStretchMode` lays the menu out in, in points: LargeTitleStyle's
  /// `MIN(navigationBarHeight, 96)` ("the default large-title navigation bar height").
  public static let maxStretchHeight: Double = 96
}
