import JSONSyntax
import LanguageServer
import Testing

/// Decoding message bodies with JSONSyntax and encoding with the compact writer.
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

  @Test func writesEncodedValuesAsTheyAre() {
    var buffer = JSONBuffer()
    buffer.append("[")
    buffer.append(integer: Int.min)
    buffer.append(",")
    buffer.append(integer: Int.max)
    buffer.append(",")
    buffer.append(string: "a\"b")
    buffer.append("]")
    let value: JSONValue = ["list": .encoded(buffer.bytes), "n": 1]
    #expect(value.text == #"{"list":[-9223372036854775808,9223372036854775807,"a\"b"],"n":1}"#)
    #expect(value["list"]?["x"] == nil)
    #expect(JSONValue.encoded(buffer.bytes) == .encoded(buffer.bytes))
    #expect(JSONValue.encoded(Array("[]".utf8)) != .array([]))
  }

  @Test func roundTrips() throws {
    let value: JSONValue = ["id": 7, "text": "日本\r\n\"🙂\"", "list": [0.1, [], ["k": "v"]]]
    #expect(JSONValue(utf8: value.utf8) == value)
  }
}
