import GeometryChecks
import HeaderGeometry
import Testing

@Suite struct TitleMenuLayoutTests {
  static let menu = TitleMenu(items: ["时刻", "人物", "Photos"], selected: 0)

  /// Reference section 2: the menu frame for a container of height H, W = 375.
  @Test(arguments: [
    (44.0, Rect(x: 0, y: 0, width: 375, height: 44), false),
    (53, Rect(x: 0, y: 0, width: 375, height: 44), false),
    (53.5, Rect(x: 0, y: 15.5, width: 375, height: 38), true),
    (70, Rect(x: 0, y: 32, width: 375, height: 38), true),
    (82, Rect(x: 0, y: 44, width: 375, height: 38), true),
    (96, Rect(x: 0, y: 44, width: 375, height: 52), true),
    (120, Rect(x: 0, y: 68, width: 375, height: 52), true),
  ])
  func menuFrame(height: Double, frame: Rect, large: Bool) {
    let layout = TitleMenuLayout(menu: Self.menu, barHeight: height, width: 375)
    #expect(layout.frame == frame)
    #expect(layout.isLarge == large)
  }

  @Test func largeItemsUseTheLargeFontsAndAreNotUnderlined() {
    let items = TitleMenuLayout(menu: Self.menu, barHeight: 120, width: 375).items
    // 时刻: 2 scalars >= U+1100, 1 em each, at 34 pt: 68 wide. Then 12 pt gap.
    #expect(items[0].frame == Rect(x: 20, y: 76, width: 68, height: 22))
    #expect(items[0].fontSize == 34 && items[0].selected && !items[0].underlined)
    #expect(items[1].frame == Rect(x: 100, y: 76, width: 40, height: 22))
    #expect(items[1].fontSize == 20)
    // "Photos": 6 scalars below U+1100 at 0.6 em of 20 pt: 72.
    #expect(close(items[2].frame.width, 72))
    #expect(items[2].frame.x == 152)
  }

  @Test func compactItemsUnderlineTheSelectedOne() {
    let items = TitleMenuLayout(menu: Self.menu, barHeight: 44, width: 375).items
    #expect(items[0].frame == Rect(x: 20, y: 8, width: 40, height: 22))
    #expect(items[0].underlined)
    #expect(items[1].fontSize == 17 && !items[1].underlined)
    #expect(items[1].frame.x == 72)
  }

  @Test func textWidthCountsGraphemesAsTheyAreDrawn() {
    // "e" + combining acute: one grapheme, below U+1100: 0.6 em.
    #expect(close(TitleMenuLayout.estimatedTextWidth("e\u{301}", fontSize: 10), 6))
    // An emoji, a ZWJ family of three, a flag (two regional indicators), a keycap: 1 em each.
    for glyph in ["\u{1F600}", "👨‍👩‍👧", "🇯🇵", "1️⃣"] {
      #expect(close(TitleMenuLayout.estimatedTextWidth(glyph, fontSize: 10), 10), "\(glyph)")
    }
    // CJK and Latin: 1 em and 0.6 em a character.
    #expect(close(TitleMenuLayout.estimatedTextWidth("名片 ab", fontSize: 10), 38))
  }

  /// LargeTitleStyle's menu frame, transcribed from `LTSCustomContainerView
  /// updateUIWithNavigationBar:` and `LTSMenuView LTSSuperViewUpdated` (reference section 2):
  ///
  ///     frame.size.height = maxStretchMode ? MIN(navH, 96) : navH    // the container
  ///     H = superview.frame.height; isLargeTitleMode = H > 53
  ///     h = H - 44; if (h < 38) h = 38; h = MIN(h, 52); frame = (0, H - h, W, h)
  static func originalMenuFrame(navigationBarHeight navH: Double, maxStretchMode: Bool) -> Rect {
    let height = maxStretchMode ? Swift.min(navH, 96) : navH
    guard height > 53 else { return Rect(x: 0, y: 0, width: 375, height: 44) }
    var band = height - 44
    if band < 38 { band = 38 }
    band = Swift.min(band, 52)
    return Rect(x: 0, y: height - band, width: 375, height: band)
  }

