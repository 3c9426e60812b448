import JSONSyntax

/// Checks a syntax tree against the compiled schema: a small interpreter of exactly the
/// keywords `SchemaCompiler` understands, so a document gets a schema-level diagnostic exactly
/// when the JSON Schema rejects it. Recursion follows the schema, not the document, so its
/// depth is bounded by the schema's (a million nested arrays are never descended into).
///
/// Each check reports through `SchemaValidator+Messages.swift`, which words it.
struct SchemaValidator {
  let nodes: [SchemaNode]
  let catalog: SchemaCatalog
  let tree: SyntaxTree
  var diagnostics: [Diagnostic] = []

  init(catalog: SchemaCatalog, tree: SyntaxTree) {
    self.catalog = catalog
    self.nodes = catalog.nodes
    self.tree = tree
  }

  /// Validates the whole document, collecting diagnostics.
  mutating func validateDocument() {
    guard let root = tree.root else { return }
    _ = validate(catalog.rootIndex, root, emit: true, depth: 0)
  }

  /// Whether `node` is valid against schema `index`. With `emit`, every violation becomes a
  /// diagnostic; without, the check stops at the first one (for `if`, `anyOf`, `oneOf`).
  mutating func validate(_ index: Int, _ node: NodeID, emit: Bool, depth: Int) -> Bool {
    guard depth < 64 else { return true }
    if nodes[index].isFalse {
      if emit { reportNotAllowed(node) }
      return false
    }
    let valueType = JSONTypeSet(of: node, in: tree)
    // Values the syntax layer rejected (invalid words, numbers out of range) and containers
    // skipped for depth were already reported there.
    if valueType.isEmpty || tree.flags(node).contains(.skipped) { return true }
    var valid = true
    if let reference = nodes[index].reference {
      valid = validate(reference, node, emit: emit, depth: depth + 1) && valid
      if !valid && !emit { return false }
    }
    if let types = nodes[index].types, !types.accepts(valueType) {
      if emit { reportType(node, expected: types, found: valueType) }
      return false
    }
    valid = validateScalar(index, node, valueType, emit: emit) && valid
    if !valid && !emit { return false }
    if valueType.contains(.object) {
      valid = validateObject(index, node, emit: emit, depth: depth) && valid
    } else if valueType.contains(.array) {
      valid = validateArray(index, node, emit: emit, depth: depth) && valid
    }
    if !valid && !emit { return false }
    return validateApplicators(index, node, valueType, emit: emit, depth: depth) && valid
  }

  // MARK: - Scalars

  private mutating func validateScalar(
    _ index: Int, _ node: NodeID, _ valueType: JSONTypeSet, emit: Bool
  ) -> Bool {
    var valid = true
    if nodes[index].enumValues != nil || nodes[index].constValue != nil {
      let literal = SchemaLiteral(node, in: tree)
      if let allowed = nodes[index].enumValues, literal.map(allowed.contains) != true {
        if !emit { return false }
        reportEnum(node, allowed: allowed, descriptions: nodes[index].enumDescriptions)
        valid = false
      }
      if let constant = nodes[index].constValue, literal != constant {
        if !emit { return false }
        reportConst(node, expected: constant)
        valid = false
      }
    }
    if valueType.contains(.number), let value = tree.numberValue(node) {
      valid = validateNumber(index, node, value, emit: emit) && valid
    } else if valueType.contains(.string), let matcher = nodes[index].pattern {
      let text = tree.stringValue(node) ?? ""
      if !matcher.matches(text) {
        if emit { reportPattern(node, text: text, matcher: matcher) }
        valid = false
      }
    }
    return valid
  }

  private mutating func validateNumber(_ index: Int, _ node: NodeID, _ value: Double, emit: Bool)
    -> Bool
  {
    let schema = (
      nodes[index].minimum, nodes[index].maximum, nodes[index].exclusiveMinimum,
      nodes[index].exclusiveMaximum
    )
    var bounds = NumberBounds()
    if let minimum = schema.0, value < minimum { bounds.lower = (minimum, false) }
    if let maximum = schema.1, value > maximum { bounds.upper = (maximum, false) }
    if let minimum = schema.2, value <= minimum { bounds.lower = (minimum, true) }
    if let maximum = schema.3, value >= maximum { bounds.upper = (maximum, true) }
    var valid = bounds.isEmpty
    if !valid, emit {
      reportRange(node, value: value, bounds: bounds, allowed: allowedInterval(index))
    }
    if let divisor = nodes[index].multipleOf, divisor > 0,
      (value / divisor).rounded(.towardZero) != value / divisor
    {
      if emit { reportMultiple(node, value: value, divisor: divisor) }
      valid = false
    }
    return valid
  }

  /// The bounds violated by a number: the limit and whether it is exclusive.
  struct NumberBounds {
    var lower: (Double, Bool)?
    var upper: (Double, Bool)?
    var isEmpty: Bool { lower == nil && upper == nil }
  }

  private func allowedInterval(_ index: Int) -> NumberInterval {
    NumberInterval(
      minimum: nodes[index].minimum, maximum: nodes[index].maximum,
      exclusiveMinimum: nodes[index].exclusiveMinimum,
      exclusiveMaximum: nodes[index].exclusiveMaximum)
  }

  // MARK: - Objects

