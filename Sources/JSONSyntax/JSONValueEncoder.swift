/// Encodes `Encodable` values into `JSONValue`s: the one encoder of everything written as JSON
/// (its text then comes from `JSONValue`'s one writer).
///
/// What it writes:
/// * Struct fields in the order the type encodes them (declaration order when synthesized).
/// * A `nil` optional field is left out (`encodeIfPresent`, what synthesized conformances
///   call): LSP's optional properties are absent, not `null`. `encodeNil` writes `null`.
/// * Integers exactly: a value beyond 2^53 in magnitude, which a JSON number read as a double
///   cannot hold, is an `EncodingError`. A `Float` as its shortest decimal (`0.1`, not
///   `0.10000000149011612`).
/// * A non-finite `Double` or `Float` is an `EncodingError` (JSON has no such numbers).
/// * A `JSONValue` is taken as it is.
public struct JSONValueEncoder: Sendable {
  public init() {}

  /// The JSON value of `value`. Throws `EncodingError.invalidValue` for what JSON cannot hold
  /// exactly (see above) and for a value that encodes nothing.
  public func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    if let json = value as? JSONValue { return json }
    let slot = Slot()
    try value.encode(to: Encoding(slot: slot, codingPath: []))
    guard let result = slot.resolved() else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "\(Value.self) encoded no value"))
    }
    return result
  }

  // MARK: - Scalars

  /// A `Double` as a JSON number; an error when it is not finite.
  static func number(_ value: Double, at path: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "\(value) is not a JSON number"))
    }
    return .number(value)
  }

  /// A `Float` as the number its shortest decimal names.
  static func number(_ value: Float, at path: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "\(value) is not a JSON number"))
    }
    return .number(Double(value.description) ?? Double(value))
  }

  /// An integer as a JSON number; an error when a double cannot hold it exactly.
  static func number<Integer: BinaryInteger>(_ value: Integer, at path: [any CodingKey]) throws
    -> JSONValue
  {
    guard value.magnitude <= 1 << 53, let double = Double(exactly: value) else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: path, debugDescription: "\(value) is beyond 2^53: not exact as a JSON number"
        ))
    }
    return .number(double)
  }

  /// The value of any `Encodable` at `path`: scalars and `JSONValue`s directly, anything else
  /// through its `encode(to:)`.
  static func value<Value: Encodable>(_ value: Value, at path: [any CodingKey]) throws
    -> Slot
  {
    switch value {
    case let json as JSONValue: return Slot(json)
    case let string as String: return Slot(.string(string))
    case let bool as Bool: return Slot(.bool(bool))
    case let int as Int: return Slot(try number(int, at: path))
    case let double as Double: return Slot(try number(double, at: path))
    default:
      let slot = Slot()
      try value.encode(to: Encoding(slot: slot, codingPath: path))
      return slot
    }
  }
}

// MARK: - The tree being built

extension JSONValueEncoder {
  /// One value being encoded: containers hand out nested slots and fill them later, so a
  /// slot is a reference until the encoding is resolved into a `JSONValue`.
  final class Slot {
    enum Content {
      case empty
      case value(JSONValue)
      case object([(String, Slot)])
      case array([Slot])
    }

    var content: Content

    init(_ value: JSONValue? = nil) {
      content = value.map(Content.value) ?? .empty
    }

    /// The value built; nil when nothing was encoded into the slot.
    func resolved() -> JSONValue? {
      switch content {
      case .empty: return nil
      case .value(let value): return value
      case .array(let slots): return .array(slots.map { $0.resolved() ?? .null })
      case .object(let members):
        return .object(members.compactMap { key, slot in slot.resolved().map { (key, $0) } })
      }
    }

    /// Sets member `key` (replacing an earlier one of that name) to `slot`.
    func set(_ key: String, _ slot: Slot) {
      guard case .object(var members) = content else { return }
      content = .empty  // keeps `members` uniquely referenced while it grows
      if let index = members.firstIndex(where: { $0.0 == key }) {
        members[index].1 = slot
      } else {
        members.append((key, slot))
      }
      content = .object(members)
    }

    func append(_ slot: Slot) {
      guard case .array(var slots) = content else { return }
      content = .empty
      slots.append(slot)
      content = .array(slots)
    }

    var count: Int {
      switch content {
      case .array(let slots): return slots.count
      case .object(let members): return members.count
      default: return 0
      }
    }
  }

  /// The `Encoder` handed to `encode(to:)`: writes into one slot.
  struct Encoding: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if case .object = slot.content {} else { slot.content = .object([]) }
      return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if case .array = slot.content {} else { slot.content = .array([]) }
      return UnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueContainer(slot: slot, codingPath: codingPath)
    }
  }
}
