import JSONSyntax
import Testing

/// `JSONValueEncoder`: `Encodable` values into `JSONValue`, written by the one writer.
@Suite struct JSONValueEncoderTests {
  struct Position: Codable, Equatable {
    var line: Int
    var character: Int
  }

  struct Item: Codable, Equatable {
    var label: String
    var detail: String?
    var position: Position
    var tags: [[Int]]
    var score: Double
  }

  /// Encodes `value` and writes it.
  private func text<Value: Encodable>(_ value: Value) throws -> String {
    try JSONValueEncoder().encode(value).text
  }

  @Test func leavesNilOptionalsOutAndKeepsFieldOrder() throws {
    let item = Item(
      label: "a", detail: nil, position: Position(line: 1, character: 2), tags: [[1], [], [2, 3]],
      score: 0.5)
    #expect(
      try text(item)
        == #"{"label":"a","position":{"line":1,"character":2},"tags":[[1],[],[2,3]],"score":0.5}"#)
    var detailed = item
    detailed.detail = "d"
    #expect(try text(detailed).hasPrefix(#"{"label":"a","detail":"d","position""#))
  }

  @Test func writesNullWhereTheTypeSaysSo() throws {
    struct Explicit: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONValueEncoderTests.Key.self)
        try container.encodeNil(forKey: Key("version"))
        var list = container.nestedUnkeyedContainer(forKey: Key("list"))
        try list.encodeNil()
        try list.encode(true)
      }
    }
    #expect(try text(Explicit()) == #"{"version":null,"list":[null,true]}"#)
    #expect(try text(Int?.none) == "null")
    #expect(try text([Int?.none, 1]) == "[null,1]")
  }

  @Test func writesIntegersAsIntegersAndDoublesExactly() throws {
    #expect(try text([42, -7, 0]) == "[42,-7,0]")
    #expect(try text([42.0, -0.0, 0.1, 1e300, 2.5e-8]) == "[42,0,0.1,1e+300,2.5e-08]")
    #expect(try text([Float(0.1), Float(-3)]) == "[0.1,-3]")
    #expect(
      try text([Int64(1) << 53, -(Int64(1) << 53)]) == "[9007199254740992,-9007199254740992]")
    #expect(try text([UInt8.max]) == "[255]")
  }

  @Test func refusesWhatAJSONNumberCannotHoldExactly() {
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode((Int64(1) << 53) + 1) }
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(UInt64.max) }
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.nan]) }
    #expect(throws: EncodingError.self) {
      try JSONValueEncoder().encode(["x": Double.infinity])
    }
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(Float.infinity) }
  }

  @Test func escapesStringsAndKeepsOtherTextAsUTF8() throws {
    let value = "q\"b\\s/\n\r\t\u{0}\u{1F}\u{7F}é\u{2028}🙂"
    let written = try text([value])
    #expect(written == "[\"q\\\"b\\\\s/\\n\\r\\t\\u0000\\u001f\u{7F}é\u{2028}🙂\"]")
    // Non-BMP text is written as its four UTF-8 bytes, not as a surrogate pair.
    #expect(Array(try JSONValueEncoder().encode("🙂").utf8) == [0x22, 0xF0, 0x9F, 0x99, 0x82, 0x22])
    #expect(JSONValue(text: written) == [.string(value)])
    #expect(try text(["k\"ey": 1]) == #"{"k\"ey":1}"#)
  }

  @Test func nestsContainersAndTakesJSONValuesAsTheyAre() throws {
    struct Outer: Encodable {
      var settings: JSONValue
      var inner: [Position]

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONValueEncoderTests.Key.self)
        try container.encode(settings, forKey: Key("settings"))
        var nested = container.nestedContainer(
          keyedBy: JSONValueEncoderTests.Key.self, forKey: Key("nested"))
        var deeper = nested.nestedUnkeyedContainer(forKey: Key("deeper"))
        var object = deeper.nestedContainer(keyedBy: JSONValueEncoderTests.Key.self)
        try object.encode(inner, forKey: Key("inner"))
        try container.encode("replaced", forKey: Key("settings"))
      }
    }
    let outer = Outer(settings: ["a": [1, nil]], inner: [Position(line: 0, character: 9)])
    #expect(
      try text(outer)
        == #"{"settings":"replaced","nested":{"deeper":[{"inner":[{"line":0,"character":9}]}]}}"#
    )
    #expect(
      try JSONValueEncoder().encode(JSONValue.object([("z", 1), ("a", 2)])).text
        == #"{"z":1,"a":2}"#)
  }

  @Test func encodesEnumsBySingleValue() throws {
    enum Kind: Int, Encodable { case error = 1, warning }
    enum Name: String, Encodable { case full, unchanged }
    #expect(try text([Kind.warning]) == "[2]")
    #expect(try text(["kind": Name.unchanged]) == #"{"kind":"unchanged"}"#)
  }

  @Test func refusesAValueThatEncodesNothing() {
    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(Nothing()) }
    // Inside a container, such a member is left out.
    #expect((try? JSONValueEncoder().encode(["a": Nothing()]))?.text == "{}")
  }

  /// Any key, for hand-written `encode(to:)`.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
  }
}
