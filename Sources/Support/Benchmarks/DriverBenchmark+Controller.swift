import AllocationCounter
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading

/// The same frames through `HeaderBarController`, as `HeaderBarView` runs them in an app: the
/// scroll view's offset moves, `didScroll()` reads it, feeds the driver, applies every layout
/// to its view, sets the bar's height and the indicator inset, and updates what VoiceOver
/// skips. Then environment changes mid-drag through the controller (`change(environment:)`:
/// the spec adapted and resolved again, the inset and the content moved, the bar laid out).
@MainActor
func runControllerFrames(
  spec: HeaderSpec, views: [(any LayoutApplicable)?], offsets: [Double], clock: ContinuousClock
) -> (perFrame: Double, allocations: Int, changes: [Duration]) {
  let scrollView = BenchmarkScrollView()
  let bar = BenchmarkBar()
  let controller = HeaderBarController(spec: spec, views: views)
  controller.bar = bar
  controller.attach(to: scrollView)
  scrollView.offset = -scrollView.contentInsetTop
  controller.willBeginDragging()
  for offset in offsets.prefix(1_000) {  // warm-up: storage sized, metadata instantiated
    scrollView.offset = offset
    controller.didScroll()
  }
  let allocationsBefore = allocation_count()
  let elapsed = clock.measure {
    for offset in offsets {
      scrollView.offset = offset
      controller.didScroll()
    }
  }
  let allocations = allocationsBefore < 0 ? -1 : allocation_count() - allocationsBefore

  let device = Device.preset(named: "iPhone 15")
  let environments = [Orientation.landscape, .portrait].compactMap { orientation in
    device.map {
      EnvironmentChange(
        $0.environment(orientation: orientation, contentSize: .large, layoutDirection: .ltr))
    }
  }
  controller.change(environment: environments[1])
  scrollView.offset = -scrollView.contentInsetTop + 40
  controller.didScroll()
  var changes: [Duration] = []
  changes.reserveCapacity(1_000)
  for index in 0..<1_000 {
    let environment = environments[index % environments.count]
    changes.append(clock.measure { controller.change(environment: environment) })
    controller.didScroll()
  }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return (seconds * 1e9 / Double(offsets.count), allocations, changes)
}

/// A scroll view that keeps what it is given, as a UIScrollView's properties would.
@MainActor
private final class BenchmarkScrollView: ScrollViewControlling {
  var offset = 0.0
  var contentOffsetY: Double {
    get { offset }
    set { offset = newValue }
  }
  var contentInsetTop = 0.0
  var indicatorInsetTop = 0.0
  var insetAdjustment = ContentInsetAdjustmentBehavior.automatic
  var contentHeight = 10_000.0
  var viewportHeight = 667.0
}

/// A bar that keeps its height and runs animations at once.
@MainActor
private final class BenchmarkBar: HeaderBarDisplaying {
  var height = 0.0
  var prefersReducedMotion = false
  func applyBarHeight(_ height: Double) { self.height = height }
  func animate(_ animation: HeaderBarAnimation, changes: @escaping @MainActor () -> Void) {
    changes()
  }
}
