import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import Testing

/// Device presets, the inset rules, the text style table and mirroring, against values
/// computed by hand from the facts in Schemas/FORMAT.md#devices.
@Suite struct DevicePresetTests {
  @Test func everyPresetHasItsPortraitFacts() {
    let facts: [(String, Double, Double, Double, Double)] = [
      ("iPhone SE 3rd generation", 375, 667, 20, 0), ("iPhone 11 Pro", 375, 812, 44, 34),
      ("iPhone 11", 414, 896, 48, 34), ("iPhone 14", 390, 844, 47, 34),
      ("iPhone 15", 393, 852, 59, 34), ("iPhone 15 Pro Max", 430, 932, 59, 34),
      ("iPhone 16", 393, 852, 59, 34), ("iPhone 16 Plus", 430, 932, 59, 34),
      ("iPhone 16e", 390, 844, 47, 34), ("iPhone 16 Pro", 402, 874, 62, 34),
      ("iPhone 16 Pro Max", 440, 956, 62, 34), ("iPhone 17", 402, 874, 62, 34),
      ("iPhone 17 Pro", 402, 874, 62, 34), ("iPhone 17 Pro Max", 440, 956, 62, 34),
      ("iPhone Air", 420, 912, 62, 34), ("iPad mini (A17 Pro)", 744, 1133, 24, 20),
      ("iPad Pro 11-inch", 834, 1194, 24, 20),
    ]
    #expect(Device.presets.map(\.name) == facts.map(\.0))
    for (name, width, height, top, bottom) in facts {
      let environment = Device.preset(named: name)!.environment()
      #expect(environment.width == width, "\(name)")
      #expect(environment.insets == SafeAreaInsets(top: top, bottom: bottom), "\(name)")
      #expect(Device.preset(named: name)!.size(in: .portrait) == Size(width: width, height: height))
      #expect(!environment.isCompactHeight)
    }
  }

  @Test func everyPresetHasItsLandscapeBar() {
    // 32 where the landscape width is compact, 44 where it is regular (414 pt and wider in
    // portrait: the Plus and Max classes, the iPhone 11 and the Air), 50 on the iPad (iOS 12
    // and later).
    let bars = [32.0, 32, 44, 32, 32, 44, 32, 44, 32, 32, 44, 32, 32, 44, 44, 50, 50]
    #expect(Device.presets.map(\.landscapeBarHeight) == bars)
    for device in Device.presets {
      let landscape = device.environment(orientation: .landscape)
      #expect(landscape.inlineBarHeight == device.landscapeBarHeight)
    }
  }

  @Test func aNotchedIPhoneInLandscapeHidesTheStatusBarAndInsetsItsSides() {
    let environment = Device.preset(named: "iPhone 14")!.environment(orientation: .landscape)
    #expect(environment.width == 844)
    #expect(environment.insets == SafeAreaInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
    #expect(environment.isCompactHeight)
  }

  @Test func anIPhoneWithAHomeButtonInLandscapeHasNoInsets() {
    let environment = Device.preset(named: "iphone se 3rd generation")!.environment(
      orientation: .landscape)
    #expect(environment.width == 667)
    #expect(environment.insets == SafeAreaInsets())
    #expect(environment.isCompactHeight)
  }

  @Test func anIPadInLandscapeKeepsItsStatusBar() {
    let environment = Device.preset(named: "iPad Pro 11-inch")!.environment(
      orientation: .landscape)
    #expect(environment.width == 1194)
    #expect(environment.insets == SafeAreaInsets(top: 24, bottom: 20))
    #expect(!environment.isCompactHeight)
  }

  @Test func anUnknownNameIsNoPreset() {
    #expect(Device.preset(named: "iPhone 99") == nil)
  }

  @Test func theMatrixRunsDevicesThenOrientationsThenSizes() {
    let matrix = EnvironmentMatrix(
      devices: [Device.presets[0], Device.presets[3]], orientations: [.portrait, .landscape],
      contentSizes: [.accessibility3, .large])
    let names = matrix.environments.map {
      "\($0.device.name) \($0.environment.orientation) \($0.environment.contentSize.shortName)"
    }
    #expect(
      names == [
        "iPhone SE 3rd generation portrait L", "iPhone SE 3rd generation portrait AX3",
        "iPhone SE 3rd generation landscape L", "iPhone SE 3rd generation landscape AX3",
        "iPhone 14 portrait L", "iPhone 14 portrait AX3", "iPhone 14 landscape L",
        "iPhone 14 landscape AX3",
      ])
  }
}

