/// A named device and its screen facts, in points (Schemas/FORMAT.md#devices): the portrait
/// size and the portrait top and bottom safe-area insets; the landscape insets follow from
/// the device's family.
public struct Device: Hashable, Sendable {
  /// How the device's safe area changes in landscape.
  public enum Family: Hashable, Sendable {
    /// An iPhone with a home button: no insets in landscape (the status bar is hidden).
    case homeButtonPhone
    /// An iPhone with a notch or Dynamic Island: in landscape, leading and trailing insets
    /// equal to the portrait top inset, a bottom inset of 21, no top inset.
    case notchedPhone
    /// An iPad: the status bar stays in landscape (top 24, bottom 20, sides 0).
    case pad
  }

  public var name: String
  /// Width and height in portrait.
  public var portraitSize: Size
  public var portraitTopInset: Double
  public var portraitBottomInset: Double
  public var family: Family
  /// UIKit's inline navigation bar height in landscape, in points: 32 on an iPhone whose
  /// landscape width is compact, 44 on one whose landscape width is regular (the Plus and
  /// Max classes), 50 on an iPad (Schemas/FORMAT.md#devices).
  public var landscapeBarHeight: Double

  public init(
    name: String, portraitSize: Size, portraitTopInset: Double, portraitBottomInset: Double,
    family: Family, landscapeBarHeight: Double = HeaderEnvironment.compactInlineBarHeight
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.portraitTopInset = portraitTopInset
    self.portraitBottomInset = portraitBottomInset
    self.family = family
    self.landscapeBarHeight = landscapeBarHeight
  }

  /// The safe-area insets in `orientation`, as the family's rule gives them.
  public func insets(in orientation: Orientation) -> SafeAreaInsets {
    switch (orientation, family) {
    case (.portrait, _):
      SafeAreaInsets(top: portraitTopInset, bottom: portraitBottomInset)
    case (.landscape, .homeButtonPhone):
      SafeAreaInsets()
    case (.landscape, .notchedPhone):
      SafeAreaInsets(
        top: 0, leading: portraitTopInset, bottom: 21, trailing: portraitTopInset)
    case (.landscape, .pad):
      SafeAreaInsets(top: portraitTopInset, bottom: portraitBottomInset)
    }
  }

  /// The screen's size in `orientation` (landscape swaps width and height).
  public func size(in orientation: Orientation) -> Size {
    switch orientation {
    case .portrait: portraitSize
    case .landscape: Size(width: portraitSize.height, height: portraitSize.width)
    }
  }

  /// The environment of this device in `orientation`, at `contentSize`, in `layoutDirection`.
  /// An iPhone in landscape has a compact height, where a large-title bar is the inline bar,
  /// `landscapeBarHeight` tall.
  public func environment(
    orientation: Orientation = .portrait,
    contentSize: HeaderEnvironment.ContentSizeCategory = .large,
    layoutDirection: HeaderEnvironment.LayoutDirection = .ltr
  ) -> HeaderEnvironment {
    HeaderEnvironment(
      width: size(in: orientation).width, insets: insets(in: orientation),
      orientation: orientation, isCompactHeight: orientation == .landscape && family != .pad,
      contentSize: contentSize, layoutDirection: layoutDirection,
      screenHeight: size(in: orientation).height, inlineBarHeight: landscapeBarHeight)
  }
}
