import HeaderSpecLoading
import JSONSyntax

/// A JSON scalar written in the schema (`enum`, `const`), compared with JSON Schema's equality:
/// numbers by value (`1` equals `1.0`), strings by decoded text.
public enum SchemaLiteral: Hashable, Sendable, CustomStringConvertible {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The literal of a scalar node; nil for containers and invalid nodes.
  init?(_ node: NodeID, in tree: SyntaxTree) {
    switch tree.kind(node) {
    case .string:
      guard let text = tree.stringValue(node) else { return nil }
      self = .string(text)
    case .number:
      guard let value = tree.numberValue(node) else { return nil }
      self = .number(value)
    case .true: self = .bool(true)
    case .false: self = .bool(false)
    case .null: self = .null
    default: return nil
    }
  }

  /// The literal as JSON text.
  public var description: String {
    switch self {
    case .string(let text): "\"\(text)\""
    case .number(let value): NumberText.format(value)
    case .bool(let value): value ? "true" : "false"
    case .null: "null"
    }
  }
}
