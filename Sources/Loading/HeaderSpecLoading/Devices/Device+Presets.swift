import HeaderGeometry

/// The named devices `headerspec devices` lists. Sizes and portrait insets are UIKit's
/// `UIScreen.bounds` and `safeAreaInsets` on each device; the landscape bar is UIKit's inline
/// navigation bar height in landscape: 32, 44 where the landscape width is regular (414 pt and
/// wider in portrait), 50 on an iPad (Schemas/FORMAT.md#devices cites them).
extension Device {
  public static let presets: [Device] = [
    Device(
      name: "iPhone SE 3rd generation", portraitSize: Size(width: 375, height: 667),
      portraitTopInset: 20, portraitBottomInset: 0, family: .homeButtonPhone, landscapeBarHeight: 32
    ),
    Device(
      name: "iPhone 11 Pro", portraitSize: Size(width: 375, height: 812),
      portraitTopInset: 44, portraitBottomInset: 34, family: .notchedPhone, landscapeBarHeight: 32),
    Device(
      name: "iPhone 11", portraitSize: Size(width: 414, height: 896),
      portraitTopInset: 48, portraitBottomInset: 34, family: .notchedPhone, landscapeBarHeight: 44),
    Device(
      name: "iPhone 14", portraitSize: Size(width: 390, height: 844),
      portraitTopInset: 47, portraitBottomInset: 34, family: .notchedPhone, landscapeBarHeight: 32),
    Device(
      name: "iPhone 15", portraitSize: Size(width: 393, height: 852),
      portraitTopInset: 59, portraitBottomInset: 34, family: .notchedPhone, landscapeBarHeight: 32),
    Device(
      name: "iPhone 15 Pro Max", portraitSize: Size(width: 430, height: 932),
      portraitTopInset: 59, portraitBottomInset: 34, family: .notchedPhone, landscapeBarHeight: 44),
    Device(
      name: "iPhone 16 Pro", portraitSize: Size(width: 402, height: 874),
      portraitTopInset: 62, portraitBottomInset: 34, family: .notchedPhone, landscapeBarHeight: 32),
    Device(
      name: "iPhone 16 Pro Max", portraitSize: Size(width: 440, height: 956),
      portraitTopInset: 62, portraitBottomInset: 34, family: .notchedPhone, landscapeBarHeight: 44),
    Device(
      name: "iPad Pro 11-inch", portraitSize: Size(width: 834, height: 1194),
      portraitTopInset: 24, portraitBottomInset: 20, family: .pad, landscapeBarHeight: 50),
  ]
}
