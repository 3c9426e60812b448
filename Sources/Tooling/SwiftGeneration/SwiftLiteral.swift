import HeaderGeometry

/// Any value of HeaderGeometry's model as a Swift expression that rebuilds it, found by
/// reflection (`Mirror`), so a new property or case of the model is generated without a change
/// here. The rules the model keeps for it (Sources/Runtime/HeaderGeometry/README.md):
///
/// * a struct has a public `init` taking every stored property, in declaration order, labelled
///   with its name: `Bar(maxHeight: 100, minHeight: nil, clipsToBounds: false)`;
/// * an enum case is written `Type.case` or `Type.case(label: payload, ...)`, with the labels
///   of its declaration;
/// * numbers, strings, Booleans, optionals, arrays; sets and dictionaries sorted by their text.
///
/// Types are written with their module (`HeaderGeometry.HeaderSpec.Label`), so an app's own `Label` or
/// SwiftUI's `Environment` cannot shadow them. A break of the rules is a compile error in the
/// generated code, which `.ci/checks/app-example` compiles for every example and corpus spec.
/// Output is deterministic: declaration order, Swift's shortest round-trip `Double` text.
enum SwiftLiteral {
  /// `value` as an expression, its continuation lines indented by `indent` spaces beyond the
  /// first's; lines stay within `width` columns where a break helps.
  static func expression(_ value: Any, indent: Int = 0, width: Int = 100) -> String {
    Writer(width: width).expression(value, indent: indent)
  }

  private struct Writer {
    let width: Int

    func expression(_ value: Any, indent: Int) -> String {
      switch value {
      case let text as String: return quoted(text)
      case let flag as Bool: return flag ? "true" : "false"
      case let number as Int: return String(number)
      case let number as Double: return double(number)
      default: break
      }
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .optional:
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return expression(wrapped, indent: indent)
      case .collection:
        return list("[", mirror.children.map { (nil, $0.value) }, "]", indent: indent)
      case .set:
        let items = mirror.children.map { expression($0.value, indent: indent + 2) }.sorted()
        return wrap("[", items.map { (nil, $0) }, "]", indent: indent)
      case .dictionary:
        let items = mirror.children.map { entry -> String in
          let pair = Array(Mirror(reflecting: entry.value).children)
          return expression(pair[0].value, indent: indent + 2) + ": "
            + expression(pair[1].value, indent: indent + 2)
        }.sorted()
        return items.isEmpty ? "[:]" : wrap("[", items.map { (nil, $0) }, "]", indent: indent)
      case .enum:
        let type = typeName(of: value)
        guard let payload = mirror.children.first else { return "\(type).\(value)" }
        let name = "\(type).\(payload.label ?? "")"
        let parts = Mirror(reflecting: payload.value)
        if parts.displayStyle == .tuple {
          return list(
            name + "(", parts.children.map { (argumentLabel($0.label), $0.value) }, ")",
            indent: indent)
        }
        return list(name + "(", [(nil, payload.value)], ")", indent: indent)
      case .tuple:
        return list(
          "(", mirror.children.map { (argumentLabel($0.label), $0.value) }, ")", indent: indent)
      default:
        return list(
          typeName(of: value) + "(", mirror.children.map { ($0.label, $0.value) }, ")",
          indent: indent)
      }
    }

    /// `open` + each `label: value` + `close`, on one line if it fits, else one per line.
    private func list(_ open: String, _ items: [(String?, Any)], _ close: String, indent: Int)
      -> String
    {
      let rendered = items.map { ($0.0, expression($0.1, indent: indent + 2)) }
      return wrap(open, rendered, close, indent: indent)
    }

    private func wrap(_ open: String, _ items: [(String?, String)], _ close: String, indent: Int)
      -> String
    {
      let arguments = items.map { label, text in label.map { "\($0): \(text)" } ?? text }
      let inline = open + arguments.joined(separator: ", ") + close
      if items.isEmpty || (!inline.contains("\n") && indent + inline.count <= width) {
        return inline
      }
      let pad = String(repeating: " ", count: indent + 2)
      let lines = arguments.map { pad + $0 }.joined(separator: ",\n")
      return open + "\n" + lines + "\n" + String(repeating: " ", count: indent) + close
    }

    /// Tuple labels of unlabelled elements are `.0`, `.1`: no label.
    private func argumentLabel(_ label: String?) -> String? {
      guard let label, !label.hasPrefix(".") else { return nil }
      return label
    }

    private func typeName(of value: Any) -> String {
      String(reflecting: type(of: value))
    }

    /// Swift's shortest round-trip text (`0.1`, `1e-07`), which reads back as the same double.
    private func double(_ number: Double) -> String {
      if number.isNaN { return "Double.nan" }
      if number.isInfinite { return number < 0 ? "-Double.infinity" : "Double.infinity" }
      return number.description
    }

    /// Line separators and bidirectional controls: escaped so the source reads as it runs.
    private static let invisible: Set<UInt32> = [
      0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067,
      0x2068, 0x2069,
    ]

    /// A string literal: quotes, backslashes and control characters escaped, the rest as is.
    private func quoted(_ text: String) -> String {
      var result = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
          if scalar.value < 0x20 || scalar.value == 0x7F
            || (0x80...0x9F).contains(scalar.value) || Self.invisible.contains(scalar.value)
          {
            result += "\\u{\(String(scalar.value, radix: 16))}"
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result + "\""
    }
  }
}
