import HeaderGeometry
import JSONSyntax
import SpecAnalysis
import TestSupport
import Testing

@Test func sourceMapPlacesEveryPart() throws {
  let fixture = MarkedText(
    #"""
    { "bar": 1️⃣{ "maxHeight": 100 }, "behavior": { "kind": "squareCash", "snapping": [ 2️⃣{ "target": 0, "from": 0, "to": 1 } ] },
      "subviews": [ "not an object", 3️⃣{ "id": "a", "keyframes": [ 4️⃣{ 5️⃣"progress": 6️⃣0, "frame": [0, 0, 1, 1] } ] } ] }
    """#)
  let document = SpecDocument(text: fixture.text)
  let map = document.sourceMap
  #expect(map.ranges(.bar)?.value.start == fixture.offset("1"))
  #expect(map.ranges(.bar)?.key == ByteRange(start: 2, end: 7))
  #expect(map.ranges(.snappingRange(0))?.value.start == fixture.offset("2"))
  #expect(map.ranges(.subview(0))?.value.start == fixture.offset("3"))
  #expect(map.ranges(.subview(0))?.key == nil)
  #expect(map.ranges(.keyframe(subview: 0, keyframe: 0))?.value.start == fixture.offset("4"))
  let progress = try #require(map.member("progress", of: .keyframe(subview: 0, keyframe: 0)))
  #expect(progress.key?.start == fixture.offset("5"))
  #expect(progress.value.start == fixture.offset("6"))
  #expect(map.members(of: .keyframe(subview: 0, keyframe: 0)).map(\.name) == ["progress", "frame"])
  #expect(map.location(containing: fixture.offset("6")) == .keyframe(subview: 0, keyframe: 0))
  #expect(map.keyframeCount(subview: 0) == 1)
  #expect(document.spec?.subviews.map(\.id) == ["a"])
  #expect(document.resolved != nil)
}

@Test func loweringFollowsTheModel() throws {
  let path = TestFiles.root + "/Schemas/examples/square-cash.header.json"
  let document = SpecDocument(bytes: try #require(TestFiles.read(path)))
  let spec = try #require(document.spec)
  #expect(spec.behavior.kind == .squareCash)
  #expect(spec.bar.maxHeight != nil)
  #expect(!spec.subviews.isEmpty)
  #expect(spec.subviews.allSatisfy { !$0.keyframes.isEmpty })
}

@Test func fixDataForQuickFixes() {
  let swap = SpecDocument(
    text: #"{ "bar": { "maxHeight": 50, "minHeight": 80 }, "behavior": { "kind": "fixed" } }"#)
  #expect(
    swap.diagnostics.first?.fix
      == .swapValues(ByteRange(start: 41, end: 43), ByteRange(start: 24, end: 26)))
  let typo = SpecDocument(
    text: #"{ "bar": { "maxHieght": 50 }, "behavior": { "kind": "fixed" } }"#)
  #expect(typo.diagnostics.map(\.fix).contains(.replaceKey(suggestion: "maxHeight")))
}

@Test func handMatchedPatternsAgreeWithRegex() {
  let samples = [
    "", "#", "#FFF", "#ffffff", "#FFFFFFFF", "#GGGGGG", "#1234567", "ffffff", "#ffffff\n",
    "a", "_", "-a", "a-b_c9", "9a", "a b", "é", "头像", "A", "a.b",
  ]
  for pattern in [PatternMatcher.hexColorPattern, PatternMatcher.identifierPattern] {
    let fast = PatternMatcher(pattern: pattern)
    let slow = PatternMatcher.regex(pattern)
    for sample in samples {
      #expect(fast.matches(sample) == slow.matches(sample), "\(pattern) on \(sample)")
    }
  }
}
