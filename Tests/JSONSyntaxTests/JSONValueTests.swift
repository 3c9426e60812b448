import JSONSyntax
import Testing

/// Reading JSON into `JSONValue` and writing it with the one writer.
@Suite struct JSONValueTests {
  @Test func decodesEveryKind() throws {
    let value = try #require(
      JSONValue(text: #"{"a": [1, -2.5, 1e3], "b": {"c": null}, "d": true, "e": "x\n\u00e9🙂"}"#))
    #expect(value["a"] == [1, -2.5, 1000])
    #expect(value[path: "b", "c"] == .null)
    #expect(value["d"] == true)
    #expect(value["e"] == "x\né🙂")
    #expect(value["a"]?.arrayValue?.first?.intValue == 1)
    #expect(value["a"]?.arrayValue?[1].intValue == nil)
  }

  @Test func refusesWhatIsNotOneJSONValue() {
    #expect(JSONValue(text: "") == nil)
    #expect(JSONValue(text: "{") == nil)
    #expect(JSONValue(text: "{} {}") == nil)
    #expect(JSONValue(text: "{'a': 1}") == nil)
    #expect(JSONValue(utf8: Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)) == nil)
  }

  @Test func duplicateKeysKeepTheFirst() {
    #expect(JSONValue(text: #"{"a": 1, "a": 2}"#) == ["a": 1])
  }

  @Test func writesCompactAndEscaped() {
    let value: JSONValue = [
      "s": .string("q\"b\\n\n\t\u{1}é🙂"), "i": 42, "f": 0.5, "n": -3, "big": 1e300,
      "inf": .number(.infinity), "a": [true, false, nil], "o": [:],
    ]
    #expect(
      value.text
        == #"{"s":"q\"b\\n\n\t\u0001é🙂","i":42,"f":0.5,"n":-3,"big":1e+300,"inf":null,"a":[true,false,null],"o":{}}"#
    )
  }

  @Test func writesIntegersDigitByDigit() {
    let values: [JSONValue] = [
      0, 7, -1, 10, 9_999_999_999, 10_000_000_000, -9_007_199_254_740_991, 123_456_789,
    ]
    #expect(
      JSONValue.array(values).text
        == "[0,7,-1,10,9999999999,10000000000,-9007199254740991,123456789]")
  }

  @Test func writesNegativeZeroAsZeroAndFractionsExactly() {
    let values: [JSONValue] = [
      .number(-0.0), 0.1, -2.5, 1e-7, .number(0x1p53), .number(-0x1p53 + 1), .number(.nan), 1e300,
    ]
    #expect(
      JSONValue.array(values).text
        == "[0,0.1,-2.5,1e-07,9007199254740992,-9007199254740991,null,1e+300]")
  }

  @Test func escapesEveryControlCharacter() {
    for byte in UInt8(0)..<0x20 {
      let text = JSONValue.string(String(UnicodeScalar(byte))).text
      let expected: String
      switch byte {
      case 0x0A: expected = #""\n""#
      case 0x0D: expected = #""\r""#
      case 0x09: expected = #""\t""#
      default: expected = "\"\\u00" + String(format2(byte)) + "\""
      }
      #expect(text == expected, "byte \(byte)")
      #expect(JSONValue(text: text) == .string(String(UnicodeScalar(byte))))
    }
  }

  /// Two lowercase hex digits.
  private func format2(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  @Test func roundTrips() throws {
    let value: JSONValue = ["id": 7, "text": "日本\r\n\"🙂\"", "list": [0.1, [], ["k": "v"]]]
    #expect(JSONValue(utf8: value.utf8) == value)
  }
}

/// The one writer's three layouts: the wire, people, and an HTML `<script>` block.
@Suite struct JSONValueLayoutTests {
  static let value: JSONValue = [
    "name": "a <b> & c", "frame": [0, 0.5, 1], "empty": [], "nested": ["a": [["b": 1]]],
    "none": [:],
  ]

  @Test func compactHasNoWhitespaceAndKeepsHTMLCharacters() {
    #expect(
      Self.value.text(.compact)
        == #"{"name":"a <b> & c","frame":[0,0.5,1],"empty":[],"nested":{"a":[{"b":1}]},"none":{}}"#)
  }

  @Test func scriptSafeEscapesWhatCouldCloseTheScript() {
    let text = JSONValue.string("</script><!-- & -->").text(.scriptSafe)
    #expect(text == #""\u003c/script\u003e\u003c!-- \u0026 --\u003e""#)
    #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
  }

  @Test func prettyIndentsContainersAndKeepsScalarArraysOnOneLine() {
    #expect(
      Self.value.text(.pretty) == """
        {
          "name": "a <b> & c",
          "frame": [0, 0.5, 1],
          "empty": [],
          "nested": {
            "a": [
              {
                "b": 1
              }
            ]
          },
          "none": {}
        }
        """)
  }

  @Test func numbersAndStringsAreWrittenOneWay() {
    #expect(JSONValue.numberText(-0.0) == "0")
    #expect(JSONValue.numberText(12) == "12")
    #expect(JSONValue.numberText(0.1) == "0.1")
    #expect(JSONValue.numberText(.infinity) == "null")
    #expect(JSONValue.quoted("名片 😀\n\u{1}\"\\") == #""名片 😀\n\u0001\"\\""#)
  }
}
