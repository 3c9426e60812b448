/// The validation keywords a `SchemaNode` has (documentation keywords are not among them), so
/// that "this node has only these keywords" is one subset test:
///
///     node.keywords.isSubset(of: [.reference, .referenceName])  // only a `$ref`
///
/// Filled once per node by `SchemaCatalog` (`constCondition` when that fact is found).
struct SchemaKeywords: OptionSet, Sendable {
  let rawValue: UInt32

  /// `false` as a schema.
  static let falseSchema = SchemaKeywords(rawValue: 1 << 0)
  static let type = SchemaKeywords(rawValue: 1 << 1)
  static let properties = SchemaKeywords(rawValue: 1 << 2)
  static let required = SchemaKeywords(rawValue: 1 << 3)
  /// `additionalProperties: false`.
  static let closed = SchemaKeywords(rawValue: 1 << 4)
  static let enumValues = SchemaKeywords(rawValue: 1 << 5)
  static let const = SchemaKeywords(rawValue: 1 << 6)
  /// `minimum`, `maximum` or their exclusive forms.
  static let numberBounds = SchemaKeywords(rawValue: 1 << 7)
  static let multipleOf = SchemaKeywords(rawValue: 1 << 8)
  static let pattern = SchemaKeywords(rawValue: 1 << 9)
  static let prefixItems = SchemaKeywords(rawValue: 1 << 10)
  static let items = SchemaKeywords(rawValue: 1 << 11)
  /// `minItems` or `maxItems`.
  static let itemCount = SchemaKeywords(rawValue: 1 << 12)
  static let minProperties = SchemaKeywords(rawValue: 1 << 13)
  /// A resolved `$ref`.
  static let reference = SchemaKeywords(rawValue: 1 << 14)
  /// A `$ref` by name (resolved or not).
  static let referenceName = SchemaKeywords(rawValue: 1 << 15)
  static let allOf = SchemaKeywords(rawValue: 1 << 16)
  static let anyOf = SchemaKeywords(rawValue: 1 << 17)
  static let oneOf = SchemaKeywords(rawValue: 1 << 18)
  static let ifSchema = SchemaKeywords(rawValue: 1 << 19)
  static let thenSchema = SchemaKeywords(rawValue: 1 << 20)
  static let elseSchema = SchemaKeywords(rawValue: 1 << 21)
  static let dependentSchemas = SchemaKeywords(rawValue: 1 << 22)
  /// VS Code's `deprecationMessage` (a warning, so it counts as validation here).
  static let deprecated = SchemaKeywords(rawValue: 1 << 23)
  /// Not a keyword: the node is a const condition on one key (`SchemaNode.constCondition`).
  static let constCondition = SchemaKeywords(rawValue: 1 << 24)

  /// `enum`, `const`, the number keywords and `pattern`: what a scalar is checked against.
  static let scalarChecks: SchemaKeywords = [
    .enumValues, .const, .numberBounds, .multipleOf, .pattern,
  ]
  /// `allOf`, `anyOf`, `oneOf` and `if`.
  static let applicators: SchemaKeywords = [.allOf, .anyOf, .oneOf, .ifSchema]
  /// The keywords about objects: without one, an object's members need no visit.
  static let objectChecks: SchemaKeywords = [
    .properties, .closed, .required, .minProperties, .dependentSchemas,
  ]
  /// The keywords about arrays: without one, an array's elements need no visit.
  static let arrayChecks: SchemaKeywords = [.prefixItems, .items, .itemCount]

  init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The keywords of `node` as compiled (`constCondition` is added later, when found).
  init(of node: SchemaNode) {
    let present: [(Bool, SchemaKeywords)] = [
      (node.isFalse, .falseSchema), (node.types != nil, .type),
      (!node.propertyNames.isEmpty, .properties), (!node.required.isEmpty, .required),
      (node.closed, .closed), (node.enumValues != nil, .enumValues),
      (node.constValue != nil, .const),
      (
        node.minimum != nil || node.maximum != nil || node.exclusiveMinimum != nil
          || node.exclusiveMaximum != nil, .numberBounds
      ),
      (node.multipleOf != nil, .multipleOf), (node.pattern != nil, .pattern),
      (!node.prefixItems.isEmpty, .prefixItems), (node.items != nil, .items),
      (node.minItems != nil || node.maxItems != nil, .itemCount),
      (node.minProperties != nil, .minProperties), (node.reference != nil, .reference),
      (node.referenceName != nil, .referenceName), (!node.allOf.isEmpty, .allOf),
      (!node.anyOf.isEmpty, .anyOf), (!node.oneOf.isEmpty, .oneOf),
      (node.ifSchema != nil, .ifSchema), (node.thenSchema != nil, .thenSchema),
      (node.elseSchema != nil, .elseSchema),
      (!node.dependentSchemas.isEmpty, .dependentSchemas),
      (node.deprecationMessage != nil, .deprecated),
    ]
    self = []
    for (isPresent, keyword) in present where isPresent { insert(keyword) }
  }
}
