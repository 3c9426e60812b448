import JSONSyntax

/// The compiled schema as flat tables of plain values, which `SchemaValidator` reads: one
/// `ValidationRule` per `SchemaNode` (same index), property tables by key number, and the
/// lists and literals the rules point into.
///
/// Two things make it cheaper than reading `SchemaNode`s: nothing in it is reference counted,
/// and a subschema that is only a `$ref` (`{"$ref": "#/$defs/size"}`, documentation aside) is
/// skipped: wherever a rule names one (a property, `items`, a branch), the table holds its
/// target instead, so the check neither calls through it nor walks the value's members twice.
/// Such a subschema adds no keyword of its own, so the diagnostics are the same.
///
/// Immutable once built (hence `@unchecked Sendable`); the tables are allocated once and read
/// through pointers, freed with the program.
final class ValidationProgram: @unchecked Sendable {
  let rules: UnsafeMutableBufferPointer<ValidationRule>
  /// Property tables: `slots[rule.propertySlots + keyNumber]` is the property's rule or -1.
  let slots: UnsafeMutableBufferPointer<Int32>
  /// Rule indices and key numbers that `ValidationRule.Span`s select.
  let lists: UnsafeMutableBufferPointer<Int32>
  let literals: UnsafeMutableBufferPointer<ValidationLiteral>
  /// The UTF-8 bytes of the string literals.
  let literalBytes: UnsafeMutableBufferPointer<UInt8>

  init(nodes: [SchemaNode], vocabulary: KeyTable) {
    var builder = Builder(nodes: nodes, vocabulary: vocabulary)
    let rules = nodes.indices.map { builder.rule(for: $0) }
    self.rules = Self.copy(rules)
    self.slots = Self.copy(builder.slots)
    self.lists = Self.copy(builder.lists)
    self.literals = Self.copy(builder.literals)
    self.literalBytes = Self.copy(builder.bytes)
  }

  deinit {
    rules.deallocate()
    slots.deallocate()
    lists.deallocate()
    literals.deallocate()
    literalBytes.deallocate()
  }

  /// The rule at `index` (a pointer, so that reading a field loads only that field).
  @inline(__always)
  func rule(_ index: Int) -> UnsafeMutablePointer<ValidationRule> {
    rules.baseAddress.unsafelyUnwrapped + index
  }

  /// Entry `position` of a span of `lists`.
  @inline(__always)
  func list(_ span: ValidationRule.Span, _ position: Int) -> Int {
    Int(lists[Int(span.start) + position])
  }

  /// The property rule of key `number` in rule `rule`'s table, or -1.
  @inline(__always)
  func property(_ rule: UnsafeMutablePointer<ValidationRule>, _ number: Int) -> Int {
    Int(slots[Int(rule.pointee.propertySlots) + number])
  }

