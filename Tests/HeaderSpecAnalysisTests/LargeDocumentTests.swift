import JSONSyntax
import SpecAnalysis
import Testing

/// A large document (about 200 KB) made of one faulty subview repeated gets that subview's
/// diagnostics once per copy, shifted by the copy's offset: the same as the small document.
@Test func largeDocumentGetsTheDiagnosticsOfItsRepeatedParts() throws {
  // Schema problems (an unknown key, alpha out of range) and geometry problems
  // (first keyframe above 0, a view outside the bar), in a subview of fixed length.
  func subview(_ index: Int) -> String {
    let digits = String(index)
    let id = "v" + String(repeating: "0", count: 6 - digits.count) + digits
    return #"""
        { "id": "\#(id)", "kind": "label", "text": "名前 😀", "colour": 1,
          "keyframes": [
            { "progress": 0.2, "center": [40, 300], "size": [60, 20] },
            { "progress": 1, "center": [40, 30], "alpha": 2, "zIndex": 1 } ] }
      """#
  }
  let head =
    #"{ "bar": { "maxHeight": 100, "minHeight": 44, "clipsToBounds": true }, "#
    + #""behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": ["#
  func document(_ count: Int) -> [UInt8] {
    Array((head + (0..<count).map(subview).joined(separator: ",\n") + "]}").utf8)
  }
  let single = SpecDocument(bytes: document(1))
  let partLength = subview(0).utf8.count + 2  // with ",\n"
  let count = 200_000 / partLength
  let large = SpecDocument(bytes: document(count))
  #expect(large.syntax.bytes.count > 200_000)
  #expect(!single.diagnostics.isEmpty)
  #expect(single.diagnostics.contains { $0.code.isSchemaLevel })
  #expect(single.diagnostics.contains { !$0.code.isSchemaLevel })

  struct Shifted: Hashable {
    var code: DiagnosticCode
    var severity: DiagnosticSeverity
    var start: Int
    var end: Int
  }
  func shifted(_ diagnostic: Diagnostic, by offset: Int) -> Shifted {
    Shifted(
      code: diagnostic.code, severity: diagnostic.severity,
      start: diagnostic.range.start - offset, end: diagnostic.range.end - offset)
  }
  var expected: [Shifted] = []
  for copy in 0..<count {
    expected += single.diagnostics.map { shifted($0, by: -copy * partLength) }
  }
  // The copies are stacked: every text overlaps every other, too many pairs to compare, which
  // one note says (the single copy has nothing to overlap).
  let notes = large.diagnostics.filter { $0.code == .textOverlap }
  #expect(notes.map(\.severity) == [.information], "\(notes.map(\.message))")
  let actual = large.diagnostics.filter { $0.code != .textOverlap }.map { shifted($0, by: 0) }
  try #require(actual.count == expected.count)
  #expect(actual == expected)
}
