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
  public internal(set) var doNotSuggest = false
  /// The `defaultSnippets` array, when there is one.
  public internal(set) var defaultSnippets: NodeID?

  // MARK: - Validation

  /// `false` as a schema: nothing is valid.
  public internal(set) var isFalse = false
  public internal(set) var types: JSONTypeSet?
  /// `properties`, in schema order.
  public internal(set) var propertyNames: [String] = []
  var properties: [String: Int] = [:]
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

  // MARK: - Lookup tables (filled by `SchemaCatalog`)

  /// Per vocabulary key number: the property's subschema past bare `$ref`s (as
  /// `SchemaValidator.target` gives it), or -1.
  var propertySlots: [Int32] = []
  /// `propertyNames` as vocabulary key numbers, in the same order.
  var propertyNumbers: [Int] = []
  /// `required` as vocabulary key numbers.
  var requiredNumbers: [Int] = []
  /// `dependentSchemas` keys as vocabulary key numbers.
  var dependentNumbers: [Int] = []
  /// Set when the whole node is `{ "properties": { K: { "const": V } }, "required": [K]? }`
  /// (the subview kind conditions): K's key number, V's node and whether K is required, so
  /// an `if` is decided by one member lookup.
  var constCondition: (key: Int, schema: Int, required: Bool)?
  /// Set when every `allOf` part is `{ "if": C, "then": S }` alone and every C is a
  /// `constCondition` on this same key (the subview kinds): the key's number, so that the
  /// validator finds that member once for all the parts instead of once per `if`.
  var allOfConditionKey: Int?
  /// The validation keywords present (see `SchemaKeywords`); the facts below derive from it.
  var keywords: SchemaKeywords = []
  /// Whether the node is an array type whose elements are all simple scalars
  /// (`isSimpleScalar`: `items` such a schema, or `prefixItems` of them with `items` absent or
  /// `false`), with item counts and nothing else: a tuple such as `[x, y]`, checked without
  /// recursion by `SchemaValidator.acceptsQuickly`.
  var isSimpleTuple = false

  /// Whether the node has `type` and at most the number bounds (`minimum`, `maximum` and
  /// their exclusive forms) besides documentation: a value of an accepted scalar type within
  /// the bounds is valid without further checks (`SchemaValidator.acceptsQuickly`).
  var isSimpleScalar: Bool {
    keywords.contains(.type) && keywords.isSubset(of: [.type, .numberBounds, .deprecated])
  }

  /// Whether the node is a `$ref` and nothing else (not even documentation that warns): the
  /// validator checks its target in its place (`SchemaValidator.target`).
  var isOnlyReference: Bool {
    keywords.contains(.reference) && keywords.isSubset(of: [.reference, .referenceName])
  }

  /// Whether the node has no keyword besides `properties`, `required`, `const` and
  /// documentation.
  var isPlain: Bool {
    keywords.isSubset(of: [.properties, .required, .const, .deprecated, .constCondition])
  }

  init(index: Int, source: NodeID) {
    self.index = index
    self.source = source
  }

  /// The subschema of property `name`, if `properties` lists it.
  public func property(_ name: String) -> Int? { properties[name] }
}
