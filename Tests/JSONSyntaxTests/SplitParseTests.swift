import Testing

@testable import JSONSyntax

/// How `Parser.parse(splittingFrom: 0)` went on `text`, and whether its tree and errors are
/// those of the one-pass parse.
private func splitParse(_ text: String, options: ParseOptions = .json, keys: KeyTable? = nil)
  -> (outcome: Parser.SplitOutcome, same: Bool)
{
  let bytes = Array(text.utf8)
  let outcome = bytes.withUnsafeBufferPointer { buffer in
    if let keys {
      return keys.withLookup { lookup in
        var parser = Parser(
          bytes: buffer, options: options, keys: keys, keyLookup: lookup,
          storage: NodeStorage(capacity: 16))
        return parser.parse(splittingFrom: 0)
      }
    }
    var parser = Parser(
      bytes: buffer, options: options, keys: nil, keyLookup: nil,
      storage: NodeStorage(capacity: 16))
    return parser.parse(splittingFrom: 0)
  }
  let split = SyntaxTree(bytes: bytes, options: options, keys: keys, splitThreshold: 0)
  let whole = SyntaxTree(bytes: bytes, options: options, keys: keys, splitThreshold: .max)
  return (outcome, dump(split) == dump(whole))
}

/// A spec-like document: an object whose `items` array holds `elements`, one per line, then
/// `tail` (more members, or anything).
private func document(_ elements: [String], tail: String = "") -> String {
  "{\n  \"name\": \"x\",\n  \"items\": [\n    " + elements.joined(separator: ",\n    ")
    + "\n  ]" + tail + "\n}\n"
}

private let element =
  #"{ "id": "a", "frame": [1, 2.5, -3, 4], "nested": [{ "k": true },"#
  + "\n      { \"k\": null }] }"

@Test func aLargeArrayIsReadInTwoHalvesIntoTheSameTree() {
  let text = document(Array(repeating: element, count: 40), tail: ",\n  \"after\": [1, 2]")
  let result = splitParse(text)
  #expect(result.outcome == .split)
  #expect(result.same)
  #expect(
    SyntaxTree(bytes: Array(text.utf8), options: .json, keys: nil, splitThreshold: 0).errors.isEmpty
  )
}

@Test func theSecondHalfKeepsNumbersKeysAndWarnings() {
  // Numbers beyond the node's inline payload (side table) in both halves, numbered keys,
  // and a duplicate key (a warning, which does not stop the second half) after the cut.
  let big = #"{ "id": 123456789012345678, "kind": 2.5e-300, "a": 0.1 }"#
  let duplicate = #"{ "id": 1, "id": 2, "kind": "中文 😀" }"#
  let elements = Array(repeating: big, count: 10) + Array(repeating: duplicate, count: 10)
  let keys = KeyTable(["id", "kind", "a"])
  let result = splitParse(document(elements), keys: keys)
  #expect(result.outcome == .split)
  #expect(result.same)
  let tree = SyntaxTree(bytes: Array(document(elements).utf8), keys: keys)
  #expect(tree.errors.count == 20 && tree.errors.allSatisfy { $0.code == .duplicateKey })
}

@Test func anErrorAfterTheCutLeavesTheFirstHalfToGoOnAlone() {
  var elements = Array(repeating: element, count: 20)
  elements[15] = #"{ "id": "a" "kind": 1 }"#  // a missing comma
  let result = splitParse(document(elements))
  #expect(result.outcome == .secondHalfDiscarded)
  #expect(result.same)
  // The array is not closed: the second half reaches the end first.
  let unclosed = "[\n" + Array(repeating: "{ \"a\": 1 }", count: 20).joined(separator: ",\n")
  #expect(splitParse(unclosed) == (.secondHalfDiscarded, true))
}

@Test func aCutThatIsNotBetweenElementsParsesAgain() {
  // Inside a block comment (comments allowed): the first half ends inside the comment.
  let lines = Array(repeating: "{ \"a\": 1 }", count: 20)
  let commented =
    "[\n" + lines[..<5].joined(separator: ",\n") + ",\n/*\n"
    + lines[5...].joined(separator: ",\n") + "\n*/ 1]"
  #expect(splitParse(commented, options: .jsonc) == (.restarted, true))
  // Not comments allowed: the same text parses again too (with errors either way).
  #expect(splitParse(commented) == (.restarted, true))
}

@Test func theSecondHalfRespectsTheDepthLimit() {
  let deep = String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10)
  // The deep element comes well after the middle, where the second half reads it.
  let elements =
    Array(repeating: #"{ "a": 1 }"#, count: 15) + [deep]
    + Array(repeating: #"{ "a": 1 }"#, count: 5)
  for depth in [5, 12, 70, 512] {
    let result = splitParse(document(elements), options: ParseOptions(maximumDepth: depth))
    #expect(result.same, "maximum depth \(depth)")
    // The second half checks against its assumed depth, stricter than the real one.
    let fits = 10 + 2 + Parser.assumedSplitDepth <= depth
    #expect(result.outcome == (fits ? .split : .secondHalfDiscarded))
  }
}

@Test func minifiedDocumentsAreReadInOnePass() {
  let text = "[" + Array(repeating: #"{"a":1}"#, count: 100).joined(separator: ",") + "]"
  #expect(splitParse(text) == (.whole, true))
}

@Test func generatedDocumentsParseTheSameInTwoHalves() {
  let keys = KeyTable(["a", "id", "kind", "中", "backgroundColor"])
  var outcomes: [Parser.SplitOutcome: Int] = [:]
  for text in generatedDocuments(seed: 11, count: 400) {
    for options in [ParseOptions.json, .jsonc, ParseOptions(maximumDepth: 3)] {
      for table in [nil, keys] {
        let result = splitParse(text, options: options, keys: table)
        #expect(result.same, "\(text.debugDescription)")
        outcomes[result.outcome, default: 0] += 1
      }
    }
  }
  // Every way a split can go happens among these documents.
  #expect(outcomes.count == 4, "\(outcomes)")
}

@Test func theCutIsBetweenElementsOfTheOutermostArray() throws {
  // Each element holds a nested array whose elements also start lines (more indented).
  let text = document(Array(repeating: element, count: 40))
  let bytes = Array(text.utf8)
  let cut = try #require(bytes.withUnsafeBufferPointer { Parser.splitPoint($0) })
  #expect(cut.start >= bytes.count / 2)
  #expect(bytes[cut.comma] == UInt8(ascii: ","))
  // The element starts after four spaces of indentation: an element of `items`.
  #expect(Array(bytes[(cut.start - 5)..<(cut.start + 7)]) == Array("\n    { \"id\":".utf8))
}
