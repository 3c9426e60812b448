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
    let path: CodingPath?
    var codingPath: [any CodingKey] { path.keys }

    private func set(_ value: JSONValue, _ key: Key) { slot.set(key.stringValue, value) }
    private func at(_ key: Key) -> CodingPath { CodingPath(path, key) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      guard value.isFinite else { return set(try JSONValueEncoder.number(value, at(key)), key) }
      set(.number(value), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      set(try JSONValueEncoder.number(value, at(key)), key)
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
      if value.magnitude <= 1 << 53, let double = Double(exactly: value) {
        return set(.number(double), key)
      }
      set(try JSONValueEncoder.number(value, at(key)), key)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
      guard let json = try JSONValueEncoder.value(value, path: at(key)) else { return }
      set(json, key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let nested = Slot.container(.object([]))
      slot.set(key.stringValue, .null, slot: nested)
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: nested, path: at(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let nested = Slot.container(.array([]))
      slot.set(key.stringValue, .null, slot: nested)
      return UnkeyedContainer(slot: nested, path: at(key))
    }

    mutating func superEncoder() -> any Encoder {
      let nested = Slot()
      slot.set("super", .null, slot: nested)
      return Encoding(slot: nested, path: path)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      let nested = Slot()
      slot.set(key.stringValue, .null, slot: nested)
      return Encoding(slot: nested, path: at(key))
    }
  }

  /// An array's elements, in order.
  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let path: CodingPath?
    var codingPath: [any CodingKey] { path.keys }
    var count: Int { slot.count }

    private var next: CodingPath { CodingPath(path, IndexKey(count)) }
    private func append(_ value: JSONValue) { slot.append(value) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws {
      append(try JSONValueEncoder.number(value, next))
    }
    mutating func encode(_ value: Float) throws {
      append(try JSONValueEncoder.number(value, next))
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
      append(try JSONValueEncoder.number(value, next))
    }

    /// An element that encodes nothing is null (an array keeps its positions).
    mutating func encode<Value: Encodable>(_ value: Value) throws {
      append(try JSONValueEncoder.value(value, path: next) ?? .null)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let path = next
      let nested = Slot.container(.object([]))
      slot.append(.null, slot: nested)
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: nested, path: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = next
      let nested = Slot.container(.array([]))
      slot.append(.null, slot: nested)
      return UnkeyedContainer(slot: nested, path: path)
    }

    mutating func superEncoder() -> any Encoder {
      let path = next
      let nested = Slot()
      slot.append(.null, slot: nested)
      return Encoding(slot: nested, path: path)
    }
  }

  /// One value.
  struct SingleValueContainer: SingleValueEncodingContainer {
    let slot: Slot
    let path: CodingPath?
    var codingPath: [any CodingKey] { path.keys }

    private func set(_ value: JSONValue) { slot.content = .value(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(try JSONValueEncoder.number(value, path)) }
    mutating func encode(_ value: Float) throws { set(try JSONValueEncoder.number(value, path)) }
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
      set(try JSONValueEncoder.number(value, path))
    }

    /// Nothing encoded leaves the slot empty.
    mutating func encode<Value: Encodable>(_ value: Value) throws {
      guard let json = try JSONValueEncoder.value(value, path: path) else { return }
      set(json)
    }
  }
}
