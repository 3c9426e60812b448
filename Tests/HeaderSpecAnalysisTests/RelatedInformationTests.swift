import JSONSyntax
import SpecAnalysis
import TestSupport
import Testing

/// The other party of a diagnostic, rendered as `code -> marker message`.
private func checkRelated(_ marked: String, expected: [String]) {
  let fixture = MarkedText(marked)
  var names: [Int: String] = [:]
  for (name, offset) in fixture.utf8Offsets { names[offset] = name }
  let document = SpecDocument(text: fixture.text)
  let rendered = document.diagnostics.flatMap { diagnostic in
    diagnostic.related.map {
      "\(diagnostic.code.rawValue) -> \(names[$0.range.start] ?? "@\($0.range.start)") \($0.message)"
    }
  }
  #expect(rendered == expected)
}

@Test func duplicatesPointAtTheFirst() {
  checkRelated(
    spec(
      subviews:
        #"{ "id": 1️⃣"a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 2️⃣0.5 }, { "progress": 0.5 } ] }, { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] }"#
    ),
    expected: ["HS306 -> 2 the first keyframe at 0.5", "HS312 -> 1 first used here"])
}

@Test func conflictsAndOverlapsPointAtTheOtherParty() {
  checkRelated(
    snapping(#"1️⃣{ "target": 0, "from": 0, "to": 0.6 }, { "target": 1, "from": 0.4, "to": 1 }"#),
    expected: ["HS402 -> 1 the earlier range"])
  checkRelated(
    spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 0, 1️⃣"frame": [0, 0, 10, 10], "center": [5, 5] } ] }"#
    ),
    expected: ["HS209 -> 1 frame is here"])
}

@Test func hugeKeysAreClippedAndGetNoSuggestion() {
  let key = String(repeating: "x", count: 100_000)
  let document = SpecDocument(
    text: #"{ "bar": { "maxHeight": 100 }, "behavior": { "kind": "fixed" }, ""# + key + #"": 1 }"#)
  #expect(document.diagnostics.count == 1)
  #expect(document.diagnostics[0].message.count < 200)
  #expect(document.diagnostics[0].fix == nil)
}
