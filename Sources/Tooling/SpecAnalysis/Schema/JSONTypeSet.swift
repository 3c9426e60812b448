import JSONSyntax

/// A set of JSON Schema types (`type: ["number", "array"]`).
public struct JSONTypeSet: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let object = JSONTypeSet(rawValue: 1 << 0)
  public static let array = JSONTypeSet(rawValue: 1 << 1)
  public static let string = JSONTypeSet(rawValue: 1 << 2)
  public static let number = JSONTypeSet(rawValue: 1 << 3)
  /// A number with no fractional part (JSON Schema: `1.0` is an integer).
  public static let integer = JSONTypeSet(rawValue: 1 << 4)
  public static let boolean = JSONTypeSet(rawValue: 1 << 5)
  public static let null = JSONTypeSet(rawValue: 1 << 6)

  /// The type named `name` in a schema, nil for an unknown name.
  init?(name: String) {
    switch name {
    case "object": self = .object
    case "array": self = .array
    case "string": self = .string
    case "number": self = .number
    case "integer": self = .integer
    case "boolean": self = .boolean
    case "null": self = .null
    default: return nil
    }
  }

  /// The type of a syntax node's value (a whole number is `number` and `integer`); empty for
  /// keys, members and invalid values.
  init(of node: NodeID, in tree: SyntaxTree) {
    switch tree.kind(node) {
    case .object: self = .object
    case .array: self = .array
    case .string: self = .string
    case .number:
      guard let value = tree.numberValue(node) else {
        self = []
        return
      }
      self = value.rounded(.towardZero) == value ? [.number, .integer] : .number
    case .true, .false: self = .boolean
    case .null: self = .null
    case .member, .key, .invalid: self = []
    }
  }

  /// Whether a value of type `valueType` is accepted (a number type accepts integers).
  func accepts(_ valueType: JSONTypeSet) -> Bool { !intersection(valueType).isEmpty }

  /// "a number", "an object or an array": for messages.
  var phrase: String {
    let names: [(JSONTypeSet, String)] = [
      (.object, "an object"), (.array, "an array"), (.string, "a string"),
      (.number, "a number"), (.integer, "an integer"), (.boolean, "true or false"),
      (.null, "null"),
    ]
    var parts = names.filter { contains($0.0) }.map(\.1)
    if contains(.number) { parts.removeAll { $0 == "an integer" } }
    return EnglishList.or(parts)
  }
}