  private mutating func validateObject(_ index: Int, _ node: NodeID, emit: Bool, depth: Int)
    -> Bool
  {
    var valid = true
    let closed = nodes[index].closed
    let hasProperties = !nodes[index].propertyNames.isEmpty
    if closed || hasProperties {
      for entry in tree.members(of: node) {
        let key = tree.key(of: entry)
        // An unquoted key was reported by the syntax layer; it names nothing.
        guard !tree.flags(key).contains(.invalid), let name = tree.stringValue(key) else {
          continue
        }
        if let child = nodes[index].properties[name] {
          if let value = tree.value(of: entry) {
            valid = validate(child, value, emit: emit, depth: depth + 1) && valid
            if emit, let message = nodes[child].deprecationMessage,
              tree.path(to: node) == [.key("behavior")]
            {
              reportIgnoredKey(entry, key: name, note: message)
            }
          }
        } else if closed {
          if !emit { return false }
          reportUnknownKey(key, name: name, in: node, known: nodes[index].propertyNames)
          valid = false
        }
        if !valid && !emit { return false }
      }
    }
    for name in nodes[index].required where tree.member(named: name, in: node) == nil {
      if !emit { return false }
      reportMissing(name, in: node, schema: index)
      valid = false
    }
    if let minimum = nodes[index].minProperties, tree.members(of: node).count < minimum {
      if !emit { return false }
      reportTooFewProperties(node, minimum: minimum, schema: index)
      valid = false
    }
    for (key, dependent) in nodes[index].dependentSchemas {
      guard let trigger = tree.member(named: key, in: node) else { continue }
      valid = validateDependent(dependent, trigger, node, emit: emit, depth: depth) && valid
      if !valid && !emit { return false }
    }
    return valid
  }

  /// A `dependentSchemas` entry: properties that are `false` conflict with the trigger key.
  private mutating func validateDependent(
    _ index: Int, _ trigger: NodeID, _ node: NodeID, emit: Bool, depth: Int
  ) -> Bool {
    var valid = true
    for name in nodes[index].propertyNames {
      guard let child = nodes[index].properties[name],
        let entry = tree.member(named: name, in: node)
      else { continue }
      if nodes[child].isFalse {
        if !emit { return false }
        reportConflict(entry, with: trigger)
        valid = false
      } else if let value = tree.value(of: entry) {
        valid = validate(child, value, emit: emit, depth: depth + 1) && valid
      }
    }
    return valid
  }

  // MARK: - Arrays

  private mutating func validateArray(_ index: Int, _ node: NodeID, emit: Bool, depth: Int)
    -> Bool
  {
    var valid = true
    var count = 0
    let prefix = nodes[index].prefixItems
    let items = nodes[index].items
    for element in tree.children(node) {
      let schema = count < prefix.count ? prefix[count] : items
      count += 1
      guard let schema, !nodes[schema].isFalse else { continue }
      valid = validate(schema, element, emit: emit, depth: depth + 1) && valid
      if !valid && !emit { return false }
    }
    let tooMany = items.map { nodes[$0].isFalse && count > prefix.count } ?? false
    let maximum = nodes[index].maxItems
    let minimum = nodes[index].minItems
    if tooMany || (maximum.map { count > $0 } ?? false) || (minimum.map { count < $0 } ?? false) {
      if !emit { return false }
      let closedAfterPrefix = items.map { nodes[$0].isFalse } ?? false
      let upper = closedAfterPrefix ? min(prefix.count, maximum ?? .max) : maximum
      reportLength(node, count: count, minimum: minimum, maximum: upper, schema: index)
      valid = false
    }
    return valid
  }

  // MARK: - Applicators

  private mutating func validateApplicators(
    _ index: Int, _ node: NodeID, _ valueType: JSONTypeSet, emit: Bool, depth: Int
  ) -> Bool {
    var valid = true
    for part in nodes[index].allOf {
      valid = validate(part, node, emit: emit, depth: depth + 1) && valid
      if !valid && !emit { return false }
    }
    if let condition = nodes[index].ifSchema {
      let holds = validate(condition, node, emit: false, depth: depth + 1)
      if let branch = holds ? nodes[index].thenSchema : nodes[index].elseSchema {
        valid = validate(branch, node, emit: emit, depth: depth + 1) && valid
        if !valid && !emit { return false }
      }
    }
    let anyOf = nodes[index].anyOf
    if !anyOf.isEmpty, !anyOf.contains(where: { validate($0, node, emit: false, depth: depth + 1) })
    {
      if !emit { return false }
      reportNoAlternative(node, branches: anyOf, valueType: valueType, depth: depth)
      valid = false
    }
    let oneOf = nodes[index].oneOf
    if !oneOf.isEmpty {
      let passing = oneOf.filter { validate($0, node, emit: false, depth: depth + 1) }.count
      if passing != 1 {
        if !emit { return false }
        if passing == 0 {
          reportNoAlternative(node, branches: oneOf, valueType: valueType, depth: depth)
        } else {
          reportAmbiguous(node)
        }
        valid = false
      }
    }
    return valid
  }
}

/// The interval a schema allows for a number, for messages and clamping.
struct NumberInterval {
  var minimum: Double?
  var maximum: Double?
  var exclusiveMinimum: Double?
  var exclusiveMaximum: Double?
}
