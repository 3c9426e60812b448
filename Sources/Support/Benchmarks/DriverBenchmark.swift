import AllocationCounter
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading

/// The app's scroll path on a 20-subview spec (10 keyframes each, centres, anchors and
/// transforms): the time to lay out one subview at one progress, and per frame
/// (`ScrollDriver.scrolled(to:)`, `layout(into:)` and applying every layout to a view) the
/// time and the heap allocations, counted by the AllocationCounter target over 100,000 frames
/// after a warm-up; then an environment change (`ScrollDriver.handle(.environment)`: the spec
/// adapted and resolved again, the progress kept), alternating portrait and landscape on a
/// device mid-drag, 1,000 times (median, 99th percentile, worst). Goals: well under 1 µs per
/// subview; 0 allocations per frame; an environment change under 100 µs. The same frames and
/// changes then run through `HeaderBarController` (`DriverBenchmark+Controller.swift`), with
/// the same goals.
@MainActor
func runDriverBenchmark(arguments: [String]) {
  let subviewCount = 20
  let frames = 100_000
  let spec = benchmarkSpec(subviews: subviewCount, keyframes: 10)
  // The counter's own check: resolving the spec allocates (its timelines).
  let beforeResolving = allocation_count()
  let header = ResolvedHeader(spec)
  let resolving = allocation_count() - beforeResolving
  let clock = ContinuousClock()

  // Layout per subview: every subview at 10,000 progress values, best of 5.
  let samples = (0..<10_000).map { Double($0) / 9_999 * 1.2 - 0.1 }
  var checksum = 0.0
  var bestLayout = Duration.seconds(1_000)
  for _ in 0..<5 {
    bestLayout = min(
      bestLayout,
      clock.measure {
        for p in samples {
          for index in 0..<subviewCount {
            checksum += header.layout(subview: index, at: p).center.x
          }
        }
      })
  }

  // Frames: scroll events over the bar's whole range and back, each laid out and applied.
  let views: [(any LayoutApplicable)?] = (0..<subviewCount).map { _ in BenchmarkView() }
  var driver = ScrollDriver(header: header)
  var layouts: [SubviewLayout] = []
  let offsets = (0..<frames).map { -200 - 20 + Double($0 % 400) * (180.0 / 400) }
  driver.beginDragging(at: -200)
  for offset in offsets.prefix(1_000) {  // warm-up: storage sized, metadata instantiated
    driver.scrolled(to: offset)
    driver.apply(to: views, using: &layouts)
  }
  let allocationsBefore = allocation_count()
  let elapsed = clock.measure {
    for offset in offsets {
      driver.scrolled(to: offset)
      driver.apply(to: views, using: &layouts)
    }
  }
  let allocations = allocation_count() - allocationsBefore
  checksum += layouts[0].center.y

  // Environment changes mid-drag, each followed by one frame in the new environment.
  let changes = 1_000
  let device = Device.preset(named: "iPhone 15")
  var changing = ScrollDriver(spec: spec, environment: EnvironmentChange(device: device))
  changing.beginDragging(at: -changing.scrollView.contentInsetTop)
  changing.scrolled(to: -changing.scrollView.contentInsetTop + 40)
  let orientations: [EnvironmentChange] = [
    EnvironmentChange(orientation: .landscape), EnvironmentChange(orientation: .portrait),
  ]
  var changeTimes: [Duration] = []
  changeTimes.reserveCapacity(changes)
  for index in 0..<changes {
    let event = ScrollEvent.environment(orientations[index % 2])
    changeTimes.append(clock.measure { changing.handle(event) })
    changing.scrolled(to: changing.offset)
    changing.apply(to: views, using: &layouts)
  }
  checksum += changing.progress
  changeTimes.sort()
  let changeMedian = nanoseconds(changeTimes[changes / 2]) / 1000
  let change99 = nanoseconds(changeTimes[changes * 99 / 100]) / 1000
  let changeWorst = nanoseconds(changeTimes[changes - 1]) / 1000

  // The same frames and changes through the controller an app's bar runs.
  let controlled = runControllerFrames(spec: spec, views: views, offsets: offsets, clock: clock)
  let controllerChanges = controlled.changes.sorted()
  let controllerChangeMedian = nanoseconds(controllerChanges[controllerChanges.count / 2]) / 1000

  let perSubview = nanoseconds(bestLayout) / Double(samples.count * subviewCount)
  let perFrame = nanoseconds(elapsed) / Double(frames)
  let counted =
    allocationsBefore < 0
    ? "not counted on this platform"
    : "\(Double(allocations) / Double(frames)) allocations per frame (\(allocations) in all; "
      + "resolving the spec made \(resolving))"
  print(
    "driver: \(subviewCount) subviews x 10 keyframes: layout \(rounded(perSubview)) ns per "
      + "subview (best of 5); \(frames) frames of scroll + layout(into:) + apply: "
      + "\(rounded(perFrame / 1000)) µs per frame, \(counted); environment change "
      + "(adapt + resolve, progress kept): median \(rounded(changeMedian)) µs, 99th percentile "
      + "\(rounded(change99)) µs, worst \(rounded(changeWorst)) µs in \(changes)"
      + " (checksum \(checksum.isFinite ? "ok" : "not finite"))")
  print(
    "controller: \(frames) frames of HeaderBarController.didScroll() (driver, apply, bar "
      + "height, indicator inset, VoiceOver): \(rounded(controlled.perFrame / 1000)) µs per "
      + "frame, \(rounded(controlled.perFrame / Double(subviewCount))) ns per subview, "
      + (controlled.allocations < 0
        ? "allocations not counted on this platform"
        : "\(Double(controlled.allocations) / Double(frames)) allocations per frame "
          + "(\(controlled.allocations) in all)")
      + "; environment change through the controller: median \(rounded(controllerChangeMedian)) µs"
      + " in \(controllerChanges.count)")
}

/// A view that keeps what it is given, as a UIView's properties would.
@MainActor
private final class BenchmarkView: LayoutApplicable {
  var frame = Rect.zero
  var transform = HeaderAffineTransform.identity
  var alpha = 1.0
  var hidden = false
  var zIndex = 0

  func applyFrame(_ frame: Rect, transform: HeaderAffineTransform) {
    self.frame = frame
    self.transform = transform
  }
  func applyAlpha(_ alpha: Double) { self.alpha = alpha }
  func applyHidden(_ hidden: Bool) { self.hidden = hidden }
  func applyZIndex(_ zIndex: Int) { self.zIndex = zIndex }
}

private func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
