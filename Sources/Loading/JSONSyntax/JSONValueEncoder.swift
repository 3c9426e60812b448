/// Encodes `Encodable` values into `JSONValue`s: the one encoder of everything written as JSON
/// (its text then comes from `JSONValue`'s one writer).
///
/// What it writes:
/// * Struct fields in the order the type encodes them (declaration order when synthesized).
/// * A `nil` optional field is left out (`encodeIfPresent`, what synthesized conformances
///   call): an optional property is absent, not `null`, as JSON APIs such as LSP expect.
///   `encodeNil` writes `null`.
/// * Integers exactly: a value beyond 2^53 in magnitude, which a JSON number read as a double
///   cannot hold, is an `EncodingError`. A `Float` as its shortest decimal (`0.1`, not
///   `0.10000000149011612`).
/// * A non-finite `Double` or `Float` is an `EncodingError` (JSON has no such numbers).
/// * A `JSONValue` is taken as it is.
///
/// Cost: each value encoded through its `encode(to:)` is built in a `Slot` and is a finished
/// `JSONValue` when that call returns (members are stored as values, not copied again); only
/// containers handed out empty (`nestedContainer`, `superEncoder`) stay placeholders until the
/// end. Coding paths are a linked list, extended only for a value that is not a scalar, and
/// scalars are recognized by their type (a pointer comparison), not by failed casts. On a 1 MB
/// spec's outline (about 12,000 symbols, 24,000 ranges) it is still the larger part of the
/// request: every struct costs a container box, a slot and a generic metadata lookup.
public struct JSONValueEncoder: Sendable {
  public init() {}

  /// The JSON value of `value`. Throws `EncodingError.invalidValue` for what JSON cannot hold
  /// exactly (see above) and for a value that encodes nothing.
  public func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    guard let result = try Self.value(value, path: nil) else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "\(Value.self) encoded no value"))
    }
    return result
  }

  // MARK: - Values

  /// The value of any `Encodable` at `path`: scalars and `JSONValue`s directly, anything else
  /// through its `encode(to:)`; nil when it encoded nothing.
  static func value<Value: Encodable>(
    _ value: Value, path: @autoclosure () -> CodingPath?
  ) throws -> JSONValue? {
    // Each cast below is of a value to its own type: it cannot fail.
    if Value.self == String.self { return .string(value as! String) }
    if Value.self == Int.self { return try number(value as! Int, path()) }
    if Value.self == Bool.self { return .bool(value as! Bool) }
    if Value.self == Double.self { return try number(value as! Double, path()) }
    if Value.self == JSONValue.self { return value as? JSONValue }
    let slot = Slot()
    try value.encode(to: Encoding(slot: slot, path: path()))
    return slot.resolved()
  }

  /// A `Double` as a JSON number; an error when it is not finite.
  static func number(_ value: Double, _ path: CodingPath?) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path.keys, debugDescription: "\(value) is not a JSON number"))
    }
    return .number(value)
  }

  /// A `Float` as the number its shortest decimal names.
  static func number(_ value: Float, _ path: CodingPath?) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path.keys, debugDescription: "\(value) is not a JSON number"))
    }
    return .number(Double(value.description) ?? Double(value))
  }

  /// An integer as a JSON number; an error when a double cannot hold it exactly.
  static func number<Integer: BinaryInteger>(_ value: Integer, _ path: CodingPath?) throws
    -> JSONValue
  {
    guard value.magnitude <= 1 << 53, let double = Double(exactly: value) else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: path.keys,
          debugDescription: "\(value) is beyond 2^53: not exact as a JSON number"))
    }
    return .number(double)
  }
}

// MARK: - The tree being built

extension JSONValueEncoder {
  /// A coding path as a list from the innermost key outwards: extending it allocates one node,
  /// not a copy of the whole path.
  final class CodingPath {
    let parent: CodingPath?
    let key: any CodingKey

    init(_ parent: CodingPath?, _ key: any CodingKey) {
      self.parent = parent
      self.key = key
    }
  }

  /// One value being encoded through a container. Members and elements are kept as finished
  /// values; a container handed out empty (`nestedContainer`, `superEncoder`) is a placeholder
  /// with its slot in `pending`, filled in by `resolved()`. So the common case, a struct of
  /// values, resolves without copying.
  final class Slot {
    enum Content {
      case empty
      case value(JSONValue)
      case object([(String, JSONValue)])
      case array([JSONValue])
    }

    var content = Content.empty
    /// Placeholders (by member or element index) still to be filled from their slots.
    private var pending: [(index: Int, slot: Slot)] = []

    /// The value built; nil when nothing was encoded into the slot. A pending member that
    /// encoded nothing is left out; an element, null.
    func resolved() -> JSONValue? {
      guard !pending.isEmpty else {
        switch content {
        case .empty: return nil
        case .value(let value): return value
        case .object(let members): return .object(members)
        case .array(let values): return .array(values)
        }
      }
      switch content {
      case .object(var members):
        var omitted = Set<Int>()
        for (index, slot) in pending {
          if let value = slot.resolved() { members[index].1 = value } else { omitted.insert(index) }
        }
        if !omitted.isEmpty {
          members = members.indices.filter { !omitted.contains($0) }.map { members[$0] }
        }
        return .object(members)
      case .array(var values):
        for (index, slot) in pending { values[index] = slot.resolved() ?? .null }
        return .array(values)
      default:
        return nil
      }
    }

    /// Sets member `key` (replacing an earlier one of that name) to `value`, or to what
    /// `slot` will hold.
    func set(_ key: String, _ value: JSONValue, slot: Slot? = nil) {
      guard case .object(var members) = content else { return }
      content = .empty  // keeps `members` uniquely referenced while it grows
      let index: Int
      if let existing = members.firstIndex(where: { $0.0 == key }) {
        index = existing
        members[index].1 = value
        pending.removeAll { $0.index == index }
      } else {
        index = members.count
        if members.isEmpty { members.reserveCapacity(6) }
        members.append((key, value))
      }
      if let slot { pending.append((index, slot)) }
      content = .object(members)
    }

    /// Appends `value`, or what `slot` will hold.
    func append(_ value: JSONValue, slot: Slot? = nil) {
      guard case .array(var values) = content else { return }
      content = .empty
      if let slot { pending.append((values.count, slot)) }
      values.append(value)
      content = .array(values)
    }

    var count: Int {
      switch content {
      case .array(let values): return values.count
      case .object(let members): return members.count
      default: return 0
      }
    }

    /// A slot that is an empty object or array, for a nested container.
    static func container(_ content: Content) -> Slot {
      let slot = Slot()
      slot.content = content
      return slot
    }
  }

  /// The `Encoder` handed to `encode(to:)`: writes into one slot.
  struct Encoding: Encoder {
    let slot: Slot
    let path: CodingPath?
    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if case .object = slot.content {} else { slot.content = .object([]) }
      return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if case .array = slot.content {} else { slot.content = .array([]) }
      return UnkeyedContainer(slot: slot, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueContainer(slot: slot, path: path)
    }
  }
}

extension Optional where Wrapped == JSONValueEncoder.CodingPath {
  /// The keys from the outermost in.
  var keys: [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = self
    while let current = node {
      keys.append(current.key)
      node = current.parent
    }
    return keys.reversed()
  }
}
