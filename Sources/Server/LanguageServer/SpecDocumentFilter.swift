import JSONSyntax

/// Which documents are header specs: `*.header.json` files, and any JSON document whose
/// top-level `$schema` names the header spec schema (a string ending in
/// `header-spec.schema.json`, which the schema's `$id` does, or its former `$id`). Other
/// documents get nothing.
public enum SpecDocumentFilter {
  /// The `$id` of `Schemas/header-spec.schema.json`: the file's own raw URL.
  public static let schemaID =
    "https://raw.githubusercontent.com/headerspec/headerspec/main/Schemas/header-spec.schema.json"
  /// The `$id` before it was the file's URL, which specs may still name.
  public static let formerSchemaID = "https://headerspec.dev/schemas/header-spec-1.schema.json"

  public static func isSpec(uri: String, bytes: [UInt8]) -> Bool {
    hasSpecName(uri) || namesSpecSchema(bytes)
  }

  /// Whether the URI's path ends in `.header.json` (query and fragment ignored).
  public static func hasSpecName(_ uri: String) -> Bool {
    path(of: uri).lowercased().hasSuffix(".header.json")
  }

  /// The URI without its query and fragment (`EventsDocumentFilter` reads it too).
  static func path(of uri: String) -> Substring {
    uri.split(separator: "?", maxSplits: 1).first?.split(separator: "#", maxSplits: 1).first ?? ""
  }

  /// Whether the document's root object has a `$schema` naming the spec schema. Parses only
  /// when the bytes contain `"$schema"`, so other JSON documents cost one scan.
  public static func namesSpecSchema(_ bytes: [UInt8]) -> Bool {
    guard let schema = schemaValue(bytes) else { return false }
    return schema.hasSuffix("header-spec.schema.json") || schema == formerSchemaID
  }

  /// The root object's `$schema` string, if it has one (`EventsDocumentFilter` reads it too).
  static func schemaValue(_ bytes: [UInt8]) -> String? {
    guard contains(bytes, Array("\"$schema\"".utf8)) else { return nil }
    let tree = SyntaxTree(bytes: bytes, options: .jsonc)
    guard let root = tree.root, let member = tree.member(named: "$schema", in: root),
      let value = tree.value(of: member)
    else { return nil }
    return tree.stringValue(value)
  }

  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard bytes.count >= needle.count else { return false }
    let first = needle[0]
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