  private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
    _ = buffer.initialize(from: array)
    return buffer
  }

  /// Fills the tables while translating nodes to rules.
  private struct Builder {
    let nodes: [SchemaNode]
    let vocabulary: KeyTable
    var slots: [Int32] = []
    var lists: [Int32] = []
    var literals: [ValidationLiteral] = []
    var bytes: [UInt8] = []

    init(nodes: [SchemaNode], vocabulary: KeyTable) {
      self.nodes = nodes
      self.vocabulary = vocabulary
    }

    mutating func rule(for index: Int) -> ValidationRule {
      let node = nodes[index]
      var rule = ValidationRule()
      var flags: ValidationRule.Flags = []
      if node.isFalse { flags.insert(.isFalse) }
      if let types = node.types {
        flags.insert(.hasTypes)
        rule.types = types
      }
      if node.closed { flags.insert(.closed) }
      if node.isSimpleScalar { flags.insert(.simpleScalar) }
      if node.hasScalarChecks { flags.insert(.scalarChecks) }
      if node.hasApplicators { flags.insert(.applicators) }
      if node.isDeprecated { flags.insert(.deprecated) }
      rule.reference = node.reference.map(target) ?? -1
      rule.minimum = node.minimum ?? .nan
      rule.maximum = node.maximum ?? .nan
      rule.exclusiveMinimum = node.exclusiveMinimum ?? .nan
      rule.exclusiveMaximum = node.exclusiveMaximum ?? .nan
      rule.multipleOf = node.multipleOf ?? .nan
      if !node.propertyNames.isEmpty {
        flags.insert(.hasProperties)
        rule.propertySlots = Int32(slots.count)
        slots += node.propertySlots.map { $0 < 0 ? -1 : target(Int($0)) }
      }
      rule.properties = span(node.propertyNumbers)
      rule.required = span(node.requiredNumbers.map(Int32.init))
      rule.minProperties = node.minProperties.map(Int32.init) ?? -1
      rule.dependents = span(
        zip(node.dependentNumbers, node.dependentSchemas).flatMap {
          [Int32($0.0), target($0.1.schema)]
        })
      rule.prefixItems = span(node.prefixItems.map(target))
      rule.items = node.items.map(target) ?? -1
      rule.minItems = node.minItems.map(Int32.init) ?? -1
      rule.maxItems = node.maxItems.map(Int32.init) ?? -1
      rule.allOf = span(node.allOf.map(target))
      // Branches stay as written: messages about them read their own nodes.
      rule.anyOf = span(node.anyOf.map(Int32.init))
      rule.oneOf = span(node.oneOf.map(Int32.init))
      rule.ifRule = node.ifSchema.map(target) ?? -1
      rule.thenRule = node.thenSchema.map(target) ?? -1
      rule.elseRule = node.elseSchema.map(target) ?? -1
      if let values = node.enumValues {
        rule.enumValues = ValidationRule.Span(
          start: Int32(literals.count), count: Int32(values.count))
        for value in values { literals.append(ValidationLiteral(value, bytes: &bytes)) }
      }
      if let constant = node.constValue { rule.constValue = literal(constant) }
      switch node.pattern {
      case nil: rule.patternKind = 0
      case .hexColor: rule.patternKind = 1
      case .identifier: rule.patternKind = 2
      case .regex: rule.patternKind = 3
      }
      if let condition = node.constCondition, let constant = nodes[condition.schema].constValue {
        flags.insert(.constCondition)
        if condition.required { flags.insert(.conditionRequired) }
        rule.conditionKey = Int32(condition.key)
        rule.conditionLiteral = literal(constant)
      }
      if !node.propertyNames.isEmpty || node.closed || !node.required.isEmpty
        || node.minProperties != nil || !node.dependentSchemas.isEmpty
      {
        flags.insert(.objectChecks)
      }
      if !node.prefixItems.isEmpty || node.items != nil || node.minItems != nil
        || node.maxItems != nil
      {
        flags.insert(.arrayChecks)
      }
      if isSimpleTuple(node) { flags.insert(.simpleTuple) }
      if let (key, triples) = conditionalParts(node) {
        flags.insert(.conditionalAllOf)
        rule.partsKey = Int32(key)
        rule.conditionalParts = span(triples)
      }
      rule.flags = flags
      return rule
    }

    /// The rule that validates in place of `index`: its `$ref` target when `index` is only a
    /// reference, else `index`.
    private func target(_ index: Int) -> Int32 {
      var current = index
      var hops = 0
      while isOnlyReference(nodes[current]), let next = nodes[current].reference, hops < 32 {
        current = next
        hops += 1
      }
      return Int32(current)
    }

    /// For `allOf: [{"if": C1, "then": T1}, ...]` with every Ci a const condition on one key:
    /// the key and the (literal, required, then) triples.
    private mutating func conditionalParts(_ node: SchemaNode) -> (Int, [Int32])? {
      guard !node.allOf.isEmpty else { return nil }
      var key: Int?
      var triples: [Int32] = []
      for part in node.allOf.map({ nodes[$0] }) {
        guard let condition = part.ifSchema, let then = part.thenSchema, part.elseSchema == nil,
          part.allOf.isEmpty, part.anyOf.isEmpty, part.oneOf.isEmpty, isOnlyConditional(part),
          let test = nodes[condition].constCondition, key == nil || key == test.key,
          let constant = nodes[test.schema].constValue
        else { return nil }
        key = test.key
        triples += [literal(constant), test.required ? 1 : 0, target(then)]
      }
      return key.map { ($0, triples) }
    }

    /// Whether a node has no validation keyword but the applicators and documentation.
    private func isOnlyConditional(_ node: SchemaNode) -> Bool {
      node.keywords.isSubset(of: [
        .allOf, .anyOf, .oneOf, .ifSchema, .thenSchema, .elseSchema, .deprecated,
      ])
    }

    /// Whether a node is an array of simple scalars at fixed places (`[x, y]`), with nothing
    /// after them and no other keyword.
    private func isSimpleTuple(_ node: SchemaNode) -> Bool {
      guard node.types == .array,
        node.keywords.isSubset(of: [.type, .prefixItems, .items, .itemCount, .deprecated]),
        !node.prefixItems.isEmpty,
        node.prefixItems.allSatisfy({ nodes[Int(target($0))].isSimpleScalar })
      else { return false }
      return node.items.map { nodes[Int(target($0))].isFalse } ?? true
    }

    /// Whether a node is a `$ref` and nothing else (not even documentation that warns).
    private func isOnlyReference(_ node: SchemaNode) -> Bool {
      node.keywords.contains(.reference)
        && node.keywords.isSubset(of: [.reference, .referenceName])
    }

    private mutating func span(_ values: [Int32]) -> ValidationRule.Span {
      let span = ValidationRule.Span(start: Int32(lists.count), count: Int32(values.count))
      lists += values
      return span
    }

    private mutating func span(_ values: [Int]) -> ValidationRule.Span {
      span(values.map(Int32.init))
    }

    private mutating func literal(_ value: SchemaLiteral) -> Int32 {
      literals.append(ValidationLiteral(value, bytes: &bytes))
      return Int32(literals.count - 1)
    }
  }
}
