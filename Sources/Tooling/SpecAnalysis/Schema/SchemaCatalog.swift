import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
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

  /// Compiles schema text. A malformed schema gives a catalog that accepts everything.
  public init(text: String) {
    let tree = SyntaxTree(text: text)
    var compiler = SchemaCompiler(tree: tree)
    let root = compiler.compileDocument()
    self.tree = tree
    self.nodes = compiler.nodes
    self.rootIndex = root
    self.definitions = compiler.definitions
    self.subviewBranches = compiler.definitions.filter { $0.key.hasSuffix("Subview") }
      .map { (kind: String($0.key.dropLast("Subview".count)), node: $0.value) }
      .sorted { $0.kind < $1.kind }
    self.documentedProperties = compiler.documentedProperties
  }

  public var root: SchemaNode { nodes[rootIndex] }

  public subscript(index: Int) -> SchemaNode { nodes[index] }

  /// The node `index` after following `$ref`s.
  public func resolved(_ index: Int) -> Int {
    Self.follow(index, in: nodes, onlyBareReferences: false)
  }

  /// The one walk along `$ref`s: from `index`, the node reached by following each `$ref`, or
  /// with `onlyBareReferences` each `$ref` of a node that has nothing else
  /// (`SchemaNode.isOnlyReference`, as `SchemaValidator.target` needs). At most 32 hops, so a
  /// reference cycle ends.
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
