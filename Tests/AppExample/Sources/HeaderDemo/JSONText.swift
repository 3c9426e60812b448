import HeaderSpecKit

/// A small JSON writer for the demo's output: objects keep their member order, numbers are
/// Swift's shortest round-trip text (the exact doubles the core computed).
indirect enum JSONText {
  case object([(String, JSONText)])
  case array([JSONText])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  static func numbers(_ values: [Double]) -> JSONText { .array(values.map(JSONText.number)) }

  static func rect(_ rect: Rect) -> JSONText {
    numbers([rect.x, rect.y, rect.width, rect.height])
  }

  func rendered(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let lines = members.map {
        "\(inner)\(JSONText.string($0.0).rendered()): \($0.1.rendered(indent: inner))"
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let lines = items.map { inner + $0.rendered(indent: inner) }
      return "[\n" + lines.joined(separator: ",\n") + "\n\(indent)]"
    case .string(let text):
      var result = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
          if scalar.value < 0x20 {
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result + "\""
    case .number(let value):
      return value.description
    case .bool(let flag):
      return flag ? "true" : "false"
    case .null:
      return "null"
    }
  }
}
