import GeometryChecks
import HeaderGeometry
import TestSupport
import Testing

/// One test per problem case: a spec that has it, and the case with its numbers.
@Suite struct ProblemTests {
  static let box = Keyframe(
    progress: 0, center: Point(x: 50, y: 30), size: Size(width: 20, height: 20))

  static func spec(
    bar: Bar = Bar(maxHeight: 100, minHeight: 50, clipsToBounds: true),
    behavior: Behavior = Behavior(
      kind: .squareCash, snapping: [SnappingRange(target: 0, from: 0, to: 1)]),
    subviews: [HeaderSpec.Subview] = []
  ) -> HeaderSpec {
    HeaderSpec(bar: bar, behavior: behavior, subviews: subviews)
  }

  static func keyframes(_ keyframes: [Keyframe], kind: SubviewKind = .view()) -> HeaderSpec {
    spec(subviews: [HeaderSpec.Subview(id: "v", kind: kind, keyframes: keyframes)])
  }

  static func snapping(_ ranges: [SnappingRange], enabled: Bool = true) -> [GeometryProblem] {
    spec(behavior: Behavior(kind: .squareCash, snappingEnabled: enabled, snapping: ranges))
      .geometryProblems
  }

  @Test func aCleanSpecHasNoProblems() {
    #expect(Self.keyframes([Self.box]).geometryProblems == [])
  }

  // MARK: - Bar

  @Test func minimumAboveMaximum() {
    let problems = Self.spec(bar: Bar(maxHeight: 50, minHeight: 80)).geometryProblems
    #expect(problems.contains(.minimumAboveMaximum(minHeight: 80, maxHeight: 50)))
  }

  @Test func equalHeightsOnlyMatterWhenTheBarMoves() {
    let moving = Self.spec(bar: Bar(maxHeight: 60, minHeight: 60)).geometryProblems
    #expect(moving.contains(.equalHeightsWithMovingBehavior(height: 60)))
    let fixed = Self.spec(
      bar: Bar(maxHeight: 60, minHeight: 60), behavior: Behavior(kind: .fixed)
    ).geometryProblems
    #expect(!fixed.contains(.equalHeightsWithMovingBehavior(height: 60)))
  }

  @Test func stretchLimitBelowMaximumAndWithoutElastic() {
    let below = Self.spec(
      behavior: Behavior(kind: .squareCash, elastic: true, stretchLimit: 90)
    ).geometryProblems
    #expect(below.contains(.stretchLimitBelowMaximum(stretchLimit: 90, maxHeight: 100)))
    let ignored = Self.spec(behavior: Behavior(kind: .squareCash, stretchLimit: 120))
      .geometryProblems
    #expect(ignored.contains(.stretchLimitWithoutElastic(stretchLimit: 120)))
  }

