import HeaderGeometry
import JSONSyntax
import Testing

@testable import HeaderSpecAnalysis

/// After an edit inside one subview, `SpecDocument(bytes:settings:reusing:)` checks that
/// subview alone and takes every other one's results from the previous analysis. Whatever the
/// edit, the document must be the one a fresh analysis gives: same diagnostics, model,
/// timelines, source map and memo (so that a chain of edits stays right).
@Suite struct IncrementalAnalysisTests {
  /// Every corpus spec, edited a few times in a row.
  @Test func editedCorpusSpecsEqualFreshAnalyses() throws {
    var tally = Tally()
    for folder in ["valid", "invalid"] {
      let path = TestFiles.root + "/Tests/SchemaCorpus/" + folder
      for name in TestFiles.list(path) where name.hasSuffix(".json") {
        let bytes = try #require(TestFiles.read(path + "/" + name))
        var random = SplitMix64(seed: UInt64(bytes.count))
        checkEdits(of: bytes, count: 12, random: &random, name: name, tally: &tally)
      }
    }
    // Most corpus specs have a subview, and an edit that keeps the syntax valid inside one or
    // outside the subviews takes the incremental path.
    #expect(tally.reanalysed > tally.total / 3)
    #expect(tally.outside > 0 && tally.whole > 0)
  }

