import Foundation
import SpecRendering
import Testing

/// `preview --format html` through the real binary: a self-contained page under its own
/// content security policy, with the core's layout at every 0.005 of progress for each
/// environment. That the page shows these frames in a browser is `.ci/checks/browser`'s test.
@Suite struct PreviewHTMLTests {
  /// `PreviewCommandTests.spec` with a `supports` list of two devices in two directions.
  static let spec = PreviewCommandTests.spec.replacingOccurrences(
    of: #""version": 1,"#,
    with: #""version": 1, "supports": { "devices": ["iPhone 11", "iPhone 11 Pro"], "#
      + #""layoutDirections": ["ltr", "rtl"] },"#)

  func page(_ extra: [String] = []) throws -> String {
    let file = try HeaderspecRunner.file(Self.spec, name: "profile.header.json")
    let result = try HeaderspecRunner.run(["preview", file, "--format", "html"] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// The page data, parsed as the page's script parses it.
  func data(_ page: String) throws -> [String: Any] {
    let start = try #require(
      page.range(of: #"<script type="application/json" id="headerspec-data">"#))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = String(page[start.upperBound..<end.lowerBound])
    return try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test func thePageLoadsNothingAndAllowsOnlyItsOwnScript() throws {
    let page = try page()
    let policy = try #require(
      page.range(of: #"content="default-src 'none'; style-src 'nonce-"#), "no policy")
    #expect(!page[policy.upperBound...].isEmpty)
    // One script runs (with the nonce); the other is a data block.
    #expect(page.components(separatedBy: "<script").count - 1 == 2)
    #expect(page.components(separatedBy: "<script nonce=\"").count - 1 == 1)
    #expect(page.components(separatedBy: "<style nonce=\"").count - 1 == 1)
    for banned in [
      "src=", "href=", "https:", "url(http", "eval(", "new Function", " style=\"", "onclick",
    ] {
      #expect(!page.contains(banned), "the page contains \(banned)")
    }
    // The only URL is the SVG namespace, which names and loads nothing.
    #expect(page.components(separatedBy: "http:").count - 1 == 2)  // script's NS and #stage
  }

  @Test func everyEnvironmentHas201SamplesOfEverySubview() throws {
    let data = try data(try page())
    let environments = try #require(data["environments"] as? [[String: Any]])
    // As written, then 2 devices x 2 directions.
    #expect(
      environments.map { $0["label"] as? String } == [
        "as written · 375 pt", "iPhone 11 · portrait · L · ltr", "iPhone 11 · portrait · L · rtl",
        "iPhone 11 Pro · portrait · L · ltr", "iPhone 11 Pro · portrait · L · rtl",
      ])
    #expect(environments.map { $0["width"] as? Double } == [375, 414, 414, 375, 375])
    for environment in environments {
      let samples = try #require(environment["samples"] as? [[Any]])
      #expect(samples.count == 201)
      #expect(samples.allSatisfy { $0.count == 5 })  // the height and 4 subviews
      let gesture = try #require(environment["gesture"] as? [[Any]])
      #expect(gesture.count == 47)  // PreviewGesture.events
    }
    #expect(data["omitted"] as? Double == 0)
  }

  /// The sample at index 100 is the core's layout at 0.5, as `--format json` prints it.
  @Test func aSampleIsTheJSONPreviewsLayout() throws {
    let data = try data(try page())
    let environments = try #require(data["environments"] as? [[String: Any]])
    let sample = try #require((environments[0]["samples"] as? [[Any]])?[100])
    #expect(sample[0] as? Double == 132.5)
    let name = try #require(sample[2] as? [Any])
    let json = try PreviewCommandTests().samples("0.5")[0]
    let subviews = try #require(json["subviews"] as? [[String: Any]])
    let frame = try #require(subviews[1]["frame"] as? [Double])
    let row = name.prefix(4).compactMap { $0 as? Double }
    #expect(row.count == 4)
    for (a, b) in zip(row, frame) { #expect(abs(a - b) <= 0.0005) }
    // The search bar's row ends with its field's frame, the menu's with its items.
    #expect((sample[4] as? [Any])?.last is [Any])
    #expect(((sample[3] as? [Any])?.last as? [Any])?.count == 2)
  }

  @Test func theEnvironmentFlagsChooseTheFirstEnvironment() throws {
    let data = try data(try page(["--layout-direction", "rtl"]))
    let environments = try #require(data["environments"] as? [[String: Any]])
    #expect(environments.first?["label"] as? String == "375 pt · portrait · L · rtl")
  }

  @Test func thePageIsTheSameForTheSameSpec() throws {
    #expect(try page() == (try page()))
  }

  @Test func moreThanOneFileIsAUsageError() throws {
    let file = try HeaderspecRunner.file(Self.spec, name: "profile.header.json")
    let result = try HeaderspecRunner.run(["preview", file, file, "--format", "html"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--format html draws one FILE at a time"))
  }

  /// With `--events`, the first environment's play button replays the events file as
  /// `simulate` records it (progress, height, type per record, to thousandths); the other
  /// environments keep the built-in gesture. Without `--format html` it is a usage error.
  @Test func eventsReplayInThePage() throws {
    let events = try HeaderspecRunner.file(
      #"{ "events": [ { "type": "beginDrag", "offset": -200 }, "#
        + #"{ "type": "scroll", "offset": -150 }, { "type": "endDrag", "offset": -150 } ] }"#,
      name: "drag.events.json")
    let environments = try #require(
      data(try page(["--events", events]))["environments"] as? [[String: Any]])
    let gesture = try #require(environments.first?["gesture"] as? [[Any]])
    let file = try HeaderspecRunner.file(Self.spec, name: "profile.header.json")
    let simulated = try HeaderspecRunner.run(
      ["simulate", file, "--events", events, "--format", "json"])
    let records = try #require(
      (try JSONSerialization.jsonObject(with: Data(simulated.stdout.utf8)) as? [String: Any])?[
        "records"] as? [[String: Any]])
    #expect(gesture.count == records.count && records.count == 3)
    // The page's numbers are rounded to thousandths.
    func near(_ shown: Any, _ exact: Any?) -> Bool {
      guard let shown = shown as? Double, let exact = exact as? Double else { return false }
      return abs(shown - exact) <= 0.0005
    }
    for (shown, record) in zip(gesture, records) {
      #expect(near(shown[0], record["progress"]))
      #expect(near(shown[1], record["height"]))
      #expect(shown[2] as? String == record["type"] as? String)
    }
    #expect((environments.last?["gesture"] as? [[Any]])?.count == 47)
    // The play button says what it plays.
    #expect(environments.first?["play"] as? String == "Play 3 events")
    #expect(environments.last?["play"] == nil)
    let refused = try HeaderspecRunner.run(["preview", file, "--events", events])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--events replays in the HTML page; add --format html"))
  }
}
