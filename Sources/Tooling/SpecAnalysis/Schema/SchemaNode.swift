import JSONSyntax

/// One compiled subschema of the header spec schema: the validation keywords the schema uses,
/// and the documentation that completion and hover show. Subschemas refer to each other by
/// index into `SchemaCatalog.nodes`.
public struct SchemaNode: Sendable {
  /// This node's index in `SchemaCatalog.nodes`.
  public let index: Int
  /// The node in the schema's syntax tree (`SchemaCatalog.tree`).
  public let source: NodeID

  // MARK: - Documentation

  public internal(set) var title: String?
  public internal(set) var description: String?
  public internal(set) var markdownDescription: String?
  /// The `default` value as JSON text.
  public internal(set) var defaultJSON: String?
  /// The `examples` as JSON texts.
  public internal(set) var examplesJSON: [String] = []
  /// `enumDescriptions`, parallel to `enumValues`.
  public internal(set) var enumDescriptions: [String] = []
  public internal(set) var markdownEnumDescriptions: [String] = []
  /// VS Code's `deprecationMessage`: here, a key ignored by the behaviour kind.
  public internal(set) var deprecationMessage: String?
  /// JSON Schema's `deprecated: true`: the key is on its way out. The diagnostics about such a
  /// key carry `DiagnosticTag.deprecated`. No key of format 1 is deprecated yet.
  public internal(set) var isDeprecated = false
  public internal(set) var doNotSuggest = false
  /// The `defaultSnippets` array, when there is one.
  public internal(set) var defaultSnippets: NodeID?

  // MARK: - Validation

  /// `false` as a schema: nothing is valid.
  public internal(set) var isFalse = false
  public internal(set) var types: JSONTypeSet?
  /// `properties`, in schema order.
  public internal(set) var propertyNames: [String] = []
  /// The subschema of each of `propertyNames`, at the same index.
  var propertySchemas: [Int] = []
  public internal(set) var required: [String] = []
  /// `additionalProperties: false`.
  public internal(set) var closed = false
  public internal(set) var enumValues: [SchemaLiteral]?
  public internal(set) var constValue: SchemaLiteral?
  public internal(set) var minimum: Double?
  public internal(set) var maximum: Double?
  public internal(set) var exclusiveMinimum: Double?
  public internal(set) var exclusiveMaximum: Double?
  public internal(set) var multipleOf: Double?
  public internal(set) var pattern: PatternMatcher?
  var prefixItems: [Int] = []
  /// `items`: the schema of the elements after `prefixItems`.
  var items: Int?
  /// `items`, for completion of an array's elements.
  public var itemSchema: Int? { items }
  public internal(set) var minItems: Int?
  public internal(set) var maxItems: Int?
  public internal(set) var minProperties: Int?
  var reference: Int?
  var referenceName: String?
  var allOf: [Int] = []
  var anyOf: [Int] = []
  var oneOf: [Int] = []
  var ifSchema: Int?
  var thenSchema: Int?
  var elseSchema: Int?
  var dependentSchemas: [(key: String, schema: Int)] = []

  /// Whether the node is a `$ref` and nothing else but documentation that does not warn
  /// (`deprecationMessage` warns): the validator checks its target in its place
  /// (`SchemaValidator.target`). Set by `SchemaCompiler`.
  var isOnlyReference = false

  init(index: Int, source: NodeID) {
    self.index = index
    self.source = source
  }

  /// The subschema of property `name`, if `properties` lists it. A walk of the names: a
  /// schema of this project lists at most 10 properties, where comparing short strings costs
  /// less than hashing one (the validator asks for every member of every object).
  public func property(_ name: String) -> Int? {
    propertyNames.firstIndex(of: name).map { propertySchemas[$0] }
  }
}
