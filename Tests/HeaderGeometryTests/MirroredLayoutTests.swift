import HeaderGeometry
import Testing

/// The built-in layouts in right to left (Schemas/FORMAT.md#environments), against values
/// computed by hand: a 375 pt bar, 100 pt tall at progress 0.
@Suite struct MirroredLayoutTests {
  static let rtl = HeaderEnvironment(width: 375, layoutDirection: .rtl)

  static func laidOut(_ subview: HeaderSpec.Subview, in environment: HeaderEnvironment)
    -> HeaderLayout.Entry
  {
    let spec = HeaderSpec(bar: Bar(maxHeight: 100, minHeight: 44), subviews: [subview])
    return ResolvedHeader(spec.adapted(to: environment)).layout(at: 0).subviews[0]
  }

  @Test func aTitleMenuRunsFromTheRight() {
    let menu = HeaderSpec.Subview(
      id: "menu", kind: .titleMenu(TitleMenu(items: ["A", "BB"], selected: 0)))
    // Large mode (100 > 53): band min(max(100 - 44, 38), 52) = 52 from y = 48, items at 56.
    // "A" at 34 pt: 0.6 x 34 = 20.4 wide at x = 20; "BB" at 20 pt: 24 wide at 20 + 20.4 + 12.
    guard case .titleMenu(let ltr) = Self.laidOut(menu, in: HeaderEnvironment(width: 375)).contents,
      case .titleMenu(let rtl) = Self.laidOut(menu, in: Self.rtl).contents
    else {
      Issue.record("no title menu")
      return
    }
    #expect(ltr.items.map(\.frame.x) == [20, 52.4])
    // x' = 375 - x - w: 375 - 20 - 20.4 = 334.6 and 375 - 52.4 - 24 = 298.6.
    #expect(rtl.items.map(\.frame.x).map(round) == [334.6, 298.6])
    #expect(rtl.items.map(\.frame.width) == ltr.items.map(\.frame.width))
    #expect(rtl.items.map(\.frame.y) == [56, 56])
    #expect(rtl.frame == Rect(x: 0, y: 48, width: 375, height: 52))
  }

  @Test func aSearchFieldSitsAtItsBarsRight() {
    let search = HeaderSpec.Subview(
      id: "search", kind: .searchBar(SearchBar()),
      keyframes: [Keyframe(progress: 0, frame: Rect(x: 10, y: 44, width: 300, height: 56))])
    // ltr: the field at 10 + 12 = 22, 0.8 x 300 = 240 wide, at y 44 + 8 = 52, 28 tall.
    let ltr = Self.laidOut(search, in: HeaderEnvironment(width: 375))
    #expect(ltr.contents == .searchBar(field: Rect(x: 22, y: 52, width: 240, height: 28)))
    // rtl: the search bar at 375 - 10 - 300 = 65, the field 12 in from its right:
    // 65 + 300 - 12 - 240 = 113 = 375 - 22 - 240 (the ltr field mirrored).
    let rtl = Self.laidOut(search, in: Self.rtl)
    #expect(rtl.layout.frame == Rect(x: 65, y: 44, width: 300, height: 56))
    #expect(rtl.contents == .searchBar(field: Rect(x: 113, y: 52, width: 240, height: 28)))
  }

  @Test func aLargeTitleAnchoredToTheLeadingEdgeMovesToTheRight() {
    let title = HeaderSpec.Subview(
      id: "title", kind: .label(HeaderSpec.Label(text: "Avatar", textStyle: .largeTitle)),
      keyframes: [
        Keyframe(
          progress: 0, size: Size(width: 200, height: 41),
          anchor: HeaderSpec.Anchor(horizontal: .leading(16), vertical: .bottom(8)))
      ])
    // leading 16 becomes trailing 16: x = 375 - 16 - 200 = 159; y = 100 - 8 - 41 = 51.
    #expect(
      Self.laidOut(title, in: Self.rtl).layout.frame
        == Rect(x: 159, y: 51, width: 200, height: 41))
  }

  @Test func anUnmirroredMenuStaysLeftToRight() {
    let menu = HeaderSpec.Subview(
      id: "menu", kind: .titleMenu(TitleMenu(items: ["A"])), isMirrored: false)
    guard case .titleMenu(let layout) = Self.laidOut(menu, in: Self.rtl).contents else {
      Issue.record("no title menu")
      return
    }
    #expect(layout.items.map(\.frame.x) == [20])
  }

  private func round(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }
}

@Suite struct LargeTitleLineHeightTests {
  /// Apple's Human Interface Guidelines, Typography, iOS Dynamic Type sizes: the Large Title
  /// row, (size, leading) in points from xS to AX5, copied by hand.
  static let hig: [(size: Double, leading: Double)] = [
    (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
    (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
  ]

  @Test func theTableIsTheGuidelinesLeading() {
    for (category, row) in zip(HeaderEnvironment.ContentSizeCategory.allCases, Self.hig) {
      #expect(TextStyle.largeTitle.pointSize(at: category) == row.size, "\(category)")
      #expect(TextStyle.largeTitleLineHeight(at: category) == row.leading, "\(category)")
      // The leading is the size plus 7 to 10 pt, never less as the size grows.
      #expect((7...10).contains(row.leading - row.size), "\(category)")
    }
  }

  @Test func theBarsMaximumHeightGrowsByTheDifferenceFromLarge() {
    // 96.5 + leading - 41, by hand.
    let expected: [Double] = [
      93.5, 94.5, 95.5, 96.5, 98.5, 101.5, 103.5, 107.5, 112.5, 116.5, 121.5, 125.5,
    ]
    let spec = HeaderSpec(bar: Bar(), behavior: Behavior(kind: .largeTitle))
    let heights = HeaderEnvironment.ContentSizeCategory.allCases.map { category in
      ResolvedHeader(spec.adapted(to: HeaderEnvironment(width: 375, contentSize: category)))
        .height(at: 0)
    }
    #expect(heights == expected)
  }
}
