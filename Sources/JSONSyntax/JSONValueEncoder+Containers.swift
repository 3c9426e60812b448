/// The three containers of `JSONValueEncoder`: each writes into the slot it was made for.
extension JSONValueEncoder {
  /// A key in a container's coding path that is an array index.
  struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
  }

  /// An object's members.
  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    private func set(_ value: JSONValue, _ key: Key) { slot.set(key.stringValue, Slot(value)) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      set(try JSONValueEncoder.number(value, at: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      set(try JSONValueEncoder.number(value, at: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    private func integer<Integer: BinaryInteger>(_ value: Integer, _ key: Key) throws {
      set(try JSONValueEncoder.number(value, at: codingPath + [key]), key)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
      slot.set(key.stringValue, try JSONValueEncoder.value(value, at: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let nested = Slot()
      nested.content = .object([])
      slot.set(key.stringValue, nested)
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(slot: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let nested = Slot()
      nested.content = .array([])
      slot.set(key.stringValue, nested)
      return UnkeyedContainer(slot: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
      let nested = Slot()
      slot.set("super", nested)
      return Encoding(slot: nested, codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      let nested = Slot()
      slot.set(key.stringValue, nested)
      return Encoding(slot: nested, codingPath: codingPath + [key])
    }
  }

  /// An array's elements, in order.
  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    private var nextPath: [any CodingKey] { codingPath + [IndexKey(count)] }
    private func append(_ value: JSONValue) { slot.append(Slot(value)) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws {
      append(try JSONValueEncoder.number(value, at: nextPath))
    }
    mutating func encode(_ value: Float) throws {
      append(try JSONValueEncoder.number(value, at: nextPath))
    }
    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    private func integer<Integer: BinaryInteger>(_ value: Integer) throws {
      append(try JSONValueEncoder.number(value, at: nextPath))
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
      slot.append(try JSONValueEncoder.value(value, at: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let path = nextPath
      let nested = Slot()
      nested.content = .object([])
      slot.append(nested)
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = nextPath
      let nested = Slot()
      nested.content = .array([])
      slot.append(nested)
      return UnkeyedContainer(slot: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
      let path = nextPath
      let nested = Slot()
      slot.append(nested)
      return Encoding(slot: nested, codingPath: path)
    }
  }

  /// One value.
  struct SingleValueContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    private func set(_ value: JSONValue) { slot.content = .value(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws {
      set(try JSONValueEncoder.number(value, at: codingPath))
    }
    mutating func encode(_ value: Float) throws {
      set(try JSONValueEncoder.number(value, at: codingPath))
    }
    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    private func integer<Integer: BinaryInteger>(_ value: Integer) throws {
      set(try JSONValueEncoder.number(value, at: codingPath))
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
      slot.content = try JSONValueEncoder.value(value, at: codingPath).content
    }
  }
}
