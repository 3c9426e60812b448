/// LargeTitleStyle's `LTSMenuView` laid out for one bar height (Schemas/FORMAT.md#title-menu).
public struct TitleMenuLayout: Hashable, Sendable {
  /// One title of the menu.
  public struct Item: Hashable, Sendable {
    public var text: String
    /// In bar coordinates; the width is an estimate (`estimatedTextWidth`).
    public var frame: Rect
    /// Bold, in points.
    public var fontSize: Double
    public var selected: Bool
    /// Only the selected item in compact mode.
    public var underlined: Bool
  }

  /// Large mode when the bar is taller than `largeModeThreshold`.
  public var isLarge: Bool
  /// The menu's own frame in bar coordinates.
  public var frame: Rect
  public var items: [Item]

  /// Lays out `menu` in a bar `barHeight` points tall and `width` points wide; in `rtl`
  /// (`menu.isRightToLeft`) the titles run from the right, each item's frame mirrored. With
  /// `maxStretchMode` the menu's container is `min(barHeight, 96)` tall, as
  /// `LTSCustomContainerView.updateUIWithNavigationBar` makes it.
  public init(menu: TitleMenu, barHeight: Double, width: Double) {
    let barHeight =
      menu.maxStretchMode ? Swift.min(barHeight, TitleMenu.maxStretchHeight) : barHeight
    let large = barHeight > menu.largeModeThreshold
    self.isLarge = large
    if large {
      let band = Swift.min(Swift.max(barHeight - 44, menu.bandMinimum), menu.bandMaximum)
      frame = Rect(x: 0, y: barHeight - band, width: width, height: band)
    } else {
      frame = Rect(x: 0, y: 0, width: width, height: 44)
    }
    items = Self.items(of: menu, large: large, bandY: frame.y)
    if menu.isRightToLeft {
      // Mirrored in the menu's frame, which spans the bar: x' = W - x - w.
      for index in items.indices {
        let item = items[index].frame
        items[index].frame = Rect(
          x: width - item.x - item.width, y: item.y, width: item.width, height: item.height)
      }
    }
  }

  private static func items(of menu: TitleMenu, large: Bool, bandY: Double) -> [Item] {
    var items: [Item] = []
    var left = 20.0
    for (index, text) in menu.items.enumerated() {
      let selected = index == menu.selected
      let fontSize =
        large
        ? (selected ? menu.largeSelectedFontSize : menu.largeFontSize)
        : (selected ? menu.compactSelectedFontSize : menu.compactFontSize)
      let textWidth = estimatedTextWidth(text, fontSize: fontSize)
      items.append(
        Item(
          text: text, frame: Rect(x: left, y: bandY + 8, width: textWidth, height: 22),
          fontSize: fontSize, selected: selected, underlined: selected && !large))
      left += textWidth + 12
    }
    return items
  }

  /// The estimated width of `text` in points: each Unicode scalar below U+1100 counts 0.6 em,
  /// every other scalar 1 em (Schemas/FORMAT.md#title-menu). An estimate, not a measurement.
  public static func estimatedTextWidth(_ text: String, fontSize: Double) -> Double {
    estimatedEms(text) * fontSize
  }

  /// The estimated width of `text` in ems (`estimatedTextWidth(_:fontSize:)` at 1 pt), by
  /// grapheme cluster, as text is drawn: 1 for a cluster with a scalar from U+1100 on (CJK, an
  /// emoji, a ZWJ family, a flag, a keycap's U+FE0F), 0.6 for others (an `é` with its
  /// combining accent is one).
  public static func estimatedEms(_ text: String) -> Double {
    var ems = 0.0
    for character in text {
      ems += character.unicodeScalars.contains { $0.value >= 0x1100 } ? 1 : 0.6
    }
    return ems
  }
}
