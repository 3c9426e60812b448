/// Decodes `Decodable` values from `JSONValue`s: the one decoder of what was read as JSON.
///
/// Strict where the type is: a missing key is `DecodingError.keyNotFound`, a value of the
/// wrong kind `typeMismatch`, an integer field given `1.5` or a number out of the integer
/// type's range `dataCorrupted`, each with the coding path (`describe` words it). A
/// `JSONValue` field takes whatever is there.
public struct JSONValueDecoder: Sendable {
  public init() {}

  public func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
    if let json = value as? Value { return json }
    return try Value(from: Decoding(value: value, codingPath: []))
  }

  /// A decoding error in words, naming where it happened by its path (`position.line`,
  /// `positions[2]`): `missing position.line`, `position.line: expected a number`.
  public static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing \(path(context.codingPath + [key]))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      let place = path(context.codingPath)
      return place.isEmpty ? context.debugDescription : "\(place): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  /// `a.b[2].c`.
  static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  // MARK: - Scalars

  static func kind(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  static func mismatch(
    _ type: Any.Type, _ expected: String, _ value: JSONValue, _ path: [any CodingKey]
  )
    -> DecodingError
  {
    .typeMismatch(
      type, .init(codingPath: path, debugDescription: "expected \(expected), not \(kind(value))"))
  }

  static func bool(_ value: JSONValue, _ path: [any CodingKey]) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(Bool.self, "a Boolean", value, path) }
    return bool
  }

  static func string(_ value: JSONValue, _ path: [any CodingKey]) throws -> String {
    guard case .string(let string) = value else {
      throw mismatch(String.self, "a string", value, path)
    }
    return string
  }

  static func double(_ value: JSONValue, _ path: [any CodingKey]) throws -> Double {
    guard case .number(let number) = value else {
      throw mismatch(Double.self, "a number", value, path)
    }
    return number
  }

  static func integer<Integer: BinaryInteger>(
    _ type: Integer.Type, _ value: JSONValue, _ path: [any CodingKey]
  ) throws -> Integer {
    guard case .number(let number) = value else {
      throw mismatch(type, "an integer", value, path)
    }
    guard let integer = Integer(exactly: number) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path, debugDescription: "\(number) is not an \(Integer.self)"))
    }
    return integer
  }

  static func value<Value: Decodable>(
    _ type: Value.Type, _ value: JSONValue, _ path: [any CodingKey]
  )
    throws -> Value
  {
    if let json = value as? Value { return json }
    return try Value(from: Decoding(value: value, codingPath: path))
  }

  /// The `Decoder` handed to `init(from:)`: reads one value.
  struct Decoding: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      guard case .object(let members) = value else {
        throw mismatch([String: JSONValue].self, "an object", value, codingPath)
      }
      return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      guard case .array(let values) = value else {
        throw mismatch([JSONValue].self, "an array", value, codingPath)
      }
      return UnkeyedContainer(values: values, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      SingleValueContainer(value: value, codingPath: codingPath)
    }
  }
}
