/// A JSON value: the one value model that JSON is read into (`init?(utf8:)`, from a
/// `SyntaxTree`), that `Encodable` types are encoded into (`JSONValueEncoder`) and that the one
/// writer writes (`utf8`, `JSONValue+Writing.swift`). Object members keep their order (so output
/// is stable); lookups are linear, which is fastest for small objects.
///
/// A number is a `Double`: integers are exact up to 2^53 and written without a fraction.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// An array of numbers (a frame, a transform's six components).
  public static func numbers(_ values: [Double]) -> JSONValue {
    .array(values.map(JSONValue.number))
  }

  // MARK: - Reading

  /// The value of member `key` of an object; nil for a missing key or a non-object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The value at a path of keys (`value[path: "a", "b"]`), nil when any step is missing.
  public subscript(path keys: String...) -> JSONValue? {
    var current: JSONValue? = self
    for key in keys { current = current?[key] }
    return current
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var doubleValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The value of an integral number that fits an `Int`.
  public var intValue: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 0x1p62 else {
      return nil
    }
    return Int(value)
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let values) = self { return values }
    return nil
  }

  public var objectValue: [(String, JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  // MARK: - Building

  public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
  public init(nilLiteral: ()) { self = .null }
}
