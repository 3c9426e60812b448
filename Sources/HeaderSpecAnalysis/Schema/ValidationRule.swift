/// One subschema's validation keywords as plain numbers: what `SchemaValidator` reads on its
/// hot path, with no strings, arrays or optionals, so reading a rule costs a load and never a
/// reference count. Lists (properties, `allOf`, `enum`, ...) are ranges into the flat tables
/// of `ValidationProgram`; -1 means "absent" for indices and NaN for numbers. A rule has the
/// index of its `SchemaNode` in `SchemaCatalog.nodes`, so messages still read the full node.
struct ValidationRule {
  /// What a rule has, as bits (cheaper to test than optionals).
  struct Flags: OptionSet {
    let rawValue: UInt16

    /// `false` as a schema: nothing is valid.
    static let isFalse = Flags(rawValue: 1 << 0)
    /// `type` is present (`types` is meaningful).
    static let hasTypes = Flags(rawValue: 1 << 1)
    /// `additionalProperties: false`.
    static let closed = Flags(rawValue: 1 << 2)
    /// `properties` is present (`propertySlots` is meaningful).
    static let hasProperties = Flags(rawValue: 1 << 3)
    /// See `SchemaNode.isSimpleScalar`.
    static let simpleScalar = Flags(rawValue: 1 << 4)
    /// See `SchemaNode.hasScalarChecks`.
    static let scalarChecks = Flags(rawValue: 1 << 5)
    /// See `SchemaNode.hasApplicators`.
    static let applicators = Flags(rawValue: 1 << 6)
    /// `deprecationMessage` is present (a key the behaviour kind ignores).
    static let deprecated = Flags(rawValue: 1 << 7)
    /// See `SchemaNode.constCondition`.
    static let constCondition = Flags(rawValue: 1 << 8)
    /// The const condition's key is required.
    static let conditionRequired = Flags(rawValue: 1 << 9)
    /// A keyword about objects is present (`properties`, `additionalProperties: false`,
    /// `required`, `minProperties`, `dependentSchemas`): without one, an object's members need
    /// no visit.
    static let objectChecks = Flags(rawValue: 1 << 10)
    /// A keyword about arrays is present (`prefixItems`, `items`, `minItems`, `maxItems`).
    static let arrayChecks = Flags(rawValue: 1 << 11)
    /// An array type whose `prefixItems` are all simple scalars (`simpleScalar`), with `items`
    /// absent or `false`, item counts, and nothing else: a tuple such as `[x, y]`, checked
    /// without recursion by `SchemaValidator.acceptsQuickly`.
    static let simpleTuple = Flags(rawValue: 1 << 12)
    /// Every `allOf` part is `{"if": C, "then": T}` where each C is a const condition on the
    /// same key (the subview kinds): `conditionalParts` lists them, so the key's member is
    /// found once for all parts.
    static let conditionalAllOf = Flags(rawValue: 1 << 13)
  }

  /// A slice of one of `ValidationProgram`'s flat tables.
  struct Span {
    var start: Int32 = 0
    var count: Int32 = 0

    var isEmpty: Bool { count == 0 }
  }

  var flags: Flags = []
  var types = JSONTypeSet()
  /// The rule whose validation this rule's `$ref` adds, -1 for none.
  var reference: Int32 = -1
  var minimum = Double.nan
  var maximum = Double.nan
  var exclusiveMinimum = Double.nan
  var exclusiveMaximum = Double.nan
  var multipleOf = Double.nan
  /// Offset of this rule's property table in `ValidationProgram.slots`: one entry per
  /// vocabulary key number, the property's rule or -1.
  var propertySlots: Int32 = -1
  /// The property names' key numbers in schema order, in `ValidationProgram.lists`.
  var properties = Span()
  /// Key numbers, in `ValidationProgram.lists`.
  var required = Span()
  var minProperties: Int32 = -1
  /// Pairs of (trigger key number, dependent rule), flattened in `ValidationProgram.lists`.
  var dependents = Span()
  /// Rules, in `ValidationProgram.lists`.
  var prefixItems = Span()
  var items: Int32 = -1
  var minItems: Int32 = -1
  var maxItems: Int32 = -1
  /// Rules, in `ValidationProgram.lists`.
  var allOf = Span()
  var anyOf = Span()
  var oneOf = Span()
  var ifRule: Int32 = -1
  var thenRule: Int32 = -1
  var elseRule: Int32 = -1
  /// Literals, in `ValidationProgram.literals`.
  var enumValues = Span()
  /// A literal index, -1 for none.
  var constValue: Int32 = -1
  /// `pattern`: 0 for none, 1 and 2 for the hand-matched `PatternMatcher.hexColor` and
  /// `.identifier`, 3 for any other (matched with `SchemaNode.pattern`).
  var patternKind: UInt8 = 0
  /// With `.constCondition`: the key number and the literal its value must equal.
  var conditionKey: Int32 = -1
  var conditionLiteral: Int32 = -1
  /// With `.conditionalAllOf`: the key number, and triples (literal, 1 when the key is
  /// required, `then` rule) in `ValidationProgram.lists`, one per `allOf` part.
  var partsKey: Int32 = -1
  var conditionalParts = Span()
}