@Suite struct TextStyleTests {
  @Test func sizesFollowTheDynamicTypeTable() {
    #expect(TextStyle.body.pointSize(at: .large) == 17)
    #expect(TextStyle.body.pointSize(at: .xSmall) == 14)
    #expect(TextStyle.body.pointSize(at: .accessibility5) == 53)
    #expect(TextStyle.largeTitle.pointSize(at: .accessibility3) == 52)
    #expect(TextStyle.title2.pointSize(at: .xxxLarge) == 28)
    #expect(TextStyle.footnote.pointSize(at: .medium) == 12)
    #expect(TextStyle.caption2.pointSize(at: .accessibility1) == 20)
    #expect(TextStyle.subheadline.pointSize(at: .accessibility5) == 49)
    // Every row grows (or stays) from xS to AX5.
    for style in TextStyle.allCases {
      let sizes = HeaderEnvironment.ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
  }

  @Test func shortNamesRoundTrip() {
    #expect(
      HeaderEnvironment.ContentSizeCategory.allCases.map(\.shortName).joined(separator: " ")
        == "xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5")
    #expect(HeaderEnvironment.ContentSizeCategory(shortName: "AX3") == .accessibility3)
    #expect(HeaderEnvironment.ContentSizeCategory(shortName: "XXL") == nil)
  }

  @Test func aLabelWithATextStyleIsWrittenAtLarge() {
    #expect(HeaderSpec.Label(text: "Hi", fontSize: 99, textStyle: .headline).fontSize == 17)
  }
}

@Suite struct AdaptationTests {
  /// A BLK-style bar, 100 to 20 pt, with a frame, a centre and edge anchors.
  static let blk = HeaderSpec(
    bar: Bar(maxHeight: 100, minHeight: 20),
    subviews: [
      HeaderSpec.Subview(
        id: "title", kind: .label(HeaderSpec.Label(text: "Title", textStyle: .body)),
        keyframes: [
          Keyframe(progress: 0, frame: Rect(x: 10, y: 30, width: 100, height: 20)),
          Keyframe(progress: 1, center: Point(x: 60, y: 10)),
        ]),
      HeaderSpec.Subview(
        id: "close",
        keyframes: [
          Keyframe(
            progress: 0, size: Size(width: 30, height: 30),
            anchor: HeaderSpec.Anchor(horizontal: .trailing(8), vertical: .top(25)),
            transform: .parts(translateX: 4, rotationDegrees: 10))
        ]),
      HeaderSpec.Subview(
        id: "logo", kind: .image(name: "logo"),
        keyframes: [Keyframe(progress: 0, frame: Rect(x: 10, y: 60, width: 20, height: 20))],
        isMirrored: false),
    ])

  @Test func theReferenceEnvironmentChangesNothing() {
    let reference = HeaderEnvironment(width: 375)
    #expect(Self.blk.adapted(to: reference) == Self.blk)
  }

