import JSONSyntax
import SpecAnalysis

/// The schema's texts for one property, as completion and hover show them: title, markdown,
/// type and default, enum values with their descriptions. `$ref`s are followed; the texts of
/// the referring node win over the target's.
struct SchemaDocs {
  let name: String
  /// The node that documents the property (title, descriptions).
  let documented: SchemaNode
  /// `documented` after following `$ref`s (types, enum, default).
  let target: SchemaNode
  /// The schema both nodes belong to.
  let catalog: SchemaCatalog

  /// The property `name` of the object at `path`, or nil when the schema does not know it.
  init?(_ name: String, at path: [PathComponent], in document: SpecDocument) {
    self.init(name, among: SchemaCatalog.shared.applicableNodes(at: path, in: document))
  }

  /// The property `name` among the subschemas that apply to its object (`applicableNodes`).
  init?(_ name: String, among applicable: [SchemaNode], catalog: SchemaCatalog = .shared) {
    guard let node = catalog.property(name, among: applicable) else { return nil }
    self.catalog = catalog
    self.name = name
    self.documented = node
    self.target = catalog[catalog.resolved(node.index)]
  }

  var title: String? { documented.title ?? target.title }
  var markdown: String? {
    documented.markdownDescription ?? documented.description ?? target.markdownDescription
      ?? target.description
  }
  var defaultJSON: String? { documented.defaultJSON ?? target.defaultJSON }
  var enumValues: [SchemaLiteral] { target.enumValues ?? documented.enumValues ?? [] }
  var types: JSONTypeSet? { target.types ?? documented.types }
  var examplesJSON: [String] { documented.examplesJSON + target.examplesJSON }
  var deprecationMessage: String? { documented.deprecationMessage }

  /// The markdown description of enum value `index`, if the schema gives one.
  func enumDocumentation(_ index: Int) -> String? {
    Self.enumDocumentation(target.enumValues == nil ? documented : target, index)
  }

  /// `node`'s description of its enum value `index`: the markdown one, else the plain one.
  static func enumDocumentation(_ node: SchemaNode, _ index: Int) -> String? {
    if index < node.markdownEnumDescriptions.count { return node.markdownEnumDescriptions[index] }
    if index < node.enumDescriptions.count { return node.enumDescriptions[index] }
    return nil
  }

  /// The schema of an array property's elements (`supports.devices`' names), `$ref` followed.
  var elements: SchemaNode? {
    guard let items = target.itemSchema ?? documented.itemSchema else { return nil }
    return catalog[catalog.resolved(items)]
  }

  /// The description of `value` among the names an array property's elements take
  /// (`supports.devices`: a device's screen and safe area), if the schema gives one.
  func elementDocumentation(_ value: String) -> String? {
    guard let node = elements, let index = node.enumValues?.firstIndex(of: .string(value))
    else { return nil }
    return Self.enumDocumentation(node, index)
  }

  /// `number, default 300`, `"view" | "label" | ...`, `object`.
  var detail: String {
    var text: String
    let values = enumValues
    if !values.isEmpty {
      text = values.map(\.description).joined(separator: " | ")
    } else {
      text = Self.typeName(types)
    }
    if let defaultJSON { text += ", default \(defaultJSON)" }
    return text
  }

  /// `**Title**`, the markdown description, and the default as a code span.
  var documentation: String {
    var parts: [String] = []
    if let title { parts.append("**\(title)**") }
    if let markdown { parts.append(markdown) }
    if let defaultJSON { parts.append("Default: `\(defaultJSON)`") }
    return parts.joined(separator: "\n\n")
  }

  static func typeName(_ types: JSONTypeSet?) -> String {
    guard let types else { return "any" }
    var names: [String] = []
    if types.contains(.object) { names.append("object") }
    if types.contains(.array) { names.append("array") }
    if types.contains(.string) { names.append("string") }
    if types.contains(.integer) && !types.contains(.number) { names.append("integer") }
    if types.contains(.number) { names.append("number") }
    if types.contains(.boolean) { names.append("boolean") }
    if types.contains(.null) { names.append("null") }
    return names.isEmpty ? "any" : names.joined(separator: " | ")
  }
}
