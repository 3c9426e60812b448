import JSONSyntax
import LanguageServer
import Testing

/// Answers that used to grow faster than the document, through the real binary: a select-all
/// code action over keyframes in reverse order, overlapping snapping ranges, and a preview of
/// too many progress values.
@Suite struct BoundedOutputTests {
  static func reversedKeyframes(_ count: Int) -> String {
    let frames = (0..<count).reversed().map {
      "      { \"progress\": \(Double($0) / Double(count)), \"frame\": [0, 0, 10, 10] }"
    }
    return """
      {
        "bar": { "maxHeight": 80 },
        "behavior": { "kind": "fixed" },
        "subviews": [
          { "id": "a", "keyframes": [
      \(frames.joined(separator: ",\n"))
          ] }
        ]
      }
      """
  }

  /// 300 keyframes in reverse order, 299 HS305: one "sort" action listing all of them, with
  /// one edit per moved keyframe (500 keyframes made a 61 MB answer of 499 whole rewrites).
  @Test func selectAllOverReversedKeyframesIsOneSort() throws {
    let text = Self.reversedKeyframes(300)
    let client = try FeatureSession(text)
    let response = try client.call(
      "textDocument/codeAction",
      [("range", client.range(0, text.utf8.count)), ("context", ["diagnostics": []])])
    let actions = try #require(response["result"]?.arrayValue)
    let sorts = actions.filter { $0["title"] == "Sort keyframes by progress" }
    #expect(sorts.count == 1)
    #expect(sorts.first?["diagnostics"]?.arrayValue?.count == 299)
    let edits = try #require(
      sorts.first?[path: "edit", "documentChanges"]?.arrayValue?.first?["edits"]?.arrayValue)
    #expect(edits.count <= 300)
    #expect(!client.applying(edits).isEmpty)
  }

  /// 200 identical snapping ranges: 199 HS402 diagnostics, each naming the first range (not
  /// 19,900, one per pair).
  @Test func identicalRangesArePublishedOncePerRange() throws {
    let ranges = Array(repeating: #"{ "target": 0, "from": 0, "to": 1 }"#, count: 200)
    let text = """
      { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash", "snapping": [
      \(ranges.joined(separator: ",\n"))
      ] } }
      """
    let client = try FeatureSession(text)
    let diagnostics = try #require(client.published["diagnostics"]?.arrayValue)
    let overlaps = diagnostics.filter { $0["code"] == "HS402" }
    #expect(overlaps.count == 199)
    let first = overlaps.compactMap { $0["relatedInformation"]?.arrayValue?.first?["location"] }
    #expect(first.count == 199)
    #expect(first.allSatisfy { $0[path: "range", "start", "line"] == 1 })
  }

  /// 1,500 unknown keys, 1,500 HS201 errors: the first 1,000 are published and one
  /// information diagnostic at the 1,001st says how many more there are (a 1 MB spec of
  /// unknown keys published 11 MB of diagnostics on every keystroke).
  @Test func diagnosticsOfADocumentAreCappedWithACount() throws {
    let keys = (0..<1_500).map { #""k\#($0)": 0"# }
    let text =
      "{ \"bar\": { \"maxHeight\": 80 }, \"behavior\": { \"kind\": \"fixed\" },\n"
      + keys.joined(separator: ",\n") + " }"
    let client = try FeatureSession(text)
    let diagnostics = try #require(client.published["diagnostics"]?.arrayValue)
    #expect(diagnostics.count == 1_001)
    #expect(diagnostics.prefix(1_000).allSatisfy { $0["code"] == "HS201" })
    let closing = try #require(diagnostics.last)
    #expect(closing["code"] == nil)
    #expect(closing["severity"] == 3)
    #expect(
      closing["message"]?.stringValue
        == "and 500 more diagnostics from here on (the editor shows the first 1000; "
        + "headerspec check --max-diagnostics 0 lists them all)")
    // At the first key left out: line 1,001 (0-based), where `"k1000"` starts.
    #expect(closing[path: "range", "start", "line"] == 1_001)
    #expect(closing[path: "range", "start", "character"] == 0)
  }

  @Test func previewOfTooManyProgressValuesIsRefused() throws {
    let client = try FeatureSession(
      #"{ "bar": { "maxHeight": 80 }, "behavior": { "kind": "fixed" } }"#)
    let values = JSONValue.array((0...1_000).map { .number(Double($0) / 1_000) })
    let response = try client.call("headerspec/preview", [("progress", values)])
    #expect(response[path: "error", "code"] == -32602)
    #expect(
      response[path: "error", "message"]?.stringValue
        == "progress: 1001 progress values; a preview samples at most 1000")
    let limit = JSONValue.array((0..<1_000).map { .number(Double($0) / 1_000) })
    let answered = try client.call("headerspec/preview", [("progress", limit)])
    #expect(answered[path: "result", "samples"]?.arrayValue?.count == 1_000)
  }
}
