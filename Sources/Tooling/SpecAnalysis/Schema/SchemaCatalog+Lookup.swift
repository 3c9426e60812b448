import JSONSyntax

/// Schema lookups for editor features: which subschemas apply at a JSON path of a document,
/// the keys known there and their documentation.
extension SchemaCatalog {
  /// The subschemas that apply to the value at `path` in `document` (root first, then `$ref`
  /// targets, `allOf` parts, the `then` or `else` branch whose `if` the document's value
  /// decides, and the `anyOf`/`oneOf` branches whose type fits). Where the path leaves the
  /// document (a key being typed), conditions are decided as for an empty value, so only
  /// unconditional subschemas apply. Cost: O(path length x schema size) plus the lookups.
  public func applicableNodes(at path: [PathComponent], in document: SpecDocument) -> [SchemaNode] {
    applicableNodes(at: path, in: document.syntax)
  }

  /// `applicableNodes(at:in:)` for any document this catalog describes (an events file's
  /// tree with `SchemaCatalog.events`), read from its syntax tree alone.
  public func applicableNodes(at path: [PathComponent], in tree: SyntaxTree) -> [SchemaNode] {
    var context = LookupContext(catalog: self, tree: tree)
    var node = tree.root
    var current = context.expand(rootIndex, node)
    for component in path {
      var next: [Int] = []
      for index in current {
        switch component {
        case .key(let name):
          if let child = nodes[index].property(name) { next.append(child) }
        case .index(let position):
          let prefix = nodes[index].prefixItems
          if position < prefix.count {
            next.append(prefix[position])
          } else if let items = nodes[index].items {
            next.append(items)
          }
        }
      }
      node = node.flatMap { context.child(of: $0, component) }
      current = next.flatMap { context.expand($0, node) }
    }
    var seen = Set<Int>()
    return current.filter { seen.insert($0).inserted }.map { nodes[$0] }
  }

  /// The keys the schema knows for the object at `path`, in schema order, without duplicates;
  /// keys marked `doNotSuggest` are left out.
  public func knownKeys(at path: [PathComponent], in document: SpecDocument) -> [String] {
    knownKeys(among: applicableNodes(at: path, in: document))
  }

  /// `knownKeys(at:in:)` of the subschemas `applicableNodes` gave, for a caller that looks up
  /// several keys at one path and walks the schema once.
  public func knownKeys(among applicable: [SchemaNode]) -> [String] {
    var keys: [String] = []
    for schema in applicable {
      for name in schema.propertyNames where !keys.contains(name) {
        guard let child = schema.property(name) else { continue }
        if nodes[child].doNotSuggest || nodes[child].isFalse { continue }
        keys.append(name)
      }
    }
    return keys
  }

  /// The keys that an applicable subschema forbids outright (`"velocity": false` in the
  /// branch an event's `type` selects): the object cannot take them as it is.
  public func forbiddenKeys(among applicable: [SchemaNode]) -> Set<String> {
    var forbidden: Set<String> = []
    for schema in applicable {
      for name in schema.propertyNames {
        if let child = schema.property(name), nodes[child].isFalse { forbidden.insert(name) }
      }
    }
    return forbidden
  }

  /// The keys that cannot stand beside the keys `present` in an object that the subschemas
  /// `applicable` describe (HS209): those a present key's `dependentSchemas` entry forbids
  /// (`"center": false`), and those whose own entry forbids a present key.
  public func conflictingKeys(with present: Set<String>, among applicable: [SchemaNode])
    -> Set<String>
  {
    var conflicting: Set<String> = []
    for schema in applicable {
      for (key, dependent) in schema.dependentSchemas {
        let entry = nodes[resolved(dependent)]
        let forbidden = entry.propertyNames.filter { name in
          entry.property(name).map { nodes[resolved($0)].isFalse } ?? false
        }
        if present.contains(key) {
          conflicting.formUnion(forbidden)
        } else if forbidden.contains(where: present.contains) {
          conflicting.insert(key)
        }
      }
    }
    return conflicting
  }

  /// The documented subschema of property `name` of the object at `path` (its title,
  /// descriptions, default, enum values and their descriptions), `$ref`s followed.
  public func property(_ name: String, at path: [PathComponent], in document: SpecDocument)
    -> SchemaNode?
  {
    property(name, among: applicableNodes(at: path, in: document))
  }

  /// `property(_:at:in:)` among the subschemas `applicableNodes` gave.
  public func property(_ name: String, among applicable: [SchemaNode]) -> SchemaNode? {
    var fallback: SchemaNode?
    for schema in applicable {
      guard let child = schema.property(name), !nodes[child].isFalse else { continue }
      let target = nodes[resolved(child)]
      if nodes[child].title != nil || nodes[child].description != nil { return nodes[child] }
      if target.title != nil { return target }
      fallback = fallback ?? target
    }
    return fallback
  }
}

/// Walks the schema alongside a document for `applicableNodes`.
private struct LookupContext {
  let catalog: SchemaCatalog
  let tree: SyntaxTree
  let validator: SchemaValidator

  init(catalog: SchemaCatalog, tree: SyntaxTree) {
    self.catalog = catalog
    self.tree = tree
    self.validator = SchemaValidator(catalog: catalog, tree: tree)
  }

  /// `index` and every subschema it applies to `node`.
  mutating func expand(_ index: Int, _ node: NodeID?) -> [Int] {
    var result: [Int] = []
    var stack = [(index, 0)]
    while let (current, depth) = stack.popLast(), depth < 32 {
      result.append(current)
      let schema = catalog.nodes[current]
      if let reference = schema.reference { stack.append((reference, depth + 1)) }
      for part in schema.allOf.reversed() { stack.append((part, depth + 1)) }
      if let condition = schema.ifSchema {
        let holds = node.map { validator.validate(condition, $0, emit: false, depth: 0) } ?? false
        if let branch = holds ? schema.thenSchema : schema.elseSchema {
          stack.append((branch, depth + 1))
        }
      }
      for branch in schema.anyOf + schema.oneOf {
        let fits = node.map { n in
          catalog.nodes[branch].types.map { $0.accepts(validator.type(of: n)) } ?? true
        }
        if fits ?? true { stack.append((branch, depth + 1)) }
      }
    }
    return result
  }

  func child(of node: NodeID, _ component: PathComponent) -> NodeID? {
    switch component {
    case .key(let name):
      return tree.lastMember(named: name, in: node).flatMap(tree.value(of:))
    case .index(let position):
      guard tree.kind(node) == .array else { return nil }
      return tree.children(node).dropFirst(position).first { _ in true }
    }
  }
}
