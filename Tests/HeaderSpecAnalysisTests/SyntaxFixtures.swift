import SpecAnalysis

/// A valid spec's beginning: a fixed bar, so fixtures add only what they test.
let prefix = #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed" }, "#

/// One fixture per syntax error code (HS1xx). `\u{E000}` stands for the byte 0xFF.
let syntaxFixtures: [Fixture] = [
  Fixture(
    name: "HS101", text: prefix + #""name": 1️⃣tru }"#,
    expected: """
      1️⃣ error HS101 Unexpected characters; expected a JSON value
      """),
  Fixture(
    name: "HS102", text: prefix + #""subviews": [1️⃣: 2️⃣1] }"#,
    expected: """
      1️⃣ error HS102 Unexpected colon in an array
      2️⃣ error HS202 subviews[0] must be an object, not 1
      """),
  Fixture(
    name: "HS103", text: prefix + #""name"1️⃣: }"#,
    expected: """
      1️⃣ error HS103 Expected a value after the colon
      """),
  Fixture(
    name: "HS104", text: prefix + #""name": 1️⃣"a" "width": 375 }"#,
    expected: """
      1️⃣ error HS104 Expected a comma after this member
      """),
  Fixture(
    name: "HS105", text: prefix + #"1️⃣"name" "a" }"#,
    expected: """
      1️⃣ error HS105 Expected a colon after the property name
      """),
  Fixture(
    name: "HS106", text: prefix + #""name": "a", 1️⃣42: 1 }"#,
    expected: """
      1️⃣ error HS106 Property names must be strings in double quotes
      """),
  Fixture(
    name: "HS107", text: prefix + #""name": "a"1️⃣, }"#,
    expected: """
      1️⃣ error HS107 Trailing comma before }
      """),
  Fixture(
    name: "HS108", text: "2️⃣" + prefix + #""subviews": 1️⃣["#,
    expected: """
      2️⃣ error HS108 This object is not closed with }
      1️⃣ error HS108 This array is not closed with ]
      """),
  Fixture(
    name: "HS109", text: prefix + "\"name\": 1️⃣\"abc\n}",
    expected: """
      1️⃣ error HS109 This string is not closed with a double quote
      """),
  Fixture(
    name: "HS110", text: prefix + #""name": "a1️⃣\x" }"#,
    expected: #"""
      1️⃣ error HS110 Invalid escape; JSON allows \" \\ \/ \b \f \n \r \t \uXXXX
      """#),
  Fixture(
    name: "HS111", text: prefix + "\"name\": \"a1️⃣\t\" }",
    expected: """
      1️⃣ error HS111 Control characters must be escaped in strings
      """),
  Fixture(
    name: "HS112", text: prefix + #""width": 1️⃣01 }"#,
    expected: """
      1️⃣ error HS112 Invalid number
      """),
  Fixture(
    name: "HS113", text: prefix + #""width": 1️⃣1e400 }"#,
    expected: """
      1️⃣ error HS113 Number is too large for a 64-bit floating point value
      """),
  Fixture(
    name: "HS114", text: prefix + "1️⃣// note\n\"name\": \"a\" }",
    expected: """
      1️⃣ error HS114 Comments are not allowed in JSON
      """),
  Fixture(
    name: "HS115", text: "2️⃣" + prefix + #""name": "a" 1️⃣/* }"#,
    expected: """
      2️⃣ error HS108 This object is not closed with }
      1️⃣ error HS115 This block comment is not closed with */
      """,
    settings: AnalysisSettings(allowsComments: true)),
  Fixture(
    name: "HS116", text: prefix + #"1️⃣"name": "a", 2️⃣"name": "b" }"#,
    expected: """
      1️⃣ warning HS116 Duplicate property name
      2️⃣ warning HS116 Duplicate property name
      """),
  Fixture(
    name: "HS117", text: prefix + "\"name\": \"中文 1️⃣\u{E000}\" }",
    expected: """
      1️⃣ error HS117 Invalid UTF-8
      """),
  Fixture(
    name: "HS118", text: "1️⃣\u{FEFF}" + prefix + #""name": "a" }"#,
    expected: """
      1️⃣ error HS118 A byte order mark is not allowed at the start of JSON
      """),
  Fixture(
    name: "HS119", text: prefix + #""name": "a" } 1️⃣{}"#,
    expected: """
      1️⃣ error HS119 Unexpected content after the end of the JSON value
      """),
  Fixture(
    name: "HS120",
    text: prefix + #""name": 2️⃣"# + String(repeating: "[", count: 511) + "1️⃣["
      + String(repeating: "]", count: 512) + " }",
    expected: """
      2️⃣ error HS202 name must be a string, not an array
      1️⃣ error HS120 Nested deeper than 512 levels; not checked
      """),
]
