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

  @Test func textWidthCountsScalarsNotGraphemes() {
    // "e" + combining acute: one grapheme, two scalars below U+1100.
    #expect(close(TitleMenuLayout.estimatedTextWidth("e\u{301}", fontSize: 10), 12))
    // An emoji: one scalar above U+1100, 1 em.
    #expect(close(TitleMenuLayout.estimatedTextWidth("\u{1F600}", fontSize: 10), 10))
  }

  @Test func headerEntryUsesTheMenuFrame() {
    let spec = HeaderSpec(
      behavior: Behavior(kind: .largeTitle),
      subviews: [Subview(id: "menu", kind: .titleMenu(Self.menu))])
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
          Subview(
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
