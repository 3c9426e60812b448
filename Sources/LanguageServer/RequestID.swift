/// A JSON-RPC request id: a number or a string, kept as sent so responses echo it exactly.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
  case number(Int)
  case string(String)

  /// The id in `value`, nil for anything but an integer or a string.
  public init?(_ value: JSONValue?) {
    if let number = value?.intValue {
      self = .number(number)
    } else if let string = value?.stringValue {
      self = .string(string)
    } else {
      return nil
    }
  }

  public var json: JSONValue {
    switch self {
    case .number(let value): return .int(value)
    case .string(let value): return .string(value)
    }
  }

  public var description: String {
    switch self {
    case .number(let value): return String(value)
    case .string(let value): return "\"\(value)\""
    }
  }
}
