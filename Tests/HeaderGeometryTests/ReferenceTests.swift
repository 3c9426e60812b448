import GeometryChecks
import HeaderGeometry
import Testing

/// References between subviews (Schemas/FORMAT.md#references), checked against frames
/// computed by hand.
@Suite struct ReferenceTests {
  static func ref(_ to: String, _ offset: Double = 0) -> HeaderSpec.Anchor.Value {
    let dot = to.lastIndex(of: ".")!
    return .reference(
      AnchorReference(
        target: String(to[..<dot]),
        edge: AnchorEdge(rawValue: String(to[to.index(after: dot)...])), offset: offset))
  }

  static func anchor(
    leading: HeaderSpec.Anchor.Value? = nil, trailing: HeaderSpec.Anchor.Value? = nil,
    centerX: HeaderSpec.Anchor.Value? = nil,
    top: HeaderSpec.Anchor.Value? = nil, bottom: HeaderSpec.Anchor.Value? = nil,
    centerY: HeaderSpec.Anchor.Value? = nil
  ) -> HeaderSpec.Anchor {
    var anchor = HeaderSpec.Anchor()
    anchor.leading = leading
    anchor.trailing = trailing
    anchor.centerX = centerX
    anchor.top = top
    anchor.bottom = bottom
    anchor.centerY = centerY
    return anchor
  }

  /// A bar 200 pt tall at p = 0 and 100 at p = 1 (H = 200 - 100p), 375 wide. Listed so that
  /// every reference points to a later subview: the order of layout is not document order.
  ///
  /// * avatar: frame [16, 40, 80, 80] to [16, 20, 40, 40], scaled by 0.5 at first (ignored
  ///   by references): cx = 56 - 20p, cy = 80 - 40p, side 80 - 40p, so its trailing edge is
  ///   96 - 40p, its bottom 120 - 60p, its top 40 - 20p.
  /// * name: a label "Ada" at 20 pt (36 x 24 from its text), leading = avatar.trailing + 8,
  ///   top = avatar.bottom + 8: x = 104 - 40p, y = 128 - 60p.
  /// * subtitle: 100 x 20, leading = name.leading; top = name.bottom + 4 at p = 0 (156 - 60p)
  ///   and avatar.top + 2 at p = 1 (42 - 20p), both evaluated at the current p and
  ///   interpolated with t = p: y = 156 - 174p + 40p^2.
  /// * button: from name.trailing + 8 (148 - 40p) to the bar's trailing margin 16 (359):
  ///   width 211 + 40p; centerY = avatar.centerY, height 30.
  /// * strip: the bar's width, from avatar.bottom down to the bar's bottom: y = 120 - 60p,
  ///   height (200 - 100p) - (120 - 60p) = 80 - 40p.
  static let spec = HeaderSpec(
    bar: Bar(maxHeight: 200, minHeight: 100),
    behavior: Behavior(kind: .squareCash, snappingEnabled: false),
    subviews: [
      HeaderSpec.Subview(
        id: "subtitle",
        keyframes: [
          Keyframe(
            progress: 0, size: Size(width: 100, height: 20),
            anchor: anchor(leading: ref("name.leading"), top: ref("name.bottom", 4))),
          Keyframe(progress: 1, anchor: anchor(top: ref("avatar.top", 2))),
        ]),
      HeaderSpec.Subview(
        id: "button", kind: .button(title: "Follow"),
        keyframes: {
          var keyframe = Keyframe(
            progress: 0,
            anchor: anchor(
              leading: ref("name.trailing", 8), trailing: .margin(16),
              centerY: ref("avatar.centerY")))
          keyframe.height = 30
          return [keyframe]
        }()),
      HeaderSpec.Subview(
        id: "name", kind: .label(HeaderSpec.Label(text: "Ada", fontSize: 20)),
        keyframes: [
          Keyframe(
            progress: 0,
            anchor: anchor(leading: ref("avatar.trailing", 8), top: ref("avatar.bottom", 8)))
        ]),
      HeaderSpec.Subview(
        id: "avatar", kind: .image(name: "avatar"),
        keyframes: [
          Keyframe(
            progress: 0, frame: Rect(x: 16, y: 40, width: 80, height: 80),
            transform: .parts(
              translateX: 0, translateY: 0, scaleX: 0.5, scaleY: 0.5, rotationDegrees: 0)),
          Keyframe(
            progress: 1, frame: Rect(x: 16, y: 20, width: 40, height: 40),
            transform: .parts(
              translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, rotationDegrees: 0)),
        ]),
      HeaderSpec.Subview(
        id: "strip",
        keyframes: [
          Keyframe(
            progress: 0,
            anchor: anchor(
              leading: .margin(0), trailing: .margin(0), top: ref("avatar.bottom"),
              bottom: .margin(0)))
        ]),
    ])

