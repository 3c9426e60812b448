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
  /// Whether the titles run from the right (set by `HeaderSpec.adapted(to:)` in `rtl`).
  public var isRightToLeft = false

  public init(
    items: [String] = [], selected: Int = 0, largeModeThreshold: Double = 53,
    bandMinimum: Double = 38, bandMaximum: Double = 52,
    largeSelectedFontSize: Double = 34, largeFontSize: Double = 20,
    compactSelectedFontSize: Double = 20, compactFontSize: Double = 17,
    isRightToLeft: Bool = false
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
    self.isRightToLeft = isRightToLeft
  }
}
