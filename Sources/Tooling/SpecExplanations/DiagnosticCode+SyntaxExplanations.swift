import HeaderGeometry
import SpecAnalysis

extension DiagnosticCode {
  /// The explanations of the HS1xx codes (JSON syntax); nil for the other codes.
  var syntaxExplanation: CodeExplanation? {
    switch self {
    case .unexpectedCharacter:
      CodeExplanation(
        meaning: """
          The parser met a character or word that cannot start a JSON value: a misspelt true, \
          false or null, an unquoted word, a single-quoted string.
          """,
        example: syntaxExample(#""name": tru"#),
        fix: "Write a JSON value: a string in double quotes, a number, true, false or null.")
    case .unexpectedToken:
      CodeExplanation(
        meaning: """
          A piece of JSON (a colon, a bracket, a value) stands where the grammar does not allow \
          it, such as a colon inside an array or a ] inside an object.
          """,
        example: syntaxExample(#""width": 375 ]"#),
        fix: "Remove the token, or close the object or array with the bracket that matches it.")
    case .missingValue:
      CodeExplanation(
        meaning: "A colon or a comma is followed by no value.",
        example: syntaxExample(#""name": "#),
        fix: "Write the value after the colon, or remove the member.")
    case .missingComma:
      CodeExplanation(
        meaning: "Two members of an object (or two elements of an array) follow each other "
          + "without a comma between them.",
        example: syntaxExample(#""name": "Profile" "width": 375"#),
        fix: "Add a comma after the first member (the quick fix does; --fix when a line break "
          + "follows the member).")
    case .missingColon:
      CodeExplanation(
        meaning: "A property name is followed by a value without the colon between them.",
        example: syntaxExample(#""name" "Profile""#),
        fix: "Add a colon after the property name.")
    case .propertyNameExpected:
      CodeExplanation(
        meaning: "An object member starts with something other than a string in double quotes: "
          + "a number, a bare word or a single-quoted name.",
        example: syntaxExample(#"42: 1"#),
        fix: "Write the property name in double quotes.")
    case .trailingComma:
      CodeExplanation(
        meaning: """
          A comma stands right before a closing } or ]. JSON does not allow it; with comments \
          allowed (--allow-comments, JSONC) it is accepted.
          """,
        example: syntaxExample(#""name": "Profile","#),
        fix: "Remove the comma (the quick fix does).")
    case .unclosedContainer:
      CodeExplanation(
        meaning: "An object or array is not closed before the document ends.",
        example: """
          {
            "bar": { "maxHeight": 100, "minHeight": 50 },
            "behavior": { "kind": "fixed" },
            "subviews": [

          """,
        fix: "Close it with } or ] (the diagnostic points at the bracket that opened it).")
    case .unterminatedString:
      CodeExplanation(
        meaning: "A string has no closing double quote before the end of its line; JSON "
          + "strings cannot span lines.",
        example: syntaxExample(#""name": "Profile"#),
        fix: #"Add the closing ", or write a line break inside the string as \n."#)
    case .invalidEscape:
      CodeExplanation(
        meaning: #"A backslash in a string is followed by a character JSON does not define an "#
          + #"escape for (JSON has \" \\ \/ \b \f \n \r \t and \uXXXX)."#,
        example: syntaxExample(#""name": "C:\Users""#),
        fix: #"Double the backslash (\\) or use one of JSON's escapes."#)
    case .controlCharacterInString:
      CodeExplanation(
        meaning: "A string holds a raw control character (a tab, here written ⟨09⟩, or another "
          + "character below U+0020), which JSON requires to be escaped.",
        example: syntaxExample(#""name": "Pro⟨09⟩file""#),
        fix: #"Write the character as an escape: \t for a tab, \u0001 and so on."#)
    case .invalidNumber:
      CodeExplanation(
        meaning: "A number does not follow JSON's grammar: a leading zero, a leading + or a "
          + "missing digit after the point or the exponent.",
        example: syntaxExample(#""width": 0375"#),
        fix: "Write the number as JSON does: 375, 0.5, 1e3.")
    case .numberTooLarge:
      CodeExplanation(
        meaning: "A number is too large to be a 64-bit floating-point value (about 1.8e308).",
        example: syntaxExample(#""width": 1e400"#),
        fix: "Write a smaller number; no header dimension needs one this large.")
    case .commentNotAllowed:
      CodeExplanation(
        meaning: "A // or /* */ comment in a spec that must be plain JSON. Specs are JSON "
          + "unless comments are allowed (--allow-comments, or the allowComments setting).",
        example: syntaxExample("// the profile screen\n  \"name\": \"Profile\""),
        fix: "Remove the comment (put notes in \"name\"), or allow comments.")
    case .unterminatedComment:
      CodeExplanation(
        meaning: "A /* block comment is not closed with */ before the document ends (reported "
          + "when comments are allowed).",
        example: syntaxExample(#""name": "Profile" /* the profile screen"#),
        fix: "Close the comment with */.", allowsComments: true)
    case .duplicateKey:
      CodeExplanation(
        meaning: "The same property name appears twice in one object. JSON readers disagree "
          + "on which one wins; HeaderSpec uses the last.",
        example: syntaxExample(#""name": "Profile", "name": "Settings""#),
        fix: "Keep one of the two members.")
    case .invalidUTF8:
      CodeExplanation(
        meaning: "The file holds bytes that are not well-formed UTF-8 (here ⟨E9⟩, an é "
          + "in Latin-1), for example text saved as Latin-1.",
        example: syntaxExample(#""name": "Caf⟨E9⟩""#),
        fix: "Save the file as UTF-8.")
    case .byteOrderMark:
      CodeExplanation(
        meaning: "The file starts with a UTF-8 byte order mark (the bytes EF BB BF), which JSON "
          + "(RFC 8259) does not allow.",
        example: "⟨EF BB BF⟩" + syntaxExample(#""name": "Profile""#),
        fix: "Save the file as UTF-8 without a byte order mark (the quick fix and --fix remove "
          + "it).")
    case .contentAfterRoot:
      CodeExplanation(
        meaning: "Something other than whitespace follows the document's closing brace; a spec "
          + "is exactly one JSON value.",
        example: syntaxExample(#""name": "Profile""#) + " {}\n",
        fix: "Remove what follows, or merge it into the spec.")
    case .nestingTooDeep:
      CodeExplanation(
        meaning: "Objects and arrays are nested more than 512 levels deep; the deeper part is "
          + "skipped and not checked.",
        example: syntaxExample(#""name": ⟨[×513⟩⟨]×513⟩"#),
        fix: "Nest less deeply; a spec never needs more than a few levels.")
    default:
      nil
    }
  }

  /// A valid fixed bar with `members` (one or more members, no trailing comma) added last.
  private func syntaxExample(_ members: String) -> String {
    """
    {
      "bar": { "maxHeight": 100, "minHeight": 50 },
      "behavior": { "kind": "fixed" },
      \(members)
    }

    """
  }
}
