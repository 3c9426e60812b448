/// Swift names for what a spec names: a subview id as an enum case, a file as a type.
enum SwiftIdentifier {
  /// `close-button` -> `closeButton`, `Avatar` -> `avatar`, `URL` -> `URL`, a keyword in
  /// backticks (`` `default` ``). Ids match `^[A-Za-z_][A-Za-z0-9_-]*$` (the schema's pattern);
  /// other characters become `_`.
  static func caseName(forID id: String) -> String {
    let words = id.split(separator: "-", omittingEmptySubsequences: true).map(String.init)
    var name = ""
    for (index, word) in words.enumerated() {
      name += index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
    }
    name = sanitized(name.isEmpty ? "_" : name)
    if let first = name.first, first.isUppercase,
      name.dropFirst().first.map({ !$0.isUppercase }) ?? true
    {
      name = first.lowercased() + name.dropFirst()
    }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// `square-cash.header.json` -> `SquareCashHeader`: the file's name without `.header.json`
  /// (or `.json`), in upper camel case, ending in `Header`.
  static func typeName(forFile path: String) -> String {
    var name = String(path.split(separator: "/").last ?? "")
    for suffix in [".header.json", ".json"] where name.hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
      break
    }
    let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII })
    var type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if !type.hasSuffix("Header") { type += "Header" }
    if type.first?.isNumber ?? true { type = "Header" + type }
    return sanitized(type)
  }

  /// Whether `text` can name a type: ASCII letters, digits and `_`, not starting with a digit,
  /// not a keyword.
  static func isTypeName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return text.unicodeScalars.allSatisfy(isIdentifierScalar) && !keywords.contains(text)
      && text != "_"
  }

  /// Identifiers a generated type cannot take: the modules the generated file and an app
  /// import (a type named `HeaderGeometry` would hide the module, and
  /// `HeaderGeometry.HeaderSpec` would look inside the type), and the standard library's types
  /// and protocols that the generated code names unqualified or that an app's other code needs
  /// (a type named `String` would replace Swift's in the whole module).
  static let shadowingNames: Set<String> = [
    "Swift", "HeaderGeometry", "HeaderSpecKit", "HeaderSpecLoading", "Foundation", "UIKit",
    "SwiftUI", "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64",
    "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool", "Array",
    "Dictionary", "Set", "Optional", "Result", "Never", "Void", "Error", "Equatable",
    "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable", "CaseIterable",
    "RawRepresentable", "Identifiable", "CustomStringConvertible", "Sequence", "Collection",
  ]

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_"
  }

  private static func sanitized(_ name: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      scalars.append(isIdentifierScalar(scalar) ? scalar : "_")
    }
    let text = String(scalars)
    return text.first?.isNumber ?? false ? "_" + text : text
  }

  /// Swift's keywords (The Swift Programming Language, Lexical Structure), and the names a
  /// case of the generated enum cannot take (`Type`, `Protocol`, `self`).
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
  ]
}
