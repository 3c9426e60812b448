import Foundation
import JSONSyntax
import SpecAnalysis
import TestSupport
import Testing

@Test func millionDeepNestingGivesDiagnostics() {
  let arrays = SpecDocument(bytes: [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000))
  #expect(arrays.diagnostics.contains { $0.code == .nestingTooDeep })
  #expect(arrays.spec == nil)
  let objects = SpecDocument(text: String(repeating: #"{"bar":"#, count: 1_000_000))
  #expect(objects.diagnostics.contains { $0.code == .nestingTooDeep })
  #expect(objects.spec != nil)
}

@Test func invalidUTF8GivesDiagnostics() {
  let valid = Array(
    #"{"bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}, "name": "中文 😀"}"#.utf8)
  for position in stride(from: 0, through: valid.count, by: 3) {
    for bad: [UInt8] in [[0xFF], [0xC3], [0xE4, 0xB8], [0xED, 0xA0, 0x80]] {
      let document = SpecDocument(
        bytes: Array(valid[0..<position]) + bad + Array(valid[position...]))
      #expect(!document.diagnostics.isEmpty)
    }
  }
}

@Test func millionEscapesGiveDiagnostics() {
  let good = SpecDocument(
    text: #"{"bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}, "name": ""#
      + String(repeating: #"\n\u00e9"#, count: 500_000) + "\"}")
  #expect(good.diagnostics.isEmpty)
  let bad = SpecDocument(text: "[\"" + String(repeating: #"\x"#, count: 1_000_000) + "\"]")
  #expect(bad.diagnostics.filter { $0.code == .invalidEscape }.count == 1_000_000)
}

@Test func randomBytesGiveDiagnostics() {
  var generator = SeededGenerator(seed: 0x4853_5345_4544)
  let alphabet = Array(
    #"{}[]:,"0123456789.eE+-truefalsnl \#n\#t\#\/bar maxHeight kind subviews"#.utf8)
  for round in 0..<2_000 {
    let count = Int(generator.next() % 200)
    let bytes = (0..<count).map { _ -> UInt8 in
      let roll = generator.next()
      return roll % 4 == 0
        ? UInt8(truncatingIfNeeded: roll >> 8) : alphabet[Int(roll >> 8) % alphabet.count]
    }
    let document = SpecDocument(bytes: bytes)
    if count > 0, document.syntax.root.map({ document.syntax.kind($0) }) != .object {
      #expect(!document.diagnostics.isEmpty, "round \(round)")
    }
    for diagnostic in document.diagnostics {
      #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count)
    }
  }
}

@Test func emptyAndWhitespaceDocuments() {
  #expect(SpecDocument(text: "").diagnostics.map(\.code) == [.missingValue])
  #expect(SpecDocument(text: "  \n").spec == nil)
}

@Test func manyBadElementsStayLinear() {
  let elements = String(repeating: "1, ", count: 100_000) + "1"
  let document = SpecDocument(
    text: #"{"bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}, "subviews": ["# + elements
      + "]}")
  #expect(document.diagnostics.count == 100_001)
  #expect(document.diagnostics.last?.message == "subviews[100000] must be an object, not 1")
  let titles = (0..<20_000).map { _ in #""a very long title""# }.joined(separator: ", ")
  let menu = SpecDocument(
    text:
      #"{"bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}, "subviews": [{"id": "m", "kind": "titleMenu", "items": ["#
      + titles + "]}]}")
  #expect(menu.diagnostics.filter { $0.code == .titleMenuTitleTooLong }.count == 20_000)
}

/// Whether the mutation tests below try every mutation (`.ci/checks/mutations`) rather than a
/// sample of them (`swift test`, which stays within its time).
private let mutatesExhaustively =
  ProcessInfo.processInfo.environment["HEADERSPEC_EXHAUSTIVE_MUTATIONS"] == "1"

/// Every value of every example replaced by a value of another shape: diagnostics, no crash
/// (found by a differential fuzz: `"thresholds": [1, 2]` once trapped the lowering).
@Test func everyValueReplacedByAnotherShape() throws {
  let folder = TestFiles.root + "/Schemas/examples"
  let last = SpecDocument(
    text: #"{"bar": {"maxHeight": 100}, "behavior": {"kind": "facebook", "thresholds": [1]}}"#)
  #expect(last.diagnostics.map(\.code) == [.wrongType])
  let replacements = [#"[1, {"a": 2}]"#, #"{"a": [1]}"#, "-1", #""x""#]
  var tried = 0
  for name in TestFiles.list(folder) where name.hasSuffix(".header.json") {
    let bytes = try #require(TestFiles.read(folder + "/" + name))
    let tree = SpecDocument(bytes: bytes).syntax
    let values = tree.allNodes.filter { tree.kind($0).isValue && $0 != tree.root }
    for (position, node) in values.enumerated() {
      let range = tree.range(node)
      // Sampled: each value gets one of the shapes in turn, so every shape meets every kind
      // of value across the examples; exhaustively, each gets all four.
      let shapes = mutatesExhaustively ? replacements : [replacements[position % 4]]
      for replacement in shapes {
        let mutated =
          Array(bytes[..<range.start]) + Array(replacement.utf8) + Array(bytes[range.end...])
        let document = SpecDocument(bytes: mutated)
        #expect(document.spec != nil)
        tried += 1
      }
    }
  }
  #expect(tried > 500)
}

/// Each example with one byte deleted (every 7th position exhaustively, every 23rd sampled),
/// or a bracket, quote or bad byte inserted at some of those places: no crash, and every range
/// inside the document.
@Test func examplesWithOneByteChanged() throws {
  let folder = TestFiles.root + "/Schemas/examples"
  let step = mutatesExhaustively ? 7 : 23
  for name in TestFiles.list(folder) where name.hasSuffix(".header.json") {
    let bytes = try #require(TestFiles.read(folder + "/" + name))
    for position in stride(from: 0, to: bytes.count, by: step) {
      var deleted = bytes
      deleted.remove(at: position)
      _ = SpecDocument(bytes: deleted)
      // Insertions at every 17th deletion's place exhaustively, every 4th sampled.
      guard mutatesExhaustively ? position % 17 == 0 : position % (4 * step) == 0 else {
        continue
      }
      for inserted in [UInt8(ascii: "{"), UInt8(ascii: "]"), UInt8(ascii: "\""), 0xFF] {
        var mutated = bytes
        mutated.insert(inserted, at: position)
        let document = SpecDocument(bytes: mutated)
        #expect(document.diagnostics.allSatisfy { $0.range.end <= mutated.count })
      }
    }
  }
}
