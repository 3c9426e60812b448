import HeaderGeometry

/// The device presets: every figure with where it comes from. Apple publishes the screen
/// sizes (in pixels, and the scale that makes them points), never a safe-area inset; an inset
/// is reported when someone who measured it published it, and estimated (the figure of a
/// device with the same screen) otherwise. `headerspec devices --sources` prints this list,
/// Schemas/FORMAT.md#devices tabulates it, and a test holds both to it.
extension DevicePreset {
  public static let all: [DevicePreset] = [
    phone(
      "iPhone SE 3rd generation", 375, 667, top: 20, bottom: 0,
      family: .homeButtonPhone, size: .published(hig + "; 750 x 1334 pixels at @2x"),
      topInset: .reported(
        "the iPhone 8's status bar, the same screen (Use Your Loaf, Supporting iPhone X, "
          + useYourLoaf + ")"),
      bottomInset: .reported(
        "no home indicator: no bottom inset (Use Your Loaf, " + useYourLoaf + ")")),
    phone(
      "iPhone 11 Pro", 375, 812, top: 44, bottom: 34,
      size: .published(hig + "; 1125 x 2436 pixels at @3x"),
      topInset: .reported(
        "the iPhone X's, the same screen: 88 under a 44 pt navigation bar (Use Your Loaf, "
          + useYourLoaf + ")"),
      bottomInset: .reported("the iPhone X's home indicator (Use Your Loaf, " + useYourLoaf + ")")),
    phone(
      "iPhone 11", 414, 896, top: 48, bottom: 34,
      size: .published(hig + "; 828 x 1792 pixels at @2x"),
      topInset: .estimated(
        "HeaderSpec's figure since its first device list; no published measurement found"),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 14", 390, 844, top: 47, bottom: 34,
      size: .published(hig + "; 1170 x 2532 pixels at @3x"),
      topInset: .reported(
        "the notched 390 x 844 and 428 x 926 iPhones' 47 (nv_golden, Device.iphone12proMax, "
          + "https://pub.dev/documentation/nv_golden/latest/nv_golden_screen/Device/iphone12proMax.html)"
      ),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 15", 393, 852, top: 59, bottom: 34,
      size: .published(hig + "; 1179 x 2556 pixels at @3x"),
      topInset: .estimated("the iPhone 15 Pro Max's: the same Dynamic Island status bar"),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34,
      size: .published(hig + "; 1290 x 2796 pixels at @3x"),
      topInset: .reported(
        "the iPhone 14 Pro Max's window inset, the same screen (Why does "
          + "view.safeAreaInsets.top contain bad value, "
          + "https://thedebonair.co.uk/post/why-does-view-safe-area-insets-top-contain-bad-value-in)"
      ),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 16", 393, 852, top: 59, bottom: 34,
      size: .published(techSpecs("iPhone 16", "1179 x 2556")),
      topInset: .estimated("the iPhone 15's: the same 393 x 852 screen and Dynamic Island"),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 16 Plus", 430, 932, top: 59, bottom: 34,
      size: .published(techSpecs("iPhone 16 Plus", "1290 x 2796")),
      topInset: .estimated("the iPhone 15 Pro Max's: the same 430 x 932 screen and Dynamic Island"),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 16e", 390, 844, top: 47, bottom: 34,
      size: .published(techSpecs("iPhone 16e", "1170 x 2532")),
      topInset: .estimated("the iPhone 14's: the same 390 x 844 screen and notch"),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 16 Pro", 402, 874, top: 62, bottom: 34,
      size: .published(hig + "; 1206 x 2622 pixels at @3x"),
      topInset: .reported(iPhone16ProReport), bottomInset: .reported(iPhone16ProReport)),
    phone(
      "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34,
      size: .published(hig + "; 1320 x 2868 pixels at @3x"),
      topInset: .reported(iPhone16ProMaxReport), bottomInset: .reported(iPhone16ProMaxReport)),
    phone(
      "iPhone 17", 402, 874, top: 62, bottom: 34,
      size: .published(techSpecs("iPhone 17", "1206 x 2622")),
      topInset: .estimated("the iPhone 16 Pro's: the same 402 x 874 screen and Dynamic Island"),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 17 Pro", 402, 874, top: 62, bottom: 34,
      size: .published(techSpecs("iPhone 17 Pro", "1206 x 2622")),
      topInset: .estimated("the iPhone 16 Pro's: the same 402 x 874 screen and Dynamic Island"),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone 17 Pro Max", 440, 956, top: 62, bottom: 34,
      size: .published(techSpecs("iPhone 17 Pro Max", "1320 x 2868")),
      topInset: .estimated(
        "the iPhone 16 Pro Max's: the same 440 x 956 screen and Dynamic Island"),
      bottomInset: .estimated(homeIndicator)),
    phone(
      "iPhone Air", 420, 912, top: 62, bottom: 34,
      size: .published(techSpecs("iPhone Air", "1260 x 2736")),
      topInset: .estimated(
        "no earlier iPhone has this screen: the iPhone 16 Pro's Dynamic Island status bar; "
          + "to be measured on the simulator"),
      bottomInset: .estimated(homeIndicator)),
    pad(
      "iPad mini (A17 Pro)", 744, 1133,
      size: .published(
        techSpecs("iPad mini (A17 Pro)", "1488 x 2266", scale: "@2x"))),
    pad(
      "iPad Pro 11-inch", 834, 1194,
      size: .published(hig + "; 1668 x 2388 pixels at @2x (1st to 4th generation)")),
  ]

