import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import Testing

/// What a window reports on each preset device, in each orientation, at a content size and
/// direction, gives the environment the command line's `--device` flags name: the glue that
/// reads a trait collection and a safe area builds what `headerspec` checks.
@Test func aWindowsValuesGiveTheDevicesEnvironment() {
  var checked = 0
  for device in Device.presets {
    for orientation in [Orientation.portrait, .landscape] {
      for (size, direction) in [
        (HeaderEnvironment.ContentSizeCategory.large, HeaderEnvironment.LayoutDirection.ltr),
        (.accessibility3, .rtl),
      ] {
        var expected = device.environment(
          orientation: orientation, contentSize: size, layoutDirection: direction)
        let screen = device.size(in: orientation)
        // A compact height everywhere but on an iPad; a regular width in a compact height only
        // on the phones whose landscape bar is the 44 pt one.
        let compact = orientation == .landscape && device.family != .pad
        let window = HeaderEnvironment(
          barWidth: screen.width, safeArea: device.insets(in: orientation),
          windowWidth: screen.width, windowHeight: screen.height, isCompactHeight: compact,
          isRegularWidth: compact && device.landscapeBarHeight == 44, contentSize: size,
          layoutDirection: direction)
        // The inline bar's height is only read in a compact height, where a window says it.
        if !compact { expected.inlineBarHeight = window.inlineBarHeight }
        #expect(window == expected, "\(device.name) \(orientation) \(size) \(direction)")
        checked += 1
      }
    }
  }
  #expect(checked >= 20)
}

@Test func aNarrowBarInAWideWindowKeepsItsOwnWidth() {
  let environment = HeaderEnvironment(
    barWidth: 320, safeArea: SafeAreaInsets(top: 24), windowWidth: 1024, windowHeight: 768,
    isCompactHeight: false, isRegularWidth: true, contentSize: .xLarge, layoutDirection: .ltr)
  #expect(environment.width == 320)
  #expect(environment.orientation == .landscape)
  #expect(environment.isCompactHeight == false)
  #expect(environment.inlineBarHeight == HeaderEnvironment.compactInlineBarHeight)
  #expect(environment.screenHeight == 768)
  #expect(environment.insets.top == 24)
}

@Test func colorsAreReadAsSpecsWriteThem() {
  #expect(ColorComponents(hex: "#FF8000") == ColorComponents(red: 1, green: 128.0 / 255, blue: 0))
  #expect(
    ColorComponents(hex: "#00ff0080")
      == ColorComponents(red: 0, green: 1, blue: 0, alpha: 128.0 / 255))
  for bad in ["", "#", "FF8000", "#FF800", "#FF80000", "#GG8000", "#FF8000FFAA", "#ＦF8000"] {
    #expect(ColorComponents(hex: bad) == nil, "\(bad)")
  }
}
