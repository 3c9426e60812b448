import JSONSyntax

/// A JSON-RPC request id: a number or a string, kept as sent so responses echo it exactly.
public enum RequestID: Hashable, Sendable, CustomStringConvertible, Encodable {
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

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }

  public var description: String {
    switch self {
    case .number(let value): return String(value)
    case .string(let value): return "\"\(value)\""
    }
  }
}
