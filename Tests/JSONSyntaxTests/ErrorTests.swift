import JSONSyntax
import TestSupport
import Testing

/// Parses a fixture and renders each error as `N️⃣ code "text"`, where `N️⃣` is the marker at
/// the error's start (or `@offset` when no marker stands there) and `text` is its source.
private func checkErrors(
  _ fixture: String, _ expected: String, options: ParseOptions = .json,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let marked = MarkedText(fixture)
  let tree = SyntaxTree(text: marked.text, options: options)
  let rendered = tree.errors.map { error in
    let marker = marked.utf8Offsets.first { $0.value == error.range.start }.map { "\($0.key)️⃣" }
    return
      "\(marker ?? "@\(error.range.start)") \(error.code.rawValue) \(tree.text(error.range).debugDescription)"
  }
  #expect(rendered.joined(separator: "\n") == expected, sourceLocation: sourceLocation)
}

@Test func errorPerCode() {
  checkErrors("[1️⃣tru]", #"1️⃣ unexpected-character "tru""#)
  checkErrors("[1️⃣}]", #"1️⃣ unexpected-token "}""#)
  checkErrors(#"{"a"1️⃣:}"#, #"1️⃣ missing-value ":""#)
  checkErrors("[1️⃣1 2]", #"1️⃣ missing-comma "1""#)
  checkErrors(#"{1️⃣"a" 1}"#, #"1️⃣ missing-colon "\"a\"""#)
  checkErrors("{1️⃣1: 2}", #"1️⃣ property-name-expected "1""#)
  checkErrors("[1 1️⃣,]", #"1️⃣ trailing-comma ",""#)
  checkErrors("1️⃣[1, 2", #"1️⃣ unclosed-container "[""#)
  checkErrors("[\"a\", 1️⃣\"b\n]", #"1️⃣ unterminated-string "\"b""#)
  checkErrors(#"["a1️⃣\x"]"#, #"1️⃣ invalid-escape "\\x""#)
  checkErrors("[\"a1️⃣\u{1}\"]", #"1️⃣ control-character-in-string "\u{01}""#)
  checkErrors("[1️⃣01]", #"1️⃣ invalid-number "01""#)
  checkErrors("[1️⃣1e400]", #"1️⃣ number-out-of-range "1e400""#)
  checkErrors("[1 1️⃣// c\n]", #"1️⃣ comment-not-allowed "// c""#)
  checkErrors("[1] 1️⃣/* c", #"1️⃣ unterminated-comment "/* c""#, options: .jsonc)
  checkErrors(
    #"{1️⃣"a": 1, 2️⃣"a": 2}"#, "1️⃣ duplicate-key \"\\\"a\\\"\"\n2️⃣ duplicate-key \"\\\"a\\\"\"")
  checkErrors("1️⃣\u{FEFF}[]", "1️⃣ byte-order-mark \"\u{FEFF}\"")
  checkErrors("{} 1️⃣[1]", #"1️⃣ content-after-root "[1]""#)
  checkErrors("[[1️⃣[1]]]", #"1️⃣ nesting-too-deep "[""#, options: ParseOptions(maximumDepth: 2))
}

@Test func invalidUTF8IsReportedWhereItIs() {
  // In a string, in a word, in a comment: each maximal bad run is one error.
  let bytes: [UInt8] =
    Array(#"["a"#.utf8) + [0xFF, 0xFE] + Array(#"", "#.utf8) + [0xC3] + Array(" ]".utf8)
  let tree = SyntaxTree(bytes: bytes)
  #expect(tree.errors.map(\.code) == [.invalidUTF8, .invalidUTF8])
  #expect(tree.errors.map(\.range) == [ByteRange(start: 3, end: 5), ByteRange(start: 8, end: 9)])
  let comment = SyntaxTree(bytes: Array("[1] // ".utf8) + [0xE2, 0x82], options: .jsonc)
  #expect(comment.errors.map(\.code) == [.invalidUTF8])
}

@Test func commentsAndTrailingCommasUnderJSONC() {
  let text = "// header\n{\"a\": [1, 2,], /* b */ \"b\": 1,}"
  #expect(SyntaxTree(text: text, options: .jsonc).errors.isEmpty)
  #expect(
    SyntaxTree(text: text).errors.map(\.code) == [
      .commentNotAllowed, .trailingComma, .commentNotAllowed, .trailingComma,
    ])
}

@Test func emptyDocumentNeedsAValue() {
  checkErrors("", #"@0 missing-value """#)
  checkErrors("  ", #"@0 missing-value """#)
}

@Test func everyCodeHasAFixture() {
  // errorPerCode covers each code but invalid UTF-8 (invalidUTF8IsReportedWhereItIs); a new
  // code must get a fixture there.
  #expect(SyntaxErrorCode.allCases.count == 20)
}

/// In an object with thousands of distinct keys the parse's key filter is full, so each key
/// is a "maybe duplicate" for the full check at the object's end (scanning earlier keys on
/// every key would be quadratic: a 100 MB object of this shape took minutes). That check still
/// finds exactly the repeated key, wherever it is.
@Test func duplicateKeysInALargeObject() {
  let members = (0..<5_000).map { #""key\#($0)": \#($0)"# }
  let distinct = SyntaxTree(text: "{" + members.joined(separator: ", ") + "}")
  #expect(distinct.errors.isEmpty)
  let text = "{" + members.joined(separator: ", ") + #", "key17": 0}"#
  let repeated = SyntaxTree(text: text)
  #expect(repeated.errors.map(\.code) == [.duplicateKey, .duplicateKey])
  let starts = repeated.errors.map { $0.range.start }
  #expect(
    starts.map { repeated.text(ByteRange(start: $0, end: $0 + 7)) } == [#""key17""#, #""key17""#])
}

/// Duplicate keys are found by decoded name, in objects of any size, on every occurrence.
@Test func duplicateKeysAreFoundByDecodedName() {
  func codes(_ text: String) -> [SyntaxErrorCode] { SyntaxTree(text: text).errors.map(\.code) }
  #expect(codes(#"{"k1": 1, "k65": 2, "k129": 3, "k2": 4, "other": 5, "k10": 6}"#).isEmpty)
  #expect(codes(#"{"k1": 1, "k65": 2, "k1": 3}"#) == [.duplicateKey, .duplicateKey])
  #expect(codes(#"{"k4": 1, "k\u0034": 2}"#) == [.duplicateKey, .duplicateKey])
  #expect(codes(#"{"a": 1, "a": 2, "a": 3}"#) == [.duplicateKey, .duplicateKey, .duplicateKey])
  #expect(codes(#"{"a": {"a": 1}, "b": [{"a": 1, "b": 2}]}"#).isEmpty)
  let distinct = (0..<130).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
  #expect(codes("{" + distinct + "}").isEmpty)
  #expect(codes("{" + distinct + #", "k77": 0}"#) == [.duplicateKey, .duplicateKey])
}