  /// `maxStretchMode` lays the menu out in a container `min(H, 96)` tall: at 96.5 its band sits
  /// at y 44 (not 44.5, as `stretchLimit: 96.5` would leave it), and a stretch past 96 leaves it
  /// there; below 96 it changes nothing. Through the whole header of an elastic large-title bar.
  @Test(arguments: [90.0, 96, 96.5, 120])
  func maxStretchModeMatchesLargeTitleStyle(navigationBarHeight: Double) {
    var menu = Self.menu
    menu.maxStretchMode = true
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 96.5, minHeight: 44), behavior: Behavior(kind: .largeTitle),
      subviews: [HeaderSpec.Subview(id: "menu", kind: .titleMenu(menu))])
    // height(p) = 96.5 - 52.5 p, so p = (96.5 - H) / 52.5 (negative when stretched).
    let layout = ResolvedHeader(spec).layout(at: (96.5 - navigationBarHeight) / 52.5)
    let expected = Self.originalMenuFrame(
      navigationBarHeight: navigationBarHeight, maxStretchMode: true)
    let frame = layout.subviews[0].layout.frame
    #expect(Swift.abs(layout.height - navigationBarHeight) <= 1e-9)
    #expect(Swift.abs(frame.x - expected.x) <= 1e-9 && Swift.abs(frame.y - expected.y) <= 1e-9)
    #expect(Swift.abs(frame.width - expected.width) <= 1e-9)
    #expect(Swift.abs(frame.height - expected.height) <= 1e-9)
    // The band: 46 tall at y 44 at 90; 52 tall at y 44 from 96 on, however far it stretches.
    #expect(Swift.abs(frame.y - 44) <= 1e-9)
    #expect(Swift.abs(frame.height - (navigationBarHeight < 96 ? 46 : 52)) <= 1e-9)
    guard case .titleMenu(let contents) = layout.subviews[0].contents else {
      Issue.record("expected title menu contents")
      return
    }
    #expect(Swift.abs(contents.frame.y - frame.y) <= 1e-9)
    #expect(Swift.abs(contents.items[0].frame.y - 52) <= 1e-9)
    // Without it the band follows the bar down: y = H - 52 above 96.
    let free = TitleMenuLayout(menu: Self.menu, barHeight: navigationBarHeight, width: 375)
    let original = Self.originalMenuFrame(
      navigationBarHeight: navigationBarHeight, maxStretchMode: false)
    #expect(Swift.abs(free.frame.y - original.y) <= 1e-9)
  }

  /// `maxStretchMode` changes nothing on a bar never taller than 96 pt: a problem there, none
  /// where the bar stretches (largeTitle is elastic) or starts above 96.
  @Test func maxStretchModeWithoutEffect() {
    var menu = Self.menu
    menu.maxStretchMode = true
    func problems(_ bar: Bar, _ behavior: Behavior) -> [GeometryProblem] {
      HeaderSpec(
        bar: bar, behavior: behavior,
        subviews: [HeaderSpec.Subview(id: "m", kind: .titleMenu(menu))]
      )
      .geometryProblems.filter {
        if case .titleMenuMaxStretchWithoutEffect = $0 { true } else { false }
      }
    }
    let fixed = Behavior(kind: .squareCash, snappingEnabled: false)
    #expect(
      problems(Bar(maxHeight: 90, minHeight: 44), fixed) == [
        .titleMenuMaxStretchWithoutEffect(subview: 0, tallest: 90)
      ])
    #expect(problems(Bar(maxHeight: 96.5, minHeight: 44), fixed).isEmpty)
    #expect(problems(Bar(maxHeight: 90, minHeight: 44), Behavior(kind: .largeTitle)).isEmpty)
    let limited = Behavior(kind: .largeTitle, stretchLimit: 95)
    #expect(
      problems(Bar(maxHeight: 90, minHeight: 44), limited) == [
        .titleMenuMaxStretchWithoutEffect(subview: 0, tallest: 95)
      ])
  }

  @Test func headerEntryUsesTheMenuFrame() {
    let spec = HeaderSpec(
      behavior: Behavior(kind: .largeTitle),
      subviews: [HeaderSpec.Subview(id: "menu", kind: .titleMenu(Self.menu))])
    let layout = ResolvedHeader(spec).layout(at: 0)
    #expect(layout.height == 96.5)
    // H = 96.5: band min(96.5 - 44, 52) = 52, bottom-aligned at 96.5 - 52 = 44.5.
    #expect(layout.subviews[0].layout.frame == Rect(x: 0, y: 44.5, width: 375, height: 52))
    guard case .titleMenu(let menu) = layout.subviews[0].contents else {
      Issue.record("expected title menu contents")
      return
    }
    #expect(menu.isLarge)
  }
}

@Suite struct SearchFieldTests {
  static func header(transform: KeyframeTransform?) -> ResolvedHeader {
    ResolvedHeader(
      HeaderSpec(
        bar: Bar(maxHeight: 100, minHeight: 44),
        subviews: [
          HeaderSpec.Subview(
            id: "search", kind: .searchBar(SearchBar()),
            keyframes: [
              Keyframe(progress: 0, center: Point(x: 187.5, y: 28)),
              Keyframe(progress: 1, transform: transform),
            ])
        ]))
  }

  static func field(_ header: ResolvedHeader, at p: Double) -> Rect? {
    guard case .searchBar(let field) = header.layout(at: p).subviews[0].contents else {
      return nil
    }
    return field
  }

  @Test func fieldSitsAtTheInsetWithEightTenthsOfTheWidth() {
    let header = Self.header(transform: nil)
    // The search bar is 375 x 56 at (0, 0): field (12, 8, 300, 28).
    #expect(header.layout(subview: 0, at: 0).frame == Rect(x: 0, y: 0, width: 375, height: 56))
    #expect(Self.field(header, at: 0) == Rect(x: 12, y: 8, width: 300, height: 28))
  }

  @Test func fieldMovesWithTheSearchBarsTranslation() {
    let header = Self.header(transform: .parts(translateY: -20))
    #expect(Self.field(header, at: 1) == Rect(x: 12, y: -12, width: 300, height: 28))
  }

  @Test func fieldScalesAboutTheSearchBarsCentre() {
    let header = Self.header(transform: .parts(scaleX: 0.5, scaleY: 0.5))
    // Corners relative to (187.5, 28): x -175.5...124.5, y -20...8, halved.
    let field = Self.field(header, at: 1)
    #expect(field.map { close($0, Rect(x: 99.75, y: 18, width: 150, height: 14)) } == true)
  }
}
