import JSONSyntax

/// Turns the schema's syntax tree into `SchemaNode`s: one pass over the schema, `$ref`s
/// resolved at the end. Only the keywords below are understood; others are ignored.
struct SchemaCompiler {
  let tree: SyntaxTree
  var nodes: [SchemaNode] = []
  var definitions: [String: Int] = [:]
  var documentedProperties: [String: Int] = [:]

  init(tree: SyntaxTree) { self.tree = tree }

  mutating func compileDocument() -> Int {
    guard let root = tree.root else { return compile(nil) }
    if let defs = member("$defs", root) {
      for definition in tree.members(of: defs) {
        guard let name = tree.stringValue(tree.key(of: definition)) else { continue }
        definitions[name] = compile(tree.value(of: definition))
      }
    }
    let index = compile(root)
    for i in nodes.indices {
      if let name = nodes[i].referenceName { nodes[i].reference = definitions[name] }
    }
    return index
  }

  /// Compiles one subschema (nil or a non-schema value: the empty schema).
  mutating func compile(_ node: NodeID?) -> Int {
    let index = nodes.count
    nodes.append(SchemaNode(index: index, source: node ?? NodeID(0)))
    guard let node else { return index }
    if tree.kind(node) == .false {
      nodes[index].isFalse = true
      return index
    }
    guard tree.kind(node) == .object else { return index }
    var schema = nodes[index]
    var onlyReference = true
    for entry in tree.members(of: node) {
      guard let name = tree.stringValue(tree.key(of: entry)), let value = tree.value(of: entry)
      else { continue }
      apply(name, value, to: &schema)
      if name != "$ref" && !Self.documentationKeywords.contains(name) { onlyReference = false }
    }
    schema.isOnlyReference = onlyReference && schema.referenceName != nil
    nodes[index] = schema
    return index
  }

  /// The keywords that only document a schema and never make a value invalid.
  static let documentationKeywords: Set<String> = [
    "title", "description", "markdownDescription", "default", "examples", "enumDescriptions",
    "markdownEnumDescriptions", "doNotSuggest", "defaultSnippets",
  ]

  // MARK: - Keywords

  private mutating func apply(_ keyword: String, _ value: NodeID, to schema: inout SchemaNode) {
    switch keyword {
    case "title": schema.title = tree.stringValue(value)
    case "description": schema.description = tree.stringValue(value)
    case "markdownDescription": schema.markdownDescription = tree.stringValue(value)
    case "default": schema.defaultJSON = tree.text(value)
    case "examples": schema.examplesJSON = tree.children(value).map { tree.text($0) }
    case "enumDescriptions": schema.enumDescriptions = strings(value)
    case "markdownEnumDescriptions": schema.markdownEnumDescriptions = strings(value)
    case "deprecationMessage": schema.deprecationMessage = tree.stringValue(value)
    case "deprecated": schema.isDeprecated = tree.boolValue(value) ?? false
    case "doNotSuggest": schema.doNotSuggest = tree.boolValue(value) ?? false
    case "defaultSnippets": schema.defaultSnippets = value
    case "type": schema.types = types(value)
    case "properties":
      for entry in tree.members(of: value) {
        guard let name = tree.stringValue(tree.key(of: entry)) else { continue }
        let child = compile(tree.value(of: entry))
        if let existing = schema.propertyNames.firstIndex(of: name) {
          schema.propertySchemas[existing] = child  // a repeated key: the last one counts
          continue
        }
        schema.propertyNames.append(name)
        schema.propertySchemas.append(child)
        if documentedProperties[name] == nil, nodes[child].title != nil {
          documentedProperties[name] = child
        }
      }
    case "required": schema.required = strings(value)
    case "additionalProperties": schema.closed = tree.kind(value) == .false
    case "enum": schema.enumValues = tree.children(value).compactMap { SchemaLiteral($0, in: tree) }
    case "const": schema.constValue = SchemaLiteral(value, in: tree)
    case "minimum": schema.minimum = tree.numberValue(value)
    case "maximum": schema.maximum = tree.numberValue(value)
    case "exclusiveMinimum": schema.exclusiveMinimum = tree.numberValue(value)
    case "exclusiveMaximum": schema.exclusiveMaximum = tree.numberValue(value)
    case "multipleOf": schema.multipleOf = tree.numberValue(value)
    case "pattern": schema.pattern = tree.stringValue(value).map(PatternMatcher.init(pattern:))
    case "prefixItems": schema.prefixItems = tree.children(value).map { compile($0) }
    case "items": schema.items = compile(value)
    case "minItems": schema.minItems = tree.numberValue(value).map { Int($0) }
    case "maxItems": schema.maxItems = tree.numberValue(value).map { Int($0) }
    case "minProperties": schema.minProperties = tree.numberValue(value).map { Int($0) }
    case "$ref":
      let text = tree.stringValue(value) ?? ""
      schema.referenceName = text.hasPrefix("#/$defs/") ? String(text.dropFirst(8)) : text
    case "allOf": schema.allOf = tree.children(value).map { compile($0) }
    case "anyOf": schema.anyOf = tree.children(value).map { compile($0) }
    case "oneOf": schema.oneOf = tree.children(value).map { compile($0) }
    case "if": schema.ifSchema = compile(value)
    case "then": schema.thenSchema = compile(value)
    case "else": schema.elseSchema = compile(value)
    case "dependentSchemas":
      for entry in tree.members(of: value) {
        guard let name = tree.stringValue(tree.key(of: entry)) else { continue }
        schema.dependentSchemas.append((name, compile(tree.value(of: entry))))
      }
    default: break
    }
  }

  private func types(_ value: NodeID) -> JSONTypeSet {
    if let name = tree.stringValue(value) { return JSONTypeSet(name: name) ?? [] }
    var set: JSONTypeSet = []
    for element in tree.children(value) {
      if let name = tree.stringValue(element), let type = JSONTypeSet(name: name) {
        set.formUnion(type)
      }
    }
    return set
  }

  private func strings(_ value: NodeID) -> [String] {
    tree.children(value).compactMap { tree.stringValue($0) }
  }

  private func member(_ name: String, _ object: NodeID) -> NodeID? {
    tree.member(named: name, in: object).flatMap { tree.value(of: $0) }
  }
}
