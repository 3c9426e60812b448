import Foundation
import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis
import SpecRendering
import TestSupport
import Testing

/// `simulate` and the library's driver agree in every environment a bundled example supports:
/// the real binary's JSON records, given the environment as flags, are the text of the records
/// a `ScrollDriver` built for the same environment gives in process (content sizes cut to the
/// smallest, the reference and the largest, where the layout changes most, to keep the number
/// of runs down; `controllerRecordsAreSimulationsInEveryEnvironment` covers all 432 in process).
@Suite struct SimulateEnvironmentTests {
  static let folder = TestFiles.root + "/Schemas/examples/"
  /// Scroll gestures without environment events (the examples' own scenarios change the
  /// environment, and hold expectations for their own spec only).
  static let gestures = TestFiles.root + "/Tests/SchemaCorpus/events/valid/"

  @Test func simulateIsTheDriverInEverySupportedEnvironment() throws {
    let names = TestFiles.list(Self.folder)
    let specs = names.filter { $0.hasSuffix(".header.json") }
    let eventFiles = ["square-cash-drag.events.json", "safari-fling.events.json"]
    #expect(specs.count == 6)
    var runs = 0
    for name in specs {
      let loaded = try LoadedHeaderSpec(bytes: try #require(TestFiles.read(Self.folder + name)))
      let supports = loaded.spec.supports
      #expect(!supports.isEmpty, "\(name) says where it runs")
      var matrix = supports
      let sizes: [HeaderEnvironment.ContentSizeCategory] = [.xSmall, .large, .accessibility5]
      matrix.contentSizes = supports.contentSizes.filter(sizes.contains)
      for (index, (device, environment)) in matrix.environments.enumerated() {
        let eventsName = eventFiles[index % eventFiles.count]
        let eventsBytes = try #require(TestFiles.read(Self.gestures + eventsName))
        let flags = [
          "--device", device.name, "--orientation", "\(environment.orientation)",
          "--content-size", environment.contentSize.shortName,
          "--layout-direction", "\(environment.layoutDirection)",
        ]
        let result = try HeaderspecRunner.run(
          [
            "simulate", Self.folder + name, "--events", Self.gestures + eventsName, "--format",
            "json",
          ]
            + flags)
        #expect(result.status == 0, "\(name) \(flags): \(result.stderr)")
        let document = EventsDocument(
          bytes: eventsBytes, contentInsetTop: loaded.spec.metrics.contentInsetTop)
        var driver = ScrollDriver(
          spec: loaded.spec,
          environment: EnvironmentChange(
            device: device, orientation: environment.orientation,
            contentSize: environment.contentSize, layoutDirection: environment.layoutDirection),
          scrollView: document.scrollView,
          insetFollowsSpec: !document.givenScrollViewKeys.contains("contentInsetTop"),
          viewportFollowsScreen: !document.givenScrollViewKeys.contains("viewportHeight"))
        let records = try #require(document.events).map { driver.handle($0) }
        let finite = records.allSatisfy { $0.isFinite }
        #expect(finite, "\(name) \(flags)")
        let expected = PreviewJSON.records(records).text(.pretty) + "\n"
        #expect(result.stdout == expected, "\(name) \(flags)")
        runs += 1
      }
    }
    #expect(runs >= 100)
  }
}
