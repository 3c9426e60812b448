import Foundation
import Testing

@Suite struct SimulateCommandTests {
  /// The events of Schemas/FORMAT.md#events-file (and an `endDecelerate`) on the spec of
  /// Schemas/FORMAT.md#document: R = 135, inset 200.
  @Test func recordsFollowTheEventsAndTheSnap() throws {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    let events = try HeaderspecRunner.file(
      """
      { "scrollView": { "contentInsetTop": 200, "contentHeight": 2000, "viewportHeight": 667 },
        "events": [ { "type": "beginDrag", "offset": -200 }, { "type": "scroll", "offset": -150 },
          { "type": "endDrag", "offset": -150, "velocity": 0, "decelerate": false },
          { "type": "endDecelerate", "offset": -150 } ] }
      """, name: "events.json")
    let result = try HeaderspecRunner.run([
      "simulate", spec, "--events", events, "--format", "json",
    ])
    #expect(result.status == 0)
    let records = result.json?["records"] as? [[String: Any]] ?? []
    #expect(
      records.map { $0["type"] as? String } == ["beginDrag", "scroll", "endDrag", "endDecelerate"])
    // Scroll: p = 50 / 135, height 150. endDrag snaps to 0 and moves the offset by -50.
    #expect(abs((records[1]["progress"] as? Double ?? 0) - 50.0 / 135) < 1e-12)
    #expect(records[1]["height"] as? Double == 150)
    // Full precision: the shortest round-trip form of 50 / 135 (as Python's repr gives it).
    #expect(result.stdout.contains("\"progress\": 0.37037037037037035,"))
    #expect(records[1]["snappedTo"] is NSNull)
    #expect(records[2]["snappedTo"] as? Double == 0)
    #expect(records[2]["offset"] as? Double == -200)
    #expect(records[2]["height"] as? Double == 200)
  }

  /// A key given twice in an events file is an error (a warning in a spec): Foundation's
  /// `JSONDecoder`, with which an app reads recorded events, takes the first value, and the
  /// replay must be the app's.
  @Test func aKeyGivenTwiceInAnEventsFileIsRefused() throws {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    let events = try HeaderspecRunner.file(
      #"{ "events": [ { "type": "scroll", "offset": -150, "offset": -100 } ] }"#,
      name: "events.json")
    let result = try HeaderspecRunner.run(["simulate", spec, "--events", events])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("error: Duplicate property offset [HS116]"), "\(result.stderr)")
  }

  /// More events than simulate replays: refused with the count, before any is replayed; the
  /// limit itself is replayed.
  @Test func moreThanTheLimitOfEventsIsRefused() throws {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    func events(_ count: Int) throws -> String {
      let event = #"{ "type": "scroll", "offset": -150 }"#
      let list = Array(repeating: event, count: count).joined(separator: ",\n")
      return try HeaderspecRunner.file(#"{ "events": [\#n"# + list + "] }", name: "events.json")
    }
    let over = try HeaderspecRunner.run(["simulate", spec, "--events", try events(100_001)])
    #expect(over.status == 1)
    #expect(over.stderr.contains("events.json: 100001 events; simulate replays at most 100000"))
    #expect(over.stdout.isEmpty)
    let limit = try HeaderspecRunner.run(["simulate", spec, "--events", try events(100_000)])
    #expect(limit.status == 0)
    // The table's header, then one row per event.
    #expect(limit.stdout.split(separator: "\n").count == 100_001)
  }
}

@Suite struct CommandLineErrorTests {
  @Test func versionAndHelp() throws {
    #expect(try HeaderspecRunner.run(["--version"]).stdout == "headerspec 0.2.0\n")
    let help = try HeaderspecRunner.run(["--help"])
    #expect(help.status == 0 && help.stdout.contains("usage:"))
  }

  @Test func unknownSubcommandsAndOptionsExitWith2() throws {
    let unknown = try HeaderspecRunner.run(["frobnicate"])
    #expect(unknown.status == 2 && unknown.stderr.contains("frobnicate"))
    let option = try HeaderspecRunner.run(["preview", "x.json", "--colour"])
    #expect(option.status == 2 && option.stderr.contains("--colour"))
    let format = try HeaderspecRunner.run(["preview", "x.json", "--format", "png"])
    #expect(format.status == 2)
  }

  /// A spec with errors gives check's diagnostics on stderr, nothing on stdout, and exit 1.
  @Test func aBadSpecPrintsItsDiagnosticsWithExit1() throws {
    let file = try HeaderspecRunner.file(
      #"{ "bar": { "maxHeight": "tall" }, "behavior": { "kind": "fixed" } }"#, name: "bad.json")
    let result = try HeaderspecRunner.run(["preview", file, "--format", "json"])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(file):1:25: error: maxHeight must be a number, not \"tall\" [HS202]")
    )
    #expect(result.stdout.isEmpty)
  }

  @Test func invalidJSONIsReported() throws {
    let file = try HeaderspecRunner.file("{ nope", name: "broken.json")
    let result = try HeaderspecRunner.run(["preview", file])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(file):1:1: error: This object is not closed with } [HS108]"))
    #expect(result.stderr.contains("\(file):1:3: error: Unexpected characters"))
  }
}