  /// Apple's table of screen sizes in points.
  private static let hig =
    "Apple, Human Interface Guidelines, Layout, Device screen sizes and orientations "
    + "(https://developer.apple.com/design/human-interface-guidelines/layout)"
  private static let useYourLoaf = "https://useyourloaf.com/blog/supporting-iphone-x/"
  private static let homeIndicator =
    "the home indicator's 34 pt of every Face ID iPhone (the iPhone X's, Use Your Loaf, "
    + useYourLoaf + ")"
  private static let iPhone16ProReport =
    "flutterware, Devices.iphone16Pro, "
    + "https://pub.dev/documentation/flutterware/latest/devices/Devices/iphone16Pro-constant.html"
  private static let iPhone16ProMaxReport =
    "app_deploy_screenshots, Device.appStoreIphone69 (flutterware's list says a top of 59), "
    + "https://pub.dev/documentation/app_deploy_screenshots/latest/device/Device/appStoreIphone69-constant.html"

  /// A product's technical specifications: its resolution in pixels, at `scale` (an iPhone's
  /// @3x, an iPad's @2x, as the Human Interface Guidelines give them).
  private static func techSpecs(_ name: String, _ pixels: String, scale: String = "@3x")
    -> String
  {
    "Apple, \(name) Technical Specifications (https://support.apple.com/specs): \(pixels) "
      + "pixels, at \(scale) (" + hig + ")"
  }

  /// An iPhone; its landscape bar follows from its portrait width (Schemas/FORMAT.md#devices):
  /// 44 pt from 414 pt on (a regular width in landscape), 32 below.
  private static func phone(
    _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
    family: Device.Family = .notchedPhone, size: DeviceFigureSource,
    topInset: DeviceFigureSource, bottomInset: DeviceFigureSource
  ) -> DevicePreset {
    let regular = width >= 414
    let landscapeBar: Double = regular ? 44 : 32
    return DevicePreset(
      device: Device(
        name: name, portraitSize: Size(width: width, height: height), portraitTopInset: top,
        portraitBottomInset: bottom, family: family, landscapeBarHeight: landscapeBar),
      size: size, topInset: topInset, bottomInset: bottomInset,
      landscapeBar: .derived(
        regular
          ? "a portrait width of 414 pt or more: a regular width in landscape, 44 pt "
            + "(Schemas/FORMAT.md#devices)"
          : "a portrait width under 414 pt: a compact width in landscape, 32 pt "
            + "(Schemas/FORMAT.md#devices)"))
  }

  /// An iPad without a home button: the status bar's 24 and the home indicator's 20, and the
  /// 50 pt bar of iOS 12 on.
  private static func pad(
    _ name: String, _ width: Double, _ height: Double, size: DeviceFigureSource
  ) -> DevicePreset {
    let inset = DeviceFigureSource.estimated(
      "HeaderSpec's figure for an iPad without a home button since its first device list; "
        + "no published measurement found")
    return DevicePreset(
      device: Device(
        name: name, portraitSize: Size(width: width, height: height), portraitTopInset: 24,
        portraitBottomInset: 20, family: .pad, landscapeBarHeight: 50),
      size: size, topInset: inset, bottomInset: inset,
      landscapeBar: .reported(
        "Geoff Hackworth, iPad Navigation Bar and Toolbar Height Changes in iOS 12, "
          + "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4"
      ))
  }
}

extension Device {
  /// The named devices `headerspec devices` lists (`DevicePreset.all`, where each figure's
  /// source is).
  public static let presets: [Device] = DevicePreset.all.map(\.device)
}