  @Test func aBarUnderTheStatusBarGrowsByTheTopInsetDifference() {
    // iPhone 15: t = 59, so heights and every y grow by 39; width 393.
    let spec = Self.blk.adapted(to: Device.preset(named: "iPhone 15")!.environment())
    let header = ResolvedHeader(spec)
    #expect(header.height(at: 0) == 139)
    #expect(header.height(at: 1) == 59)
    #expect(header.layout(subview: 0, at: 0).frame == Rect(x: 10, y: 69, width: 100, height: 20))
    #expect(header.layout(subview: 0, at: 1).center == Point(x: 60, y: 49))
    // Trailing 8 from 393: x = 393 - 8 - 30 = 355, top 25 + 39 = 64.
    #expect(
      header.layout(subview: 1, at: 0).untransformedFrame
        == Rect(x: 355, y: 64, width: 30, height: 30))
  }

  @Test func inLandscapeTheSidesInsetEdgeAnchorsButNotAbsolutePositions() {
    // iPhone 14 landscape: W = 844, t = 0 (dy = -20), sides 47.
    let spec = Self.blk.adapted(
      to: Device.preset(named: "iPhone 14")!.environment(orientation: .landscape))
    let header = ResolvedHeader(spec)
    #expect(header.height(at: 0) == 80)
    #expect(header.height(at: 1) == 0)
    #expect(header.layout(subview: 0, at: 0).frame == Rect(x: 10, y: 10, width: 100, height: 20))
    // Trailing 8 + 47: x = 844 - 55 - 30 = 759; top 25 - 20 = 5.
    #expect(
      header.layout(subview: 1, at: 0).untransformedFrame
        == Rect(x: 759, y: 5, width: 30, height: 30))
  }

  @Test func textStylesFollowTheContentSize() {
    let spec = Self.blk.adapted(to: HeaderEnvironment(width: 375, contentSize: .accessibility2))
    guard case .label(let label) = spec.subviews[0].kind else {
      Issue.record("not a label")
      return
    }
    #expect(label.fontSize == 33)
  }

  @Test func rightToLeftMirrorsFramesAndTransformsButNotUnmirroredSubviews() {
    let spec = Self.blk.adapted(to: HeaderEnvironment(width: 375, layoutDirection: .rtl))
    let header = ResolvedHeader(spec)
    // x' = 375 - 10 - 100 = 265.
    #expect(header.layout(subview: 0, at: 0).frame == Rect(x: 265, y: 30, width: 100, height: 20))
    #expect(header.layout(subview: 0, at: 1).center == Point(x: 315, y: 10))
    // The trailing anchor becomes leading 8: x = 8; translate and rotation change sign.
    let close = header.layout(subview: 1, at: 0)
    #expect(close.untransformedFrame == Rect(x: 8, y: 25, width: 30, height: 30))
    #expect(close.transform.tx == -4)
    #expect(closeEnough(close.transform.rotationDegrees, -10))
    #expect(header.layout(subview: 2, at: 0).frame == Rect(x: 10, y: 60, width: 20, height: 20))
  }

  @Test func aMatrixTransformMirrorsItsHorizontalParts() {
    let keyframe = Keyframe(
      progress: 0, transform: .matrix(HeaderAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
    let mirrored = keyframe.adaptedForTest(width: 100)
    #expect(
      mirrored.transform == .matrix(HeaderAffineTransform(a: 1, b: -2, c: -3, d: 4, tx: -5, ty: 6)))
  }

  /// The avatar bar of Schemas/examples, written for 96.5 and 44 below the status bar.
  static let largeTitle = HeaderSpec(
    behavior: Behavior(kind: .largeTitle),
    subviews: [
      HeaderSpec.Subview(
        id: "title",
        keyframes: [Keyframe(progress: 0, frame: Rect(x: 16, y: 50, width: 200, height: 41))])
    ])

  @Test func aLargeTitleBarSitsBelowTheStatusBar() {
    let environment = Device.preset(named: "iPhone 16 Pro")!.environment()
    let spec = Self.largeTitle.adapted(to: environment)
    #expect(spec.barOrigin(in: environment) == 62)
    #expect(ResolvedHeader(spec).height(at: 0) == 96.5)
    #expect(ResolvedHeader(spec).height(at: 1) == 44)
    #expect(ResolvedHeader(spec).layout(subview: 0, at: 0).frame.y == 50)
    #expect(Self.blk.barOrigin(in: environment) == 0)
  }

  @Test func aLargeTitleBarGrowsWithTheLargeTitleLineHeight() {
    // AX3: line height 61 instead of 41, so 96.5 + 20.
    let spec = Self.largeTitle.adapted(
      to: HeaderEnvironment(width: 375, contentSize: .accessibility3))
    #expect(ResolvedHeader(spec).height(at: 0) == 116.5)
    let small = Self.largeTitle.adapted(to: HeaderEnvironment(width: 375, contentSize: .xSmall))
    #expect(ResolvedHeader(small).height(at: 0) == 93.5)
  }

  @Test func compactHeightShowsNoLargeTitle() {
    // iPhone 15 in landscape: a compact width, so UIKit's 32 pt inline bar, pinned at 1.
    let spec = Self.largeTitle.adapted(
      to: Device.preset(named: "iPhone 15")!.environment(orientation: .landscape))
    #expect(ResolvedHeader(spec).height(at: 0) == 32)
    #expect(ResolvedHeader(spec).height(at: 1) == 32)
    #expect(ResolvedHeader(spec).metrics.range == 0)
    #expect(spec.bar.isInline)
    #expect(spec.pinnedProgress == 1)
    // The Max class has a regular width in landscape and a 44 pt bar there.
    let max = Self.largeTitle.adapted(
      to: Device.preset(named: "iPhone 15 Pro Max")!.environment(orientation: .landscape))
    #expect(ResolvedHeader(max).height(at: 0) == 44)
    // Portrait and the iPad (a regular height) keep their large title.
    let portrait = Self.largeTitle.adapted(to: Device.preset(named: "iPhone 15")!.environment())
    #expect(portrait.pinnedProgress == nil && !portrait.bar.isInline)
    let pad = Self.largeTitle.adapted(
      to: Device.preset(named: "iPad Pro 11-inch")!.environment(orientation: .landscape))
    #expect(ResolvedHeader(pad).height(at: 0) == 96.5 && pad.pinnedProgress == nil)
  }

  @Test func aMinHeightTallerThanTheInlineBarIsTheCompactBar() {
    // A search bar below the title: 44 + 56 = 100 pt collapsed, taller than the inline bar.
    var spec = Self.largeTitle
    spec.bar = Bar(maxHeight: 152, minHeight: 100)
    let landscape = spec.adapted(
      to: Device.preset(named: "iPhone 14")!.environment(orientation: .landscape))
    #expect(landscape.bar.maxHeight == 100 && landscape.bar.minHeight == 100)
    // 40 pt is shorter than the inline bar it stands for: the device's inline bar, 44.
    spec.bar = Bar(maxHeight: 90, minHeight: 40)
    let short = spec.adapted(
      to: Device.preset(named: "iPhone 11")!.environment(orientation: .landscape))
    #expect(short.bar.maxHeight == 44 && short.bar.minHeight == 44)
  }

  @Test func aLargeTitleBarUnderTheStatusBarAddsTheTopInsetToItsCompactBar() {
    // Written for a 20 pt status bar, 64 collapsed (20 + the 44 pt inline bar): on an iPad-less
    // landscape iPhone the status bar is hidden (t = 0), so 0 + 32.
    var spec = Self.largeTitle
    spec.bar = Bar(maxHeight: 116.5, minHeight: 64)
    spec.statusBar = StatusBarPlacement(extendsUnder: true)
    let landscape = spec.adapted(
      to: Device.preset(named: "iPhone 16 Pro")!.environment(orientation: .landscape))
    #expect(landscape.bar.minHeight == 32 && landscape.bar.maxHeight == 32)
    // A custom top inset of 10 in landscape: 10 + 32.
    var custom = Device.preset(named: "iPhone 16 Pro")!.environment(orientation: .landscape)
    custom.insets.top = 10
    #expect(spec.adapted(to: custom).bar.minHeight == 42)
  }

  @Test func aStatedReferenceInsetIsHonoured() {
    var spec = Self.blk
    spec.statusBar = StatusBarPlacement(referenceTopInset: 44)
    // iPhone 11 Pro: t = 44, nothing moves.
    let adapted = spec.adapted(to: Device.preset(named: "iPhone 11 Pro")!.environment())
    #expect(adapted.bar.maxHeight == 100)
    #expect(adapted.subviews[0].keyframes[0].frame?.y == 30)
  }
}

private func closeEnough(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

extension Keyframe {
  fileprivate func adaptedForTest(width: Double) -> Keyframe {
    let spec = HeaderSpec(subviews: [HeaderSpec.Subview(id: "x", keyframes: [self])])
    return spec.adapted(to: HeaderEnvironment(width: width, layoutDirection: .rtl)).subviews[0]
      .keyframes[0]
  }
}