  @Test func nonFiniteNumbers() {
    let problems = Self.spec(bar: Bar(maxHeight: .infinity, minHeight: .nan)).geometryProblems
    #expect(problems.contains(.nonFiniteNumber(.maxHeight, value: .infinity)))
    #expect(
      problems.contains { if case .nonFiniteNumber(.minHeight, _) = $0 { true } else { false } })
  }

  @Test func nonFiniteKindNumbersAndThresholds() {
    let spec = Self.spec(
      behavior: Behavior(
        kind: .facebook, thresholds: FacebookThresholds(negativeDirection: .infinity),
        snapping: [SnappingRange(target: 0, from: 0, to: 1)]),
      subviews: [
        HeaderSpec.Subview(
          id: "s", kind: .searchBar(SearchBar(height: -.infinity)), keyframes: [Self.box])
      ])
    #expect(
      spec.geometryProblems.contains(
        .nonFiniteNumber(.thresholdNegativeDirection, value: .infinity)))
    #expect(
      spec.geometryProblems.contains(.nonFiniteNumber(.subview(subview: 0), value: -.infinity)))
  }

  // MARK: - Keyframes

  @Test func noKeyframes() {
    #expect(Self.keyframes([]).geometryProblems.contains(.noKeyframes(subview: 0)))
  }

  @Test func keyframeProgressOutOfRangeUnsortedAndDuplicate() {
    var late = Self.box
    late.progress = 1.5
    var early = Self.box
    early.progress = 0.5
    var again = Self.box
    again.progress = 0.5
    let problems = Self.keyframes([Self.box, late, early, again]).geometryProblems
    #expect(problems.contains(.keyframeProgressOutOfRange(subview: 0, keyframe: 1, progress: 1.5)))
    #expect(
      problems.contains(.keyframesOutOfOrder(subview: 0, keyframe: 2, progress: 0.5, previous: 1)))
    #expect(
      problems.contains(
        .duplicateKeyframeProgress(subview: 0, keyframe: 3, progress: 0.5, first: 2)))
  }

  @Test func firstKeyframeAboveZero() {
    var box = Self.box
    box.progress = 0.25
    #expect(
      Self.keyframes([box]).geometryProblems.contains(
        .firstKeyframeAboveZero(subview: 0, keyframe: 0, progress: 0.25)))
  }

  @Test func firstKeyframeWithoutGeometry() {
    let problems = Self.keyframes([Keyframe(progress: 0, alpha: 1)]).geometryProblems
    let missing = GeometryProblem.MissingGeometry(
      horizontalPosition: true, verticalPosition: true, size: true)
    #expect(problems.contains(.firstKeyframeWithoutGeometry(subview: 0, missing: missing)))
    let halfAnchored = Self.keyframes([
      Keyframe(
        progress: 0, size: Size(width: 4, height: 4), anchor: HeaderSpec.Anchor(vertical: .top(2)))
    ]).geometryProblems
    let horizontal = GeometryProblem.MissingGeometry(
      horizontalPosition: true, verticalPosition: false, size: false)
    #expect(halfAnchored.contains(.firstKeyframeWithoutGeometry(subview: 0, missing: horizontal)))
  }

  @Test func aSearchBarNeedsNoSize() {
    let problems = Self.keyframes(
      [Keyframe(progress: 0, center: Point(x: 187.5, y: 22))],
      kind: .searchBar(SearchBar(height: 44))
    ).geometryProblems
    #expect(
      !problems.contains { if case .firstKeyframeWithoutGeometry = $0 { true } else { false } })
  }

  @Test func frameWithTransform() {
    let keyframe = Keyframe(
      progress: 0, frame: Rect(x: 0, y: 0, width: 10, height: 10),
      transform: .parts(scaleX: 2, scaleY: 2))
    #expect(
      Self.keyframes([keyframe]).geometryProblems.contains(
        .frameWithTransform(subview: 0, keyframe: 0)))
  }

  @Test func alphaOutOfRange() {
    var box = Self.box
    box.alpha = 1.5
    #expect(
      Self.keyframes([box]).geometryProblems.contains(
        .alphaOutOfRange(subview: 0, keyframe: 0, alpha: 1.5)))
  }

  @Test func negativeLength() {
    var box = Self.box
    box.cornerRadius = -2
    #expect(
      Self.keyframes([box]).geometryProblems.contains(
        .negativeLength(subview: 0, keyframe: 0, value: -2)))
  }

  @Test func rotationsThatDifferShrinkHalfway() {
    let problems = Self.keyframes([
      Self.box, Keyframe(progress: 1, transform: .parts(rotationDegrees: 90)),
    ]).geometryProblems
    let found = problems.compactMap { problem -> Double? in
      guard case .rotationInterpolation(0, 0, 1, let from, let to, let scale) = problem,
        close(from, 0), close(to, 90)
      else { return nil }
      return scale
    }
    // sqrt(det [0.5 0.5; -0.5 0.5]) = sqrt(0.5).
    #expect(found.count == 1)
    #expect(found.first.map { close($0, 0.5.squareRoot()) } == true)
  }

  @Test func aScaleAloneIsNoRotation() {
    let problems = Self.keyframes([
      Self.box, Keyframe(progress: 1, transform: .parts(scaleX: 0.5, scaleY: 0.5)),
    ]).geometryProblems
    #expect(!problems.contains { if case .rotationInterpolation = $0 { true } else { false } })
  }

  @Test func outsideTheBarWhereAndByHowMuch() {
    // Centre y 30, 20 tall: bottom at 40 always; the bar shrinks to 50 then... stays inside.
    // Moving the centre to y 55 at p 1 (bar 50 tall): bottom 65, 15 pt past the bottom.
    let problems = Self.keyframes([Self.box, Keyframe(progress: 1, center: Point(x: 50, y: 55))])
      .geometryProblems
    #expect(
      problems.contains(
        .outsideBar(subview: 0, progress: 1, overflow: 15, edge: .bottom, clipped: true)))
  }

  @Test func anInvisibleSubviewIsNeverOutside() {
    let problems = Self.keyframes([
      Self.box, Keyframe(progress: 1, center: Point(x: 50, y: 55), alpha: 0),
    ]).geometryProblems
    // At p 1 it is invisible; just below 1 it overflows by less than 15.
    let overflow = problems.compactMap { problem -> Double? in
      if case .outsideBar(_, _, let overflow, _, _) = problem { overflow } else { nil }
    }
    #expect(overflow.count == 1)
    #expect(overflow.allSatisfy { $0 < 15 })
  }

  @Test func duplicateSubviewIDs() {
    let spec = Self.spec(subviews: [
      HeaderSpec.Subview(id: "a", keyframes: [Self.box]),
      HeaderSpec.Subview(id: "b", keyframes: [Self.box]),
      HeaderSpec.Subview(id: "a", keyframes: [Self.box]),
    ])
    #expect(spec.geometryProblems.contains(.duplicateSubviewID(subview: 2, first: 0, id: "a")))
  }

  // MARK: - Snapping

  @Test func snappingValuesOutOfRangeAndReversed() {
    let problems = Self.snapping([SnappingRange(target: 2, from: 0.8, to: 0.2)])
    #expect(problems.contains(.snappingValueOutOfRange(range: 0, field: .target, value: 2)))
    #expect(problems.contains(.snappingRangeReversed(range: 0, from: 0.8, to: 0.2)))
  }

  @Test func overlappingRangesButNotSharedEndpoints() {
    let problems = Self.snapping([
      SnappingRange(target: 0, from: 0, to: 0.6), SnappingRange(target: 1, from: 0.4, to: 1),
      SnappingRange(target: 1, from: 1, to: 1),
    ])
    #expect(problems.contains(.overlappingSnappingRanges(range: 1, other: 0, from: 0.4, to: 0.6)))
    #expect(
      !problems.contains {
        if case .overlappingSnappingRanges(2, _, _, _) = $0 { true } else { false }
      })
  }

  /// n identical ranges give n - 1 overlaps (one per later range, naming the first), not one
  /// per pair: 1,000 ranges gave 499,500 before.
  @Test func identicalRangesGiveOneOverlapPerRange() {
    let ranges = Array(repeating: SnappingRange(target: 0, from: 0, to: 1), count: 1000)
    let overlaps = Self.snapping(ranges).compactMap { problem -> (Int, Int)? in
      if case .overlappingSnappingRanges(let range, let other, _, _) = problem {
        (range, other)
      } else {
        nil
      }
    }
    #expect(overlaps.count == 999)
    #expect(overlaps.allSatisfy { $0.1 == 0 })
    #expect(overlaps.map(\.0) == Array(1..<1000))
  }

  @Test func anOverlapNamesTheFirstEarlierRangeItOverlaps() {
    let problems = Self.snapping([
      SnappingRange(target: 0, from: 0, to: 0.2), SnappingRange(target: 1, from: 0.5, to: 1),
      SnappingRange(target: 1, from: 0.6, to: 0.9), SnappingRange(target: 0, from: 0.1, to: 0.7),
    ])
    #expect(problems.contains(.overlappingSnappingRanges(range: 2, other: 1, from: 0.6, to: 0.9)))
    #expect(problems.contains(.overlappingSnappingRanges(range: 3, other: 0, from: 0.1, to: 0.2)))
    let count = problems.filter {
      if case .overlappingSnappingRanges = $0 { true } else { false }
    }.count
    #expect(count == 2)
  }

  /// Every range's first earlier overlapping range is the one the pairwise definition (the
  /// overlap of the two intervals, wider than a point) gives, on random ranges on a coarse grid
  /// (so that ends meet often).
  @Test func overlapsMatchThePairwiseDefinition() {
    var random = SeededGenerator(seed: 402)
    for _ in 0..<300 {
      let ranges = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        SnappingRange(
          target: 0, from: Double(Int.random(in: 0...6, using: &random)) / 6,
          to: Double(Int.random(in: 0...6, using: &random)) / 6)
      }
      var expected: [GeometryProblem] = []
      for j in ranges.indices where ranges[j].from < ranges[j].to {
        let b = ranges[j]
        if let i = (0..<j).first(where: { i in
          let a = ranges[i]
          return a.from < a.to && max(a.from, b.from) < min(a.to, b.to)
        }) {
          let a = ranges[i]
          expected.append(
            .overlappingSnappingRanges(
              range: j, other: i, from: max(a.from, b.from), to: min(a.to, b.to)))
        }
      }
      let found = Self.snapping(ranges).filter {
        if case .overlappingSnappingRanges = $0 { true } else { false }
      }
      #expect(found == expected, "\(ranges)")
    }
  }

  @Test func gapsWhereNothingSnaps() {
    let problems = Self.snapping([
      SnappingRange(target: 0, from: 0.1, to: 0.3), SnappingRange(target: 1, from: 0.7, to: 0.9),
    ])
    #expect(
      problems.contains(.snappingGap(from: 0, to: 0.1, includesFrom: true, includesTo: false)))
    #expect(
      problems.contains(.snappingGap(from: 0.3, to: 0.7, includesFrom: false, includesTo: false)))
    #expect(
      problems.contains(.snappingGap(from: 0.9, to: 1, includesFrom: false, includesTo: true)))
  }

  @Test func noGapWhenRangesShareEndpoints() {
    let problems = Self.snapping([
      SnappingRange(target: 0, from: 0, to: 0.5), SnappingRange(target: 1, from: 0.5, to: 1),
    ])
    #expect(problems == [])
  }

  @Test func snappingWithoutRanges() {
    #expect(Self.snapping([]).contains(.snappingWithoutRanges))
    #expect(!Self.snapping([], enabled: false).contains(.snappingWithoutRanges))
  }

  @Test func blkTruncationOfWholePercents() {
    // 0.29 * 100 = 28.999999999999996: location 28; length trunc(60 - 28.99...) = 31.
    let problems = Self.snapping([
      SnappingRange(target: 0, from: 0, to: 0.29), SnappingRange(target: 1, from: 0.29, to: 0.6),
      SnappingRange(target: 1, from: 0.6, to: 1),
    ])
    #expect(
      problems.contains(.blkTruncation(range: 1, from: 0.29, to: 0.6, blkFrom: 0.28, blkTo: 0.59)))
  }

  // MARK: - Built-in layouts

  @Test func titleMenuProblems() {
    let menu = HeaderSpec.Subview(
      id: "menu", kind: .titleMenu(TitleMenu(items: ["Moments", "ABCDEFGHIJK"], selected: 3)),
      keyframes: [Self.box])
    let problems = Self.spec(subviews: [menu]).geometryProblems
    #expect(problems.contains(.titleMenuWithKeyframes(subview: 0)))
    #expect(problems.contains(.titleMenuSelectionOutOfRange(subview: 0, selected: 3, count: 2)))
    #expect(problems.contains(.titleMenuTitleTooLong(subview: 0, item: 1, length: 11)))
    #expect(problems.count { if case .titleMenuTitleTooLong = $0 { true } else { false } } == 1)
    let empty = Self.spec(subviews: [HeaderSpec.Subview(id: "m", kind: .titleMenu(TitleMenu()))])
    #expect(empty.geometryProblems.contains(.titleMenuWithoutItems(subview: 0)))
  }

  @Test func titleLengthsCountUTF16CodeUnitsAsNSStringDoes() {
    // Six U+1F600 are 6 scalars but 12 UTF-16 units: dropped by LargeTitleStyle. Five are 10,
    // kept; ten CJK ideographs (one unit each) are 10, kept; "e" + U+0301 twice plus eight
    // letters is 12 units (combining marks count).
    let items = [
      String(repeating: "\u{1F600}", count: 6), String(repeating: "\u{1F600}", count: 5),
      String(repeating: "\u{65F6}", count: 10), "e\u{301}e\u{301}abcdefgh",
    ]
    let menu = HeaderSpec.Subview(
      id: "menu", kind: .titleMenu(TitleMenu(items: items)), keyframes: [])
    let long = Self.spec(subviews: [menu]).geometryProblems.compactMap {
      problem -> (Int, Int)? in
      guard case .titleMenuTitleTooLong(_, let item, let length) = problem else { return nil }
      return (item, length)
    }
    #expect(long.map(\.0) == [0, 3])
    #expect(long.map(\.1) == [12, 12])
  }

  @Test func searchBarTallerThanTheCollapsedBar() {
    let spec = Self.spec(
      bar: Bar(maxHeight: 100, minHeight: 44),
      subviews: [
        HeaderSpec.Subview(
          id: "s", kind: .searchBar(SearchBar()),
          keyframes: [Keyframe(progress: 0, center: Point(x: 187.5, y: 28))])
      ])
    #expect(
      spec.geometryProblems.contains(
        .searchBarTallerThanCollapsedBar(subview: 0, height: 56, minHeight: 44)))
  }
}

