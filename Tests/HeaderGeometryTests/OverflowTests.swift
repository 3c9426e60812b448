import GeometryChecks
import HeaderGeometry
import Testing

/// `geometryOverflow`: finite numbers whose layout is not, found at the value, and layouts
/// that stay finite left alone.
@Suite struct OverflowTests {
  static func spec(_ keyframes: [Keyframe], bar: Bar = Bar(maxHeight: 100, minHeight: 50))
    -> HeaderSpec
  {
    HeaderSpec(
      bar: bar, behavior: Behavior(kind: .squareCash, snappingEnabled: false),
      subviews: [HeaderSpec.Subview(id: "v", keyframes: keyframes)])
  }

  static func overflows(_ spec: HeaderSpec) -> [GeometryProblem] {
    spec.geometryProblems.filter { if case .geometryOverflow = $0 { true } else { false } }
  }

  @Test func aFrameWhoseRightEdgeOverflowsIsAnErrorAtItsKeyframe() {
    let spec = Self.spec([
      Keyframe(progress: 0, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
      Keyframe(progress: 1, frame: Rect(x: 1.7e308, y: 0, width: 1.7e308, height: 10)),
    ])
    #expect(!ResolvedHeader(spec).layout(at: 1).isFinite)
    #expect(Self.overflows(spec) == [.geometryOverflow(.keyframe(subview: 0, keyframe: 1))])
    // No "reaches infinity pt past the bar" beside it.
    #expect(!spec.geometryProblems.contains { if case .outsideBar = $0 { true } else { false } })
  }

  @Test func keyframesFiniteAloneButNotInBetweenAreFound() {
    // Scale 1e200 to 1 while the width goes 1 to 1e200: at progress 0.5 the product is 2.5e399.
    let spec = Self.spec([
      Keyframe(
        progress: 0, center: Point(x: 0, y: 0), size: Size(width: 1, height: 1),
        transform: .parts(scaleX: 1e200, scaleY: 1e200)),
      Keyframe(
        progress: 1, size: Size(width: 1e200, height: 1), transform: .parts()),
    ])
    let header = ResolvedHeader(spec)
    #expect(header.layout(at: 0).isFinite && header.layout(at: 1).isFinite)
    #expect(!header.layout(at: 0.5).isFinite)
    #expect(Self.overflows(spec).count == 1)
  }

  @Test func largeButComputableNumbersAreNotOverflows() {
    let spec = Self.spec([
      Keyframe(progress: 0, center: Point(x: 1e300, y: 0), size: Size(width: 1e300, height: 1))
    ])
    #expect(Self.overflows(spec) == [])
    #expect(ResolvedHeader(spec).layout(at: 0.5).isFinite)
  }

  @Test func aBarHeightTooLargeToComputeWithIsAnErrorAtIt() {
    let spec = Self.spec([], bar: Bar(maxHeight: 1.7e308, minHeight: 50))
    #expect(Self.overflows(spec) == [.geometryOverflow(.bar(.maxHeight))])
  }

  @Test func anElasticBarFarBelowZeroIsTheFirstOverflowingProgress() {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      behavior: Behavior(kind: .squareCash, elastic: true, snappingEnabled: false))
    let header = ResolvedHeader(spec)
    #expect(Self.overflows(spec) == [])
    #expect(header.firstOverflowingProgress([0, -1, -1e307, -1e308]) == -1e307)
    #expect(header.firstOverflowingProgress([0, 0.5, 1]) == nil)
  }

  @Test func aSearchFieldBeyondDoubleIsAnErrorAtTheSearchBarsKeyframe() {
    let field = SearchBar(fieldInsetY: 1.7e308, fieldHeight: 1.7e308)
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      behavior: Behavior(kind: .squareCash, snappingEnabled: false),
      subviews: [
        HeaderSpec.Subview(
          id: "s", kind: .searchBar(field),
          keyframes: [Keyframe(progress: 0, center: Point(x: 187.5, y: 28))])
      ])
    #expect(!ResolvedHeader(spec).layout(at: 0).isFinite)
    #expect(Self.overflows(spec) == [.geometryOverflow(.keyframe(subview: 0, keyframe: 0))])
  }

  @Test func aTitleMenuWiderThanDoubleIsAnErrorAtTheSubview() {
    let menu = TitleMenu(items: ["时刻时刻"], largeSelectedFontSize: 1e308)
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      behavior: Behavior(kind: .squareCash, snappingEnabled: false),
      subviews: [HeaderSpec.Subview(id: "m", kind: .titleMenu(menu))])
    #expect(!ResolvedHeader(spec).layout(at: 0).isFinite)
    #expect(Self.overflows(spec) == [.geometryOverflow(.subview(0))])
    let fitting = TitleMenu(items: ["时刻时刻"], largeSelectedFontSize: 1e300)
    let fine = HeaderSpec(
      bar: spec.bar, behavior: spec.behavior,
      subviews: [HeaderSpec.Subview(id: "m", kind: .titleMenu(fitting))])
    #expect(Self.overflows(fine) == [])
  }
}