  /// A spec of every corpus subview, repeated past `SpecDocument.parallelThreshold` (so the
  /// schema check and the geometry run on two threads), with CJK text and emoji, edited
  /// 60 times in a row.
  @Test func editedLargeSpecEqualsFreshAnalyses() throws {
    var parts: [String] = []
    let path = TestFiles.root + "/Tests/SchemaCorpus/valid"
    for name in TestFiles.list(path) where name.hasSuffix(".json") {
      let tree = SyntaxTree(bytes: try #require(TestFiles.read(path + "/" + name)))
      guard let array = SubviewEdit.subviewsArray(in: tree) else { continue }
      parts += tree.children(array).map(tree.text)
    }
    parts.append(
      #"{ "id": "名前😀", "kind": "label", "text": "見出し 🎉", "keyframes": ["#
        + #"{ "progress": 0.3, "center": [40, 300], "size": [60, 20] }, "#
        + #"{ "progress": 0.1, "center": [40, 30], "alpha": 2 } ] }"#)
    var subviews: [String] = []
    var length = 0
    while length < SpecDocument.parallelThreshold {
      for part in parts {
        subviews.append(part)
        length += part.utf8.count
      }
    }
    let text =
      #"{ "bar": { "maxHeight": 100, "minHeight": 44 }, "subviews": [ "#
      + subviews.joined(separator: ",\n  ") + #" ], "behavior": { "kind": "squareCash" } }"#
    #expect(SpecDocument(text: text).syntax.errors.isEmpty)
    var tally = Tally()
    var random = SplitMix64(seed: 7)
    checkEdits(of: Array(text.utf8), count: 60, random: &random, name: "large", tally: &tally)
    #expect(tally.reanalysed > tally.total / 3)
    #expect(tally.whole > 0)
  }

  /// A typical editing session: typing digits into a number, renaming a key, typing CJK text
  /// into a string, inside the second subview (each step reanalyses only it), then in the
  /// name and the bar, before the subviews, and in the behaviour after them (each step
  /// reanalyses no subview).
  @Test func typingReanalysesOnlyTheEditedPart() throws {
    let head = #"{ "name": "Bar", "bar": { "maxHeight": 100, "minHeight": 44 }, "subviews": ["#
    let first = #"{ "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] }"#
    let second = #"{ "id": "b", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] }"#
    let tail = #"], "behavior": { "kind": "facebook" } }"#
    var text = Array((head + first + ", " + second + tail).utf8)
    var previous: SpecDocument? = SpecDocument(bytes: text)
    let steps: [(find: String, replace: String, part: SubviewEdit.Part)] = [
      (#""frame": [0, 0, 10, 10] } ] }]"#, #""frame": [0, 0, 10, 100] } ] }]"#, .subview(1)),
      (#""frame": [0, 0, 10, 100]"#, #""frame": [0, 0, 10, 1000]"#, .subview(1)),
      (#""id": "b""#, #""id": "a""#, .subview(1)),
      (
        #""id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 1000]"#,
        #""id": "名前😀", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 1000]"#,
        .subview(1)
      ),
      (
        #""progress": 0, "frame": [0, 0, 10, 1000]"#, #""progres": 0, "frame": [0, 0, 10, 1000]"#,
        .subview(1)
      ),
      (#""name": "Bar""#, #""name": "Barré 😀""#, .outsideSubviews),
      (#""maxHeight": 100"#, #""maxHeight": 10"#, .outsideSubviews),
      (#""kind": "facebook""#, #""kind": "safari""#, .outsideSubviews),
      (#""kind": "safari" }"#, #""kind": "safari", "elastic": true }"#, .outsideSubviews),
    ]
    for step in steps {
      let find = Array(step.find.utf8)
      let start = try #require(
        text.indices.first { text[$0...].starts(with: find) }, "\(step.find)")
      text.replaceSubrange(start..<start + find.count, with: step.replace.utf8)
      let document = SpecDocument(bytes: text, reusing: &previous)
      #expect(document.reanalysedPart == step.part, "\(step.replace)")
      expectSame(document, SpecDocument(bytes: text), what: step.replace)
      previous = document
    }
  }

  // MARK: - Helpers

  /// How many edits were checked, and how many reanalysed a part or everything.
  private struct Tally {
    var total = 0
    var reanalysed = 0
    var outside = 0
    var whole = 0
  }

  /// Applies `count` random edits in a row, each time comparing the incremental analysis with
  /// a fresh one.
  private func checkEdits(
    of bytes: [UInt8], count: Int, random: inout SplitMix64, name: String, tally: inout Tally
  ) {
    // The last document without syntax errors or warnings: an edit that makes one is undone, as the
    // user would fix it, so that the chain goes on through documents that can be reused.
    var last = SpecDocument(bytes: bytes)
    for step in 0..<count {
      let edited = randomEdit(of: last.syntax.bytes, tree: last.syntax, random: &random)
      var previous: SpecDocument? = last
      let document = SpecDocument(bytes: edited, reusing: &previous)
      let fresh = SpecDocument(bytes: edited)
      expectSame(document, fresh, what: "\(name) after edit \(step)")
      tally.total += 1
      switch document.reanalysedPart {
      case .subview: tally.reanalysed += 1
      case .outsideSubviews:
        tally.reanalysed += 1
        tally.outside += 1
      case nil: tally.whole += 1
      }
      if document.syntax.errors.isEmpty { last = document }
    }
  }

  /// An edit of the kinds typing makes, mostly inside a subview: a digit or letter replaced,
  /// a member or a CJK or emoji character inserted, a few bytes deleted; sometimes anywhere.
  private func randomEdit(of bytes: [UInt8], tree: SyntaxTree, random: inout SplitMix64)
    -> [UInt8]
  {
    var scope = ByteRange(start: 0, end: bytes.count)
    if random.below(4) != 0, let array = SubviewEdit.subviewsArray(in: tree) {
      let elements = Array(tree.children(array))
      if !elements.isEmpty { scope = tree.range(elements[random.below(elements.count)]) }
    }
    guard scope.length > 0 else { return bytes + Array(" ".utf8) }
    var offset = scope.start + random.below(scope.length)
    while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
    var edited = bytes
    let byte = offset < bytes.count ? bytes[offset] : 0
    switch random.below(6) {
    case 0 where (0x30...0x39).contains(byte):
      edited[offset] = UInt8(0x30 + random.below(10))
    case 1 where (0x61...0x7A).contains(byte):
      edited[offset] = UInt8(0x61 + random.below(26))
    case 2:
      guard let brace = bytes[offset...].firstIndex(of: UInt8(ascii: "{")) else { break }
      let member = [#""alpha": 2, "#, #""zIndex": 1.5, "#, #""colour": 1, "#, #""id": "x", "#]
      edited.insert(contentsOf: member[random.below(member.count)].utf8, at: brace + 1)
    case 3 where byte == UInt8(ascii: "\"") || (0x61...0x7A).contains(byte):
      edited.insert(contentsOf: ["名", "😀", "é", "x"][random.below(4)].utf8, at: offset)
    case 4:
      var end = min(bytes.count, offset + 1 + random.below(3))
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      edited.removeSubrange(offset..<end)
    default:
      edited.insert(contentsOf: [" ", "1", ",", "}", "\""][random.below(5)].utf8, at: offset)
    }
    return edited
  }

  private func expectSame(_ document: SpecDocument, _ fresh: SpecDocument, what: String) {
    #expect(document.diagnostics == fresh.diagnostics, "\(what)")
    #expect(document.spec == fresh.spec, "\(what)")
    #expect(document.resolved?.timelines == fresh.resolved?.timelines, "\(what)")
    #expect(document.resolved?.problems == fresh.resolved?.problems, "\(what)")
    let (map, freshMap) = (document.sourceMap, fresh.sourceMap)
    #expect(map.subviewNodes == freshMap.subviewNodes, "\(what)")
    #expect(map.keyframeStarts == freshMap.keyframeStarts, "\(what)")
    #expect(map.keyframeNodes == freshMap.keyframeNodes, "\(what)")
    #expect(map.snappingNodes == freshMap.snappingNodes, "\(what)")
    #expect(map.barNode == freshMap.barNode && map.behaviorNode == freshMap.behaviorNode)
    let (memo, freshMemo) = (document.memo, fresh.memo)
    #expect(memo.schema == freshMemo.schema, "\(what)")
    #expect(memo.schemaRule == freshMemo.schemaRule, "\(what)")
    #expect(memo.schemaBounds == freshMemo.schemaBounds, "\(what)")
    #expect(memo.schemaValid == freshMemo.schemaValid, "\(what)")
    #expect(memo.geometry == freshMemo.geometry, "\(what)")
    #expect(memo.geometryBounds == freshMemo.geometryBounds, "\(what)")
  }
}

extension SplitMix64 {
  /// A number in `0..<bound` (bound > 0).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
