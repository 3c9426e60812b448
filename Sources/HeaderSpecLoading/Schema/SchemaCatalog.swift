import HeaderGeometry
import JSONSyntax

/// The header spec JSON Schema, parsed once from the embedded text and compiled into
/// `SchemaNode`s: the single source of the schema checks and of the texts completion and
/// hover show. Immutable; `SchemaCatalog.shared` is built on first use.
public struct SchemaCatalog: Sendable {
  /// The catalog of `Schemas/header-spec.schema.json`.
  public static let shared = SchemaCatalog(text: EmbeddedSchema.text)

  /// The schema document.
  public let tree: SyntaxTree
  /// Every subschema; `nodes[rootIndex]` is the root.
  public let nodes: [SchemaNode]
  public let rootIndex: Int
  /// `$defs` names to node indices.
  public let definitions: [String: Int]
  /// The subview branches (`$defs/<kind>Subview`), sorted by kind: for messages about a key
  /// that belongs to another kind.
  let subviewBranches: [(kind: String, node: Int)]
  /// For each property name anywhere in the schema, the first subschema that documents it
  /// (has a title): for messages about a missing key.
  let documentedProperties: [String: Int]
  /// Every property name, numbered: documents are parsed with it, so that each key node
  /// carries its number (`SyntaxTree.keyNumber`) and the checks compare small integers.
  public let vocabulary: KeyTable
  /// Per vocabulary key number: the key `SpecLowering` reads, or nil.
  let loweringKeys: [LoweringKey?]

  /// Compiles schema text. A malformed schema gives a catalog that accepts everything.
  public init(text: String) {
    let tree = SyntaxTree(text: text)
    var compiler = SchemaCompiler(tree: tree)
    let root = compiler.compileDocument()
    var nodes = compiler.nodes
    let vocabulary = KeyTable(
      nodes.flatMap { $0.propertyNames + $0.required + $0.dependentSchemas.map(\.key) })
    for index in nodes.indices {
      Self.fillTables(&nodes[index], vocabulary)
    }
    // Property slots point past bare `$ref`s (which needs every node's keywords, set above):
    // the validator looks a member's schema up with no walk.
    for index in nodes.indices {
      for (number, slot) in nodes[index].propertySlots.enumerated() where slot >= 0 {
        let target = Self.follow(Int(slot), in: nodes, onlyBareReferences: true)
        nodes[index].propertySlots[number] = Int32(target)
      }
    }
    for index in nodes.indices {
      let node = nodes[index]
      guard node.isPlain, node.constValue == nil, node.propertyNames.count == 1,
        let child = node.properties[node.propertyNames[0]], nodes[child].isPlain,
        nodes[child].constValue != nil, nodes[child].propertyNames.isEmpty,
        nodes[child].required.isEmpty,
        node.required.isEmpty || node.required == node.propertyNames
      else { continue }
      nodes[index].constCondition = (
        vocabulary.number(of: node.propertyNames[0])!, child, !node.required.isEmpty
      )
      nodes[index].keywords.insert(.constCondition)
    }
    for index in nodes.indices {
      nodes[index].isSimpleTuple = Self.isSimpleTuple(nodes[index], in: nodes)
      nodes[index].allOfConditionKey = Self.allOfConditionKey(nodes[index], in: nodes)
    }
    self.vocabulary = vocabulary
    self.loweringKeys = LoweringKey.table(for: vocabulary)
    self.tree = tree
    self.nodes = nodes
    self.rootIndex = root
    self.definitions = compiler.definitions
    self.subviewBranches = compiler.definitions.filter { $0.key.hasSuffix("Subview") }
      .map { (kind: String($0.key.dropLast("Subview".count)), node: $0.value) }
      .sorted { $0.kind < $1.kind }
    self.documentedProperties = compiler.documentedProperties
  }

  public var root: SchemaNode { nodes[rootIndex] }

  private static func fillTables(_ node: inout SchemaNode, _ vocabulary: KeyTable) {
    if !node.propertyNames.isEmpty {
      node.propertySlots = [Int32](repeating: -1, count: vocabulary.count)
      for (name, child) in node.properties {
        node.propertySlots[vocabulary.number(of: name)!] = Int32(child)
      }
    }
    node.keywords = SchemaKeywords(of: node)
    node.propertyNumbers = node.propertyNames.map { vocabulary.number(of: $0)! }
    node.requiredNumbers = node.required.map { vocabulary.number(of: $0)! }
    node.dependentNumbers = node.dependentSchemas.map { vocabulary.number(of: $0.key)! }
  }

  /// Whether `node` is an array of simple scalars (`[x, y]`: `items` a simple scalar schema, or
  /// `prefixItems` of them with `items` absent or `false`) and no keyword besides item counts
  /// (see `SchemaNode.isSimpleTuple`).
  private static func isSimpleTuple(_ node: SchemaNode, in nodes: [SchemaNode]) -> Bool {
    func target(_ index: Int) -> SchemaNode {
      nodes[follow(index, in: nodes, onlyBareReferences: true)]
    }
    guard node.types == .array,
      node.keywords.isSubset(of: [.type, .prefixItems, .items, .itemCount, .deprecated]),
      node.prefixItems.allSatisfy({ target($0).isSimpleScalar })
    else { return false }
    guard let items = node.items.map(target) else { return !node.prefixItems.isEmpty }
    return items.isFalse ? !node.prefixItems.isEmpty : items.isSimpleScalar
  }

  /// The key every `allOf` part of `node` conditions on, when each part is an `if` with a
  /// `constCondition` on it and a `then`, and nothing else (see
  /// `SchemaNode.allOfConditionKey`).
  private static func allOfConditionKey(_ node: SchemaNode, in nodes: [SchemaNode]) -> Int? {
    var key: Int?
    for part in node.allOf {
      let part = nodes[follow(part, in: nodes, onlyBareReferences: true)]
      guard part.keywords == [.ifSchema, .thenSchema], let condition = part.ifSchema,
        let condition = nodes[follow(condition, in: nodes, onlyBareReferences: true)]
          .constCondition,
        key == nil || key == condition.key
      else { return nil }
      key = condition.key
    }
    return key
  }

  public subscript(index: Int) -> SchemaNode { nodes[index] }

  /// The node `index` after following `$ref`s.
  public func resolved(_ index: Int) -> Int {
    Self.follow(index, in: nodes, onlyBareReferences: false)
  }

  /// The one walk along `$ref`s: from `index`, the node reached by following each `$ref`, or
  /// with `onlyBareReferences` each `$ref` of a node that has nothing else
  /// (`SchemaNode.isOnlyReference`, as `SchemaValidator.target` needs). At most 32 hops, so a
  /// reference cycle ends.
  @inline(__always)
  static func follow(_ index: Int, in nodes: [SchemaNode], onlyBareReferences: Bool) -> Int {
    var current = index
    var hops = 0
    while let next = nodes[current].reference, hops < 32,
      !onlyBareReferences || nodes[current].isOnlyReference
    {
      current = next
      hops += 1
    }
    return current
  }

  /// The subschema that documents property `name` somewhere in the schema.
  public func documentation(ofKey name: String) -> SchemaNode? {
    documentedProperties[name].map { nodes[$0] }
  }
}
