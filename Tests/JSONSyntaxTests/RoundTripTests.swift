import JSONSyntax
import TestSupport
import Testing

/// Inputs that exercise every token kind, recovery path and ill-formed byte.
let roundTripSamples: [[UInt8]] = {
  let texts = [
    "", " ", "{}", "[]", #"{"a": [1, 2.5e-3, true, false, null, "中文😀"]}"#,
    "\u{FEFF}{\"a\":1}", "// c\n/* d */ [1,]", "/* open", "{\"a\": 1, \"b", "{\"a\" 1 \"b\" : }",
    "[1 2 tru NaN 'x' -Infinity 01 1e400 .5 +1 1.]", "{\"a\": [1, 2}", "[{\"a\": 1]", "}}]]::,,",
    "\"abc\\x\\u12\"", "\"a\u{1}b\"\r\n\"c", "[\"\\", "{\"k\":\"v\"} trailing [1]", "/", "-",
    "\"\\u",
  ]
  var samples = texts.map { Array($0.utf8) }
  samples.append([0xFF, 0x5B, 0xC3, 0x22, 0xE2, 0x82, 0x22, 0x5D, 0xF0, 0x9F])
  var generator = SeededGenerator(seed: 99)
  let alphabet: [UInt8] =
    Array(#"{}[]:,"\ /*-+.0123456789eEtruefalsn"#.utf8) + [
      0x0A, 0x0D, 0x09, 0xC3, 0xA9, 0xFF, 0xE4,
    ]
  for _ in 0..<300 {
    let length = Int.random(in: 0..<60, using: &generator)
    samples.append((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
  }
  return samples
}()

@Test func tokensGiveTheInputBack() {
  for bytes in roundTripSamples {
    let tree = SyntaxTree(bytes: bytes, options: .jsonc)
    var joined: [UInt8] = []
    var boundaries: Set<Int> = [0]
    for token in tree.tokens {
      #expect(token.range.start == joined.count)
      joined.append(contentsOf: bytes[token.range.start..<token.range.end])
      boundaries.insert(token.range.end)
    }
    #expect(joined == bytes)
    // Every node starts and ends on token boundaries, inside its parent.
    for node in tree.allNodes {
      let range = tree.range(node)
      #expect(
        boundaries.contains(range.start) && boundaries.contains(range.end), "\(bytes) \(node)")
      if let parent = tree.parent(node) {
        let outer = tree.range(parent)
        #expect(outer.start <= range.start && range.end <= outer.end, "\(bytes) \(node)")
      }
    }
    // At most one error per start offset, sorted.
    let starts = tree.errors.map(\.range.start)
    #expect(starts == starts.sorted() && Set(starts).count == starts.count)
  }
}
