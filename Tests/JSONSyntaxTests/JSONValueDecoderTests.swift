import JSONSyntax
import Testing

/// `JSONValueDecoder`: `JSONValue`s into `Decodable` types, strict where the type is, with
/// errors that name where.
@Suite struct JSONValueDecoderTests {
  struct Position: Codable, Equatable {
    var line: Int
    var character: Int
  }

  struct Params: Codable, Equatable {
    var uri: String
    var positions: [Position]
    var only: [String]?
    var settings: JSONValue?
    var ratio: Double?
  }

  /// The error `decode` throws for `value`, in words.
  private func problem<Value: Decodable>(_ type: Value.Type, _ value: JSONValue) -> String? {
    do {
      _ = try JSONValueDecoder().decode(type, from: value)
      return nil
    } catch {
      return JSONValueDecoder.describe(error)
    }
  }

  @Test func decodesWhatTheEncoderWrites() throws {
    let params = Params(
      uri: "file:///a", positions: [Position(line: 1, character: 2)], only: ["quickfix"],
      settings: ["x": [1, "y", nil]], ratio: 0.25)
    let value = try JSONValueEncoder().encode(params)
    #expect(try JSONValueDecoder().decode(Params.self, from: value) == params)
    let sparse: JSONValue = ["uri": "u", "positions": []]
    #expect(
      try JSONValueDecoder().decode(Params.self, from: sparse)
        == Params(uri: "u", positions: [], only: nil, settings: nil, ratio: nil))
  }

  @Test func namesWhatIsMissingOrMalformed() {
    #expect(problem(Params.self, ["positions": []]) == "missing uri")
    #expect(
      problem(Params.self, ["uri": "u", "positions": [["line": 0, "character": 0], ["line": 1]]])
        == "missing positions[1].character")
    #expect(
      problem(Params.self, ["uri": "u", "positions": [["line": "0", "character": 0]]])
        == "positions[0].line: expected an integer, not a string")
    #expect(
      problem(Params.self, ["uri": "u", "positions": [["line": 1.5, "character": 0]]])
        == "positions[0].line: 1.5 is not an Int")
    #expect(problem(Params.self, [1, 2]) == "expected an object, not an array")
    #expect(problem(UInt8.self, 256) == "256.0 is not an UInt8")
  }

  @Test func readsScalarsExactly() throws {
    let decoder = JSONValueDecoder()
    #expect(try decoder.decode(Int.self, from: -3) == -3)
    #expect(try decoder.decode(Double.self, from: 0.5) == 0.5)
    #expect(try decoder.decode([Bool?].self, from: [true, nil]) == [true, nil])
    #expect(try decoder.decode(JSONValue.self, from: ["a": nil]) == ["a": nil])
    #expect(throws: DecodingError.self) { try decoder.decode(String.self, from: 1) }
    #expect(throws: DecodingError.self) { try decoder.decode(Bool.self, from: nil) }
  }
}
