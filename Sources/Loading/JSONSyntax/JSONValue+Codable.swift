/// A `JSONValue` is `Codable` so that a typed value can hold an untyped part (an editor's
/// settings, a preview's samples). `JSONValueEncoder` and `JSONValueDecoder` take it as it is;
/// other coders get it member by member.
extension JSONValue: Codable {
  /// Any member name, for objects whose keys are data.
  struct MemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .number(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let values):
      var container = encoder.unkeyedContainer()
      for value in values { try container.encode(value) }
    case .object(let members):
      var container = encoder.container(keyedBy: MemberKey.self)
      for (key, value) in members {
        try container.encode(value, forKey: MemberKey(stringValue: key))
      }
    }
  }

  public init(from decoder: any Decoder) throws {
    if let decoding = decoder as? JSONValueDecoder.Decoding {
      self = decoding.value
      return
    }
    if let container = try? decoder.container(keyedBy: MemberKey.self) {
      self = .object(
        try container.allKeys.map { key in
          (key.stringValue, try container.decode(JSONValue.self, forKey: key))
        })
    } else if var container = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !container.isAtEnd { values.append(try container.decode(JSONValue.self)) }
      self = .array(values)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else {
        self = .string(try container.decode(String.self))
      }
    }
  }
}
