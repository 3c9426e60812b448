import JSONSyntax

extension JSONValue {
  /// The protocol value of one of the analysis layer's ordered JSON values (previews), members
  /// in the same order.
  init(_ value: OrderedJSON) {
    switch value {
    case .null: self = .null
    case .bool(let bool): self = .bool(bool)
    case .number(let number): self = .number(number)
    case .string(let string): self = .string(string)
    case .array(let values): self = .array(values.map(JSONValue.init))
    case .object(let members): self = .object(members.map { ($0.0, JSONValue($0.1)) })
    }
  }
}
