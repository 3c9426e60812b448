/// An `enum` or `const` value of `ValidationProgram`, without references: a string is a span
/// of `ValidationProgram.literalBytes` (its UTF-8 bytes, compared with a document's raw key
/// or string bytes).
struct ValidationLiteral {
  enum Kind: UInt8 {
    case string, number, bool, null
  }

  var kind: Kind
  var number = 0.0
  var bool = false
  var bytes = ValidationRule.Span()

  init(_ literal: SchemaLiteral, bytes: inout [UInt8]) {
    switch literal {
    case .string(let text):
      kind = .string
      self.bytes = ValidationRule.Span(start: Int32(bytes.count), count: Int32(text.utf8.count))
      bytes += text.utf8
    case .number(let value):
      kind = .number
      number = value
    case .bool(let value):
      kind = .bool
      bool = value
    case .null:
      kind = .null
    }
  }
}
