import Testing

@testable import JSONSyntax

@Test func theCommonPathBuildsTheSameTreeAsTheGeneralOne() {
  let keys = KeyTable(["a", "id", "kind", "中", "backgroundColor"])
  let documents = generatedDocuments(seed: 7, count: 600)
  let optionSets: [ParseOptions] = [.json, .jsonc, ParseOptions(maximumDepth: 3)]
  var compared = 0
  for text in documents {
    let bytes = Array(text.utf8)
    for options in optionSets {
      for table in [nil, keys] {
        let common = SyntaxTree(bytes: bytes, options: options, keys: table, commonPath: true)
        let general = SyntaxTree(bytes: bytes, options: options, keys: table, commonPath: false)
        #expect(dump(common) == dump(general), "\(text.debugDescription)")
        compared += 1
      }
    }
  }
  #expect(compared == documents.count * 6)
}

@Test func arenasGrowForDocumentsDenserThanExpected() {
  // "1," is two bytes per node: twice what the first arena is sized for.
  let count = 100_000
  let tree = SyntaxTree(text: "[" + String(repeating: "1,", count: count) + "1]")
  #expect(tree.errors.isEmpty)
  #expect(tree.nodeCount == count + 2)
  #expect(tree.numberValue(NodeID(Int32(count + 1))) == 1)
  var previous: SyntaxTree? = tree
  let again = SyntaxTree(bytes: Array(#"{"a": [1, 2]}"#.utf8), reusing: &previous)
  #expect(render(again) == "object(member(key:\"a\" array(number:1 number:2)))")
  #expect(tree.nodeCount == count + 2, "a tree still held keeps its nodes")
}
