/// The three containers of `JSONValueDecoder`.
extension JSONValueDecoder {
  /// An object's members by name (the first of duplicates, as `JSONValue` keeps them).
  struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    init(members: [(String, JSONValue)], codingPath: [any CodingKey]) {
      self.members = Dictionary(members, uniquingKeysWith: { first, _ in first })
      self.codingPath = codingPath
    }

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
      guard let value = members[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: codingPath, debugDescription: "no member \(key.stringValue)"))
      }
      return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try JSONValueDecoder.bool(member(key), codingPath + [key])
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try JSONValueDecoder.string(member(key), codingPath + [key])
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try JSONValueDecoder.double(member(key), codingPath + [key])
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
      Float(try JSONValueDecoder.double(member(key), codingPath + [key]))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    private func integer<Integer: BinaryInteger>(_ type: Integer.Type, _ key: Key) throws
      -> Integer
    {
      try JSONValueDecoder.integer(type, member(key), codingPath + [key])
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try JSONValueDecoder.value(type, member(key), codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      try Decoding(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try Decoding(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      Decoding(value: members["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      Decoding(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
  }

  /// An array's elements, read in order.
  struct UnkeyedContainer: UnkeyedDecodingContainer {
    let values: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(values: [JSONValue], codingPath: [any CodingKey]) {
      self.values = values
      self.codingPath = codingPath
    }

    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    private var path: [any CodingKey] { codingPath + [JSONValueEncoder.IndexKey(currentIndex)] }

    /// The next element, read.
    private mutating func next<Value>(_ read: (JSONValue, [any CodingKey]) throws -> Value)
      throws -> Value
    {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Value.self, .init(codingPath: path, debugDescription: "the array has no more elements"))
      }
      let value = try read(values[currentIndex], path)
      currentIndex += 1
      return value
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, values[currentIndex].isNull else { return false }
      currentIndex += 1
      return true
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(JSONValueDecoder.bool) }
    mutating func decode(_ type: String.Type) throws -> String {
      try next(JSONValueDecoder.string)
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
      try next(JSONValueDecoder.double)
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
      Float(try next(JSONValueDecoder.double))
    }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private mutating func integer<Integer: BinaryInteger>(_ type: Integer.Type) throws -> Integer {
      try next { value, path in try JSONValueDecoder.integer(type, value, path) }
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try next { value, path in try JSONValueDecoder.value(type, value, path) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try next { value, path in
        try Decoding(value: value, codingPath: path).container(keyedBy: type)
      }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try next { value, path in try Decoding(value: value, codingPath: path).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
      try next { value, path in Decoding(value: value, codingPath: path) }
    }
  }

  /// One value.
  struct SingleValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try JSONValueDecoder.bool(value, codingPath) }
    func decode(_ type: String.Type) throws -> String {
      try JSONValueDecoder.string(value, codingPath)
    }
    func decode(_ type: Double.Type) throws -> Double {
      try JSONValueDecoder.double(value, codingPath)
    }
    func decode(_ type: Float.Type) throws -> Float {
      Float(try JSONValueDecoder.double(value, codingPath))
    }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private func integer<Integer: BinaryInteger>(_ type: Integer.Type) throws -> Integer {
      try JSONValueDecoder.integer(type, value, codingPath)
    }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try JSONValueDecoder.value(type, value, codingPath)
    }
  }
}
