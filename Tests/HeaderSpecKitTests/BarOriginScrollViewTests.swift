import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import TestSupport
import Testing

/// A bar below the status bar over a screen-tall scroll view (the UIKit recipe): the scroll
/// view's inset counts the bar's origin, so the content starts right under the bar as
/// `preview` draws it; the controller's records are those of the bar alone; and a rotation
/// that hides the status bar moves the origin and the content with it.
@MainActor
@Suite struct BarOriginScrollViewTests {
  static func largeTitleAvatar() throws -> HeaderSpec {
    let bytes = try #require(
      TestFiles.read(TestFiles.root + "/Schemas/examples/large-title-avatar.header.json"))
    return try LoadedHeaderSpec(bytes: bytes).spec
  }

  @Test func theContentStartsUnderTheBarAndTheRecordsAreTheBars() throws {
    let spec = try Self.largeTitleAvatar()
    let iPhone15 = try #require(Device.preset(named: "iPhone 15"))
    let environment = EnvironmentChange(device: iPhone15)
    let origin = spec.barOrigin(in: try #require(environment.environment))
    #expect(origin == 59)  // a large-title bar sits below the status bar
    let screen = RecordingScrollView(contentHeight: 3000, viewportHeight: 852)
    let scrollView = BarOriginScrollView(screen, origin: origin)
    let controller = HeaderBarController(spec: spec, environment: environment)
    controller.attach(to: scrollView)
    let height = controller.height
    // UIKit's numbers count the origin: the content rests right under the bar's bottom edge.
    #expect(screen.contentInsetTop == origin + height)
    #expect(screen.contentOffsetY == -(origin + height))
    #expect(screen.indicatorInsetTop == origin + height)
    // The same drag on a bar alone (the driver over the bar's own scroll view) gives the
    // same records.
    var driver = ScrollDriver(
      spec: spec, environment: environment,
      scrollView: ScrollViewMetrics(
        contentInsetTop: height, contentHeight: 3000, viewportHeight: 852 - origin))
    screen.userScroll(to: -(origin + height) + 30)
    let record = try #require(controller.didScroll())
    #expect(record == driver.scrolled(to: -height + 30))
    #expect(controller.progress > 0)
  }

  @Test func aRotationThatHidesTheStatusBarMovesTheOrigin() throws {
    let spec = try Self.largeTitleAvatar()
    let iPhone15 = try #require(Device.preset(named: "iPhone 15"))
    let portrait = EnvironmentChange(device: iPhone15, orientation: .portrait)
    let screen = RecordingScrollView(contentHeight: 3000, viewportHeight: 852)
    let scrollView = BarOriginScrollView(screen, origin: 59)
    let controller = HeaderBarController(spec: spec, environment: portrait)
    controller.attach(to: scrollView)
    // At the top, turned to landscape: no status bar, so the bar's origin is 0 and the
    // content rests right under the inline bar.
    var landscape = portrait
    landscape.orientation = .landscape
    let environment = try #require(landscape.environment)
    scrollView.origin = spec.barOrigin(in: environment)
    #expect(scrollView.origin == 0)
    let record = controller.change(environment: landscape)
    #expect(screen.contentInsetTop == controller.driver.scrollView.contentInsetTop)
    #expect(screen.contentOffsetY == record.offset)
    #expect(record.offset == -controller.height)
    // And back: the origin and the inset count the status bar again.
    scrollView.origin = 59
    let back = controller.change(environment: portrait)
    #expect(screen.contentInsetTop == 59 + controller.driver.scrollView.contentInsetTop)
    #expect(screen.contentOffsetY == back.offset - 59)
    #expect(back.progress == 0)
  }
}
