import Foundation
import Testing

/// `simulate` with the events an app makes (Schemas/EVENTS.md): environment, contentHeight,
/// setProgress and scrollToTop, through the real binary. The spec is
/// `PreviewCommandTests.spec`: 200 to 65 pt (R = 135), inset 200, under a 20 pt status bar;
/// on a device with top inset t both heights and the inset grow by t - 20.
@Suite struct SimulateAppEventsTests {
  static func records(_ events: String, flags: [String] = []) throws -> [[String: Any]] {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    let file = try HeaderspecRunner.file(events, name: "events.json")
    let result = try HeaderspecRunner.run(
      ["simulate", spec, "--events", file, "--format", "json"] + flags)
    #expect(result.status == 0, "\(result.stderr)")
    return result.json?["records"] as? [[String: Any]] ?? []
  }

  static func numbers(_ records: [[String: Any]], _ key: String) -> [Double] {
    records.map { $0[key] as? Double ?? .nan }
  }

  @Test func everyAppEventGivesItsRecord() throws {
    let records = try Self.records(
      """
      { "events": [
        { "type": "beginDrag", "offset": -200 }, { "type": "scroll", "offset": -146 },
        { "type": "environment", "device": "iPhone 15", "orientation": "landscape" },
        { "type": "contentHeight", "contentHeight": 100 },
        { "type": "setProgress", "progress": 1, "animated": true },
        { "type": "scrollToTop" },
        { "type": "environment", "orientation": "portrait" },
        { "type": "setProgress", "progress": 0.2 } ] }
      """)
    #expect(
      records.map { $0["type"] as? String } == [
        "beginDrag", "scroll", "environment", "contentHeight", "setProgress", "scrollToTop",
        "environment", "setProgress",
      ])
    // Landscape iPhone 15 has no status bar: 180 to 45 pt, inset 180; p = 0.4 is kept.
    // 100 pt of content in its 393 pt tall viewport cannot scroll: back to the top.
    // setProgress 1 moves the content by R; scrollToTop goes back; in portrait (t = 59) the
    // top is -239; 0.2 moves it by 27.
    let offsets = Self.numbers(records, "offset")
    let expectedOffsets: [Double] = [-200, -146, 0.4 * 135 - 180, -180, -45, -180, -239, -212.0]
    #expect(zip(offsets, expectedOffsets).allSatisfy { abs($0 - $1) < 1e-9 }, "\(offsets)")
    let progress = Self.numbers(records, "progress")
    let expectedProgress: [Double] = [0, 0.4, 0.4, 0, 1, 0, 0, 0.2]
    #expect(zip(progress, expectedProgress).allSatisfy { abs($0 - $1) < 1e-9 }, "\(progress)")
    let heights = Self.numbers(records, "height")
    let expectedHeights: [Double] = [200, 146, 180 - 54, 180, 45, 180, 239, 239 - 27.0]
    #expect(zip(heights, expectedHeights).allSatisfy { abs($0 - $1) < 1e-9 }, "\(heights)")
    #expect(records.allSatisfy { $0["snappedTo"] is NSNull })
  }

  /// An `environment` event merges over the flags: `--device` stays, the orientation changes.
  @Test func anEnvironmentEventMergesOverTheFlags() throws {
    let events = """
      { "events": [ { "type": "environment", "orientation": "landscape" },
        { "type": "environment", "contentSize": "AX2" } ] }
      """
    let onDevice = try Self.records(events, flags: ["--device", "iPhone 15"])
    #expect(Self.numbers(onDevice, "height") == [180, 180])
    #expect(Self.numbers(onDevice, "offset") == [-180, -180])
    // A custom top inset stays through the rotation (an omitted key keeps its value): 200 + 24.
    let custom = try Self.records(events, flags: ["--top-inset", "44"])
    #expect(Self.numbers(custom, "height") == [224, 224])
  }

  /// Without a flag, the keys are the project configuration's `environment`'s.
  @Test func anEnvironmentEventMergesOverTheConfiguration() throws {
    let directory = HeaderspecRunner.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{ "environment": { "device": "iPhone 15" } }"#.utf8)
      .write(to: directory.appendingPathComponent(".headerspec.json"))
    try Data(PreviewCommandTests.spec.utf8)
      .write(to: directory.appendingPathComponent("s.header.json"))
    try Data(
      #"{ "events": [ { "type": "scrollToTop" }, { "type": "environment", "orientation": "landscape" } ] }"#
        .utf8
    ).write(to: directory.appendingPathComponent("events.json"))
    let result = try HeaderspecRunner.run(
      ["simulate", "s.header.json", "--events", "events.json", "--format", "json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let records = result.json?["records"] as? [[String: Any]] ?? []
    // The iPhone 15 in portrait (t = 59), then in landscape (no status bar).
    #expect(Self.numbers(records, "height") == [239, 180])
  }

  @Test func misspelledTypesAndKeysGetASuggestion() throws {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    let file = try HeaderspecRunner.file(
      """
      { "events": [ { "type": "setProgres", "progress": 1 },
        { "type": "environment", "orientatoin": "landscape" },
        { "type": "scrollToTop", "offset": 0 } ] }
      """, name: "events.json")
    let result = try HeaderspecRunner.run(["simulate", spec, "--events", file])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("did you mean setProgress? [HS204]"))
    #expect(
      result.stderr.contains(#"unknown key "orientatoin" in events[1]; did you mean orientation?"#))
    #expect(result.stderr.contains("offset is not allowed here"))
  }

  @Test func theTextTableNamesTheNewEvents() throws {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    let file = try HeaderspecRunner.file(
      #"{ "events": [ { "type": "setProgress", "progress": 1 }, { "type": "scrollToTop" } ] }"#,
      name: "events.json")
    let result = try HeaderspecRunner.run(["simulate", spec, "--events", file])
    #expect(result.status == 0)
    let rows = result.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: " ").map(String.init)
    }
    #expect(rows.map(\.first) == ["setProgress", "scrollToTop"])
    #expect(rows.first?.dropFirst().first == "-65")
    #expect(rows.last?.dropFirst().first == "-200")
  }
}
