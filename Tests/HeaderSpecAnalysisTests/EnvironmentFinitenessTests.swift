import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// Every bundled example in every environment of a distinct screen (device x orientation x
/// content size x direction, 528 each): every output of the geometry core is finite (the
/// bar's numbers, the layouts with their frames, alpha and transforms, the problems' numbers,
/// and a driver's records and layouts over a scroll through the whole range and past both
/// ends). A pinned bar stays at its pinned progress.
@Suite struct EnvironmentFinitenessTests {
  static let folder = TestFiles.root + "/Schemas/examples"
  static let names = TestFiles.list(folder).filter { $0.hasSuffix(".header.json") }.sorted()

  /// Every preset of its own screen in both orientations, at every content size, in both
  /// directions.
  static let everyEnvironment = EnvironmentMatrix(
    devices: distinctScreenDevices, orientations: Orientation.allCases,
    contentSizes: HeaderEnvironment.ContentSizeCategory.allCases,
    layoutDirections: HeaderEnvironment.LayoutDirection.allCases)

  static var environments: [HeaderEnvironment] { everyEnvironment.environments.map(\.environment) }

  @Test func theMatrixHasEveryExample() {
    #expect(Self.names.count == 6)
    #expect(Self.environments.count == 11 * 2 * 12 * 2)
  }

  @Test(arguments: names) func everyOutputIsFiniteInEveryEnvironment(_ name: String) throws {
    let bytes = try #require(TestFiles.read(Self.folder + "/" + name))
    let document = SpecDocument(bytes: bytes)
    #expect(document.diagnostics.allSatisfy { $0.severity != .error }, "\(name) is accepted")
    Self.expectFiniteEverywhere(try #require(document.spec), name, examples: true)
  }

  /// The same over a generated family (`GeneratedSpecs`), for each spec `check` accepts (most
  /// of them: the test says when too few are): every output finite in every environment.
  @Test(arguments: [Array(1...10), Array(11...20), Array(21...30), Array(31...40)] as [[UInt64]])
  func everyOutputOfAGeneratedSpecIsFinite(_ seeds: [UInt64]) {
    var accepted = 0
    for seed in seeds {
      let document = SpecDocument(text: GeneratedSpecs.text(seed: seed, everyEnvironment: false))
      guard document.diagnostics.allSatisfy({ $0.severity != .error }), let spec = document.spec
      else { continue }
      accepted += 1
      Self.expectFiniteEverywhere(spec, "generated \(seed)", examples: false)
    }
    #expect(accepted * 2 >= seeds.count, "\(accepted) of \(seeds) accepted")
  }

  /// Over the same family with every environment supported: a subview whose size is negative
  /// in some environment at some progress is diagnosed (a diagnostic within its source, from
  /// the matrix `check` runs); and most specs are accepted.
  @Test(arguments: [Array(41...50), Array(51...60)] as [[UInt64]])
  func everyNegativeSizeIsDiagnosed(_ seeds: [UInt64]) throws {
    var accepted = 0
    var negative = 0
    for seed in seeds {
      let document = SpecDocument(text: GeneratedSpecs.text(seed: seed, everyEnvironment: true))
      guard document.diagnostics.allSatisfy({ $0.severity != .error }), let spec = document.spec
      else { continue }
      accepted += 1
      for (_, environment) in spec.supports.environments {
        let header = ResolvedHeader(spec.adapted(to: environment))
        for index in spec.subviews.indices {
          let sizes = [0, 0.25, 0.5, 0.75, 1].map { header.layout(subview: index, at: $0).size }
          guard sizes.contains(where: { $0.width < -1e-9 || $0.height < -1e-9 }) else { continue }
          negative += 1
          let source = try #require(document.sourceMap.ranges(.subview(index))).value
          #expect(
            document.diagnostics.contains {
              $0.range.start >= source.start && $0.range.end <= source.end
            }, "generated \(seed), v\(index) in \(environment): \(sizes)")
        }
      }
    }
    #expect(accepted * 2 >= seeds.count, "\(accepted) of \(seeds) accepted")
    #expect(negative > 0, "the family makes a negative size somewhere")
  }

  /// In every environment: the bar's numbers, the layouts at six progress values, the
  /// problems' numbers, and a driver's records and layouts over a scroll are finite; a bar
  /// with equal heights is pinned, and in a bundled example never reports them as a problem.
  static func expectFiniteEverywhere(_ spec: HeaderSpec, _ name: String, examples: Bool) {
    for environment in Self.environments {
      let label = "\(name) \(environment)"
      let adapted = spec.adapted(to: environment)
      let header = ResolvedHeader(adapted)
      let metrics = header.metrics
      let bar = [metrics.maxHeight, metrics.minHeight, metrics.contentInsetTop]
      #expect(bar.allSatisfy { $0.isFinite }, "\(label)")
      for p in [-0.5, 0, 0.25, 0.5, 0.75, 1] {
        #expect(header.layout(at: p).isFinite, "\(label) at \(p)")
      }
      let problems = header.problems + header.environmentProblems(in: environment)
      #expect(problems.allSatisfy { Self.allNumbersFinite($0) }, "\(label): \(problems)")
      // A bar with no distance to collapse over is pinned (no scroll divides by it); a bundled
      // example never becomes one.
      if metrics.maxHeight == metrics.minHeight {
        #expect(adapted.pinnedProgress != nil, "\(label)")
      }
      if examples {
        #expect(
          !problems.contains(.equalHeightsWithMovingBehavior(height: metrics.maxHeight)),
          "\(label)")
      }
      Self.scroll(header, in: environment, label)
    }
  }

  /// A driver over a pull past the top, a scroll through the range and past its end, a
  /// release and a deceleration: finite records and layouts; a pinned bar never leaves its
  /// progress.
  static func scroll(_ header: ResolvedHeader, in environment: HeaderEnvironment, _ label: String) {
    let inset = header.metrics.contentInsetTop
    let range = header.metrics.range
    let scrollView = ScrollViewMetrics(
      contentInsetTop: inset, viewportHeight: environment.screenHeight ?? 667)
    var driver = ScrollDriver(header: header, scrollView: scrollView)
    let pinned = header.spec.pinnedProgress
    var offsets = [-inset - 80, -inset]
    for step in 0...8 { offsets.append(-inset + range * Double(step) / 4) }
    var events: [ScrollEvent] = [.beginDrag(offset: offsets[0])]
    events += offsets.map { ScrollEvent.scroll(offset: $0) }
    events += [
      .endDrag(offset: offsets.last!, velocity: 900, decelerate: true),
      .scroll(offset: -inset + range * 0.3), .endDecelerate(offset: -inset + range * 0.3),
    ]
    var layouts: [SubviewLayout] = []
    for event in events {
      let record = driver.handle(event)
      #expect(record.isFinite, "\(label) \(event)")
      if let pinned { #expect(record.progress == pinned, "\(label) \(event)") }
      driver.layout(into: &layouts)
      #expect(
        layouts.allSatisfy { layout in
          let t = layout.transform
          let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty]
          return layout.frame.x.isFinite && layout.frame.y.isFinite
            && layout.frame.width.isFinite && layout.frame.height.isFinite
            && layout.alpha.isFinite && layout.cornerRadius.isFinite
            && numbers.allSatisfy { $0.isFinite }
        }, "\(label) \(event)")
    }
  }

  /// Whether every `Double` anywhere inside `value` (walked by reflection) is finite.
  static func allNumbersFinite(_ value: Any) -> Bool {
    if let number = value as? Double { return number.isFinite }
    return Mirror(reflecting: value).children.allSatisfy { allNumbersFinite($0.value) }
  }
}