  /// The untransformed frames by hand, in document order.
  static func expected(_ p: Double) -> [Rect] {
    [
      Rect(x: 104 - 40 * p, y: 156 - 174 * p + 40 * p * p, width: 100, height: 20),
      Rect(x: 148 - 40 * p, y: 80 - 40 * p - 15, width: 211 + 40 * p, height: 30),
      Rect(x: 104 - 40 * p, y: 128 - 60 * p, width: 36, height: 24),
      Rect(x: 16, y: 40 - 20 * p, width: 80 - 40 * p, height: 80 - 40 * p),
      Rect(x: 0, y: 120 - 60 * p, width: 375, height: 80 - 40 * p),
    ]
  }

  static let samples = [0, 0.1, 0.25, 0.5, 0.75, 1]

  @Test(arguments: samples) func chainsOfReferencesMatchTheHandComputedFrames(p: Double) {
    let header = ResolvedHeader(Self.spec)
    let expected = Self.expected(p)
    let whole = header.layout(at: p)
    let all = header.layouts(at: p)
    for index in expected.indices {
      #expect(close(whole.subviews[index].layout.untransformedFrame, expected[index]))
      #expect(close(all[index].untransformedFrame, expected[index]))
      // One subview alone (its dependencies laid out on the way) agrees too.
      #expect(close(header.layout(subview: index, at: p).untransformedFrame, expected[index]))
    }
    // frame with transform is a warning of its own; nothing about the references.
    #expect(
      header.problems == [
        .frameWithTransform(subview: 3, keyframe: 0), .frameWithTransform(subview: 3, keyframe: 1),
      ])
  }

  @Test func labelsTakeTheirTextSizeAndImagesTheirIntrinsicSize() {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      subviews: [
        HeaderSpec.Subview(
          id: "title", kind: .label(HeaderSpec.Label(text: "Hello", fontSize: 10)),
          keyframes: [
            Keyframe(
              progress: 0, anchor: HeaderSpec.Anchor(horizontal: .leading(0), vertical: .top(0)))
          ]
        ),
        HeaderSpec.Subview(
          id: "logo", kind: .image(name: "logo"),
          keyframes: [Keyframe(progress: 0, center: Point(x: 50, y: 50))],
          intrinsicSize: Size(width: 24, height: 12)),
      ])
    let header = ResolvedHeader(spec)
    // 5 scalars x 0.6 em x 10 pt = 30 wide, 1.2 x 10 = 12 tall.
    #expect(
      close(
        header.layout(subview: 0, at: 0).untransformedFrame, Rect(x: 0, y: 0, width: 30, height: 12)
      ))
    #expect(
      close(
        header.layout(subview: 1, at: 0).untransformedFrame,
        Rect(x: 38, y: 44, width: 24, height: 12)))
    #expect(
      !header.problems.contains {
        if case .firstKeyframeWithoutGeometry = $0 { true } else { false }
      })
    // Dynamic Type: the label's size follows its text style's size at the content size.
    var styled = spec
    styled.subviews[0].kind = .label(HeaderSpec.Label(text: "Hello", textStyle: .body))
    let large = ResolvedHeader(styled.adapted(to: HeaderEnvironment(width: 375)))
    let huge = ResolvedHeader(
      styled.adapted(to: HeaderEnvironment(width: 375, contentSize: .accessibility2)))
    let bodyL = TextStyle.body.pointSize(at: .large)
    let bodyA2 = TextStyle.body.pointSize(at: .accessibility2)
    #expect(close(large.layout(subview: 0, at: 0).size.height, 1.2 * bodyL))
    #expect(close(huge.layout(subview: 0, at: 0).size.width, 3 * bodyA2))
  }

  @Test func rightToLeftReadsLeadingAsTheTargetsRightEdge() {
    // In rtl the whole layout mirrors: x' = W - x - w for every (mirrored) subview.
    let header = ResolvedHeader(
      Self.spec.adapted(to: HeaderEnvironment(width: 375, layoutDirection: .rtl)))
    for p in Self.samples {
      let expected = Self.expected(p)
      for index in expected.indices {
        let e = expected[index]
        let mirrored = Rect(x: 375 - e.x - e.width, y: e.y, width: e.width, height: e.height)
        #expect(close(header.layout(subview: index, at: p).untransformedFrame, mirrored))
      }
    }
  }

  /// A chain of 10,000 references resolves, in order and without recursion. That it takes
  /// linear time is the complexity check's (`reference-chain` in Tests/Complexity).
  @Test func aChainOfTenThousandResolves() {
    let count = 10_000
    // Subview i's leading is subview i+1's trailing plus 1: listed from the end of the chain.
    var subviews: [HeaderSpec.Subview] = []
    for i in 0..<count - 1 {
      subviews.append(
        HeaderSpec.Subview(
          id: "v\(i)",
          keyframes: [
            Keyframe(
              progress: 0, size: Size(width: 1, height: 1),
              anchor: Self.anchor(leading: Self.ref("v\(i + 1).trailing", 1), top: .margin(0)))
          ]))
    }
    subviews.append(
      HeaderSpec.Subview(
        id: "v\(count - 1)",
        keyframes: [Keyframe(progress: 0, frame: Rect(x: 0, y: 0, width: 1, height: 1))]))
    let spec = HeaderSpec(bar: Bar(maxHeight: 100, minHeight: 50), subviews: subviews)
    let layouts = ResolvedHeader(spec).layouts(at: 0.5)
    // v(count - 1) is at 0; each step left adds 2 (1 wide, 1 apart).
    #expect(close(layouts[0].center.x - 0.5, Double(2 * (count - 1))))
    // One subview alone walks its dependencies without recursion.
    #expect(
      close(ResolvedHeader(spec).layout(subview: 0, at: 0).center.x - 0.5, Double(2 * (count - 1))))
  }

  @Test func aCycleOfTenThousandIsReportedOnceInOrder() {
    let count = 10_000
    let subviews = (0..<count).map { i in
      HeaderSpec.Subview(
        id: "v\(i)",
        keyframes: [
          Keyframe(
            progress: 0, size: Size(width: 1, height: 1),
            anchor: Self.anchor(leading: .margin(0), top: Self.ref("v\((i + 1) % count).bottom")))
        ])
    }
    let header = ResolvedHeader(
      HeaderSpec(bar: Bar(maxHeight: 100, minHeight: 50), subviews: subviews))
    let cycles = header.problems.compactMap { problem -> [GeometryProblem.ReferenceSite]? in
      if case .referenceCycle(let sites) = problem { sites } else { nil }
    }
    #expect(cycles.count == 1)
    let sites = cycles.first ?? []
    #expect(sites.count == count)
    #expect(
      sites.enumerated().allSatisfy {
        $0.element.subview == $0.offset && $0.element.target == ($0.offset + 1) % count
      })
  }

  @Test func referencesThatCannotBeFollowedAreProblems() {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      subviews: [
        HeaderSpec.Subview(
          id: "a",
          keyframes: [Keyframe(progress: 0, frame: Rect(x: 0, y: 0, width: 10, height: 10))]),
        HeaderSpec.Subview(
          id: "b",
          keyframes: [
            Keyframe(
              progress: 0, size: Size(width: 1, height: 1),
              anchor: Self.anchor(
                leading: Self.ref("nobody.trailing"), top: Self.ref("b.bottom")))
          ]),
        HeaderSpec.Subview(
          id: "c",
          keyframes: [
            Keyframe(
              progress: 0, size: Size(width: 1, height: 1),
              anchor: Self.anchor(leading: Self.ref("a.top"), top: Self.ref("a.botom")))
          ]),
      ])
    let problems = ResolvedHeader(spec).problems
    #expect(
      problems.contains(
        .unknownReference(subview: 1, keyframe: 0, edge: .leading, target: "nobody")))
    #expect(problems.contains(.selfReference(subview: 1, keyframe: 0, edge: .top)))
    #expect(
      problems.contains(
        .invalidReferenceEdge(subview: 2, keyframe: 0, edge: .leading, written: .top)))
    #expect(
      problems.contains(.invalidReferenceEdge(subview: 2, keyframe: 0, edge: .top, written: nil)))
  }

  @Test func aSizeOnASpannedAxisConflictsAndCrossingEdgesAreNegative() {
    var spanned = Keyframe(
      progress: 0, size: Size(width: 100, height: 20),
      anchor: Self.anchor(leading: .margin(16), trailing: .margin(16), top: .margin(0)))
    spanned.width = 100
    let crossing = Keyframe(
      progress: 0,
      anchor: Self.anchor(
        leading: .margin(0), trailing: .margin(0), top: Self.ref("a.bottom", 60), bottom: .margin(0)
      ))
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      behavior: Behavior(kind: .squareCash, snappingEnabled: false),
      subviews: [
        HeaderSpec.Subview(id: "a", keyframes: [spanned]),
        HeaderSpec.Subview(id: "b", keyframes: [crossing]),
      ])
    let header = ResolvedHeader(spec)
    #expect(close(header.layout(subview: 0, at: 0).size.width, 375 - 32))
    let problems = header.problems
    #expect(problems.contains(.axisDefinedTwice(subview: 0, keyframe: 0, horizontal: true)))
    // b's top is 20 + 60 = 80 and its bottom the bar's: 100 - 50p; negative once p > 0.4.
    let negative = problems.compactMap { problem -> (Double, Double)? in
      if case .negativeAnchoredLength(1, 0, false, let p, let length) = problem {
        (p, length)
      } else {
        nil
      }
    }
    #expect(negative.count == 1)
    if let (p, length) = negative.first {
      #expect(p > 0.4 && p < 0.45)
      #expect(close(length, 20 - 50 * p))
    }
  }
}
