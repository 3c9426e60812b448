import JSONSyntax
import Testing

/// Parses half-typed input and renders the tree and the error codes.
private func checkRecovery(
  _ text: String, _ expectedTree: String, _ expectedErrors: [SyntaxErrorCode],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let tree = SyntaxTree(text: text)
  #expect(render(tree) == expectedTree, sourceLocation: sourceLocation)
  #expect(tree.errors.map(\.code) == expectedErrors, sourceLocation: sourceLocation)
}

@Test func propertyBeingTyped() {
  checkRecovery(
    #"{"a": 1, "b"#, #"object(member(key:"a" number:1) member(key:"b))"#,
    [.unclosedContainer, .unterminatedString])
  checkRecovery(
    #"{"a": 1, b}"#, #"object(member(key:"a" number:1) member(key:b))"#,
    [.unexpectedCharacter])
  checkRecovery(
    #"{"a": 1, "b":"#, #"object(member(key:"a" number:1) member(key:"b"))"#,
    [.unclosedContainer, .missingValue])
}

@Test func missingPieces() {
  checkRecovery(#"{"a": }"#, #"object(member(key:"a"))"#, [.missingValue])
  checkRecovery(#"{"a" 1}"#, #"object(member(key:"a" number:1))"#, [.missingColon])
  checkRecovery(
    #"{"a": 1 "b": 2}"#, #"object(member(key:"a" number:1) member(key:"b" number:2))"#,
    [.missingComma])
  checkRecovery("[1, , 2]", "array(number:1 number:2)", [.missingValue])
  checkRecovery(
    "{\"a\": \n \"b\": 2}", #"object(member(key:"a") member(key:"b" number:2))"#, [.missingValue])
  checkRecovery(
    #"{"a": "b" "c": 1}"#, #"object(member(key:"a" string:"b") member(key:"c" number:1))"#,
    [.missingComma])
}

@Test func mismatchedAndUnclosedContainers() {
  checkRecovery(
    #"{"a": [1, 2}"#, #"object(member(key:"a" array(number:1 number:2)))"#, [.unclosedContainer])
  checkRecovery(
    #"[{"a": 1]"#, #"array(object(member(key:"a" number:1)))"#, [.unclosedContainer])
  checkRecovery(
    #"{"a": {"b": 1, "c": [true"#,
    #"object(member(key:"a" object(member(key:"b" number:1) member(key:"c" array(true:true)))))"#,
    [.unclosedContainer, .unclosedContainer, .unclosedContainer])
}

@Test func garbageInValues() {
  checkRecovery(#"{"a": tru}"#, #"object(member(key:"a" invalid:tru))"#, [.unexpectedCharacter])
  checkRecovery(
    "[NaN, -Infinity]", "array(invalid:NaN number:-Infinity)",
    [.unexpectedCharacter, .invalidNumber])
  checkRecovery("{\"a\": 'x'}", "object(member(key:\"a\" invalid:'x'))", [.unexpectedCharacter])
}