/// The outside-bar check (which skips sampling when a bound proves a subview inside) gives
/// exactly what sampling 0, 1/64, ..., 1 and every keyframe gives, on many random subviews
/// near the bar's edges: centres, sizes, anchors, rotations, matrices, hidden and alpha.
@Test func outsideBarMatchesPlainSampling() {
  var random = SeededGenerator(seed: 311)
  func value(_ range: ClosedRange<Double>) -> Double {
    (Double.random(in: range, using: &random) * 8).rounded() / 8
  }
  func keyframe(_ progress: Double) -> Keyframe {
    var keyframe = Keyframe(progress: progress)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: keyframe.center = Point(x: value(-20...400), y: value(-20...220))
    case 1:
      keyframe.frame = Rect(
        x: value(-20...380), y: value(-20...200), width: value(0...60), height: value(0...40))
    case 2:
      keyframe.anchor = HeaderSpec.Anchor(
        horizontal: Bool.random(using: &random) ? .leading(value(-10...40)) : .centerX(0),
        vertical: Bool.random(using: &random) ? .bottom(value(-10...60)) : .top(value(-5...30)))
    default: break
    }
    if keyframe.frame == nil, Bool.random(using: &random) {
      keyframe.size = Size(width: value(0...80), height: value(0...50))
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      keyframe.transform =
        Bool.random(using: &random)
        ? .parts(
          translateX: value(-10...10), translateY: value(-10...10), scaleX: value(0.5...1.5),
          scaleY: value(0.5...1.5), rotationDegrees: value(-90...90))
        : .matrix(
          HeaderAffineTransform(
            a: value(-1.5...1.5), b: value(-1...1), c: value(-1...1), d: value(-1.5...1.5),
            tx: value(-10...10), ty: value(-10...10)))
    }
    if Int.random(in: 0..<6, using: &random) == 0 { keyframe.alpha = value(0...1) }
    if Int.random(in: 0..<8, using: &random) == 0 { keyframe.hidden = Bool.random(using: &random) }
    return keyframe
  }
  var subviews: [HeaderSpec.Subview] = []
  for index in 0..<3000 {
    var progresses = (0..<Int.random(in: 1...4, using: &random)).map { _ in value(0...1) }
    if index % 50 == 0 { progresses.append(value(-0.5...1.5)) }
    var first = keyframe(progresses.sorted()[0])
    if first.frame == nil, first.center == nil, first.anchor == nil {
      first.center = Point(x: value(0...375), y: value(0...200))
    }
    if first.size == nil, first.frame == nil { first.size = Size(width: 30, height: 20) }
    let keyframes = [first] + progresses.dropFirst().map(keyframe)
    subviews.append(HeaderSpec.Subview(id: "v\(index)", keyframes: keyframes))
  }
  for (maxHeight, minHeight, elastic) in [(200.0, 64.0, false), (120, 120, true), (60, 90, true)] {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: maxHeight, minHeight: minHeight, clipsToBounds: true),
      behavior: Behavior(kind: .squareCash, elastic: elastic), subviews: subviews)
    let resolved = ResolvedHeader(spec)
    var expected: [Int: GeometryProblem] = [:]
    for index in subviews.indices {
      let samples =
        ((0...64).map { Double($0) / 64 } + resolved.timelines[index].keyframes.map(\.progress))
        .sorted()
      var worst: (progress: Double, overflow: Double, edge: GeometryProblem.Edge)?
      for p in samples {
        let layout = resolved.layout(subview: index, at: p)
        guard layout.isVisible else { continue }
        let frame = layout.frame
        for (overflow, edge) in [
          (-frame.minX, GeometryProblem.Edge.left), (frame.maxX - resolved.metrics.width, .right),
          (-frame.minY, .top), (frame.maxY - resolved.height(at: p), .bottom),
        ] where overflow > 1e-9 && overflow > worst?.overflow ?? 0 {
          worst = (p, overflow, edge)
        }
      }
      if let worst {
        expected[index] = .outsideBar(
          subview: index, progress: worst.progress, overflow: worst.overflow, edge: worst.edge,
          clipped: true)
      }
    }
    var actual: [Int: GeometryProblem] = [:]
    for problem in resolved.problems {
      if case .outsideBar(let subview, _, _, _, _) = problem { actual[subview] = problem }
    }
    #expect(actual == expected)
    #expect(expected.count > 100 && expected.count < 2900)
  }
}
