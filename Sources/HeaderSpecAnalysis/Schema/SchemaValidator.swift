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
  let facts: DocumentFacts
  var diagnostics: [Diagnostic] = []
  /// The arrays being validated, outermost first, with the element being validated and its
  /// index (for messages; see `path(to:)`).
  var positions: [(array: NodeID, element: NodeID, index: Int)] = []

  init(catalog: SchemaCatalog, tree: SyntaxTree, facts: DocumentFacts) {
    self.catalog = catalog
    self.nodes = catalog.nodes
    self.tree = tree
    self.facts = facts
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
    if !emit, let condition = nodes[index].constCondition {
      guard tree.kind(node) == .object else { return true }
      guard let entry = member(condition.key, in: node) else { return !condition.required }
      guard let value = tree.value(of: entry) else { return true }
      return matches(
        value, nodes[condition.schema].constValue!, utf8: nodes[condition.schema].constUTF8)
    }
    let valueType = type(of: node)
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
    if nodes[index].hasScalarChecks {
      valid = validateScalar(index, node, valueType, emit: emit) && valid
      if !valid && !emit { return false }
    }
    if valueType.contains(.object) {
      valid = validateObject(index, node, emit: emit, depth: depth) && valid
    } else if valueType.contains(.array) {
      valid = validateArray(index, node, emit: emit, depth: depth) && valid
    }
    if !valid && !emit { return false }
    guard nodes[index].hasApplicators else { return valid }
    return validateApplicators(index, node, valueType, emit: emit, depth: depth) && valid
  }

  /// Whether `node` is certainly valid against schema `index` because the schema is a plain
  /// scalar one (`SchemaNode.isSimpleScalar`) and the value is a scalar of an accepted type
  /// within the number bounds. False means only "check fully": `validate` then decides and
  /// reports, so this fast path never changes a result or a diagnostic.
  @inline(__always)
  private func acceptsQuickly(_ index: Int, _ node: NodeID) -> Bool {
    guard nodes[index].isSimpleScalar, let types = nodes[index].types else { return false }
    let valueType = type(of: node)
    guard types.accepts(valueType), !valueType.contains(.object), !valueType.contains(.array)
    else { return false }
    guard valueType.contains(.number) else { return true }
    guard let value = facts.number(node) else { return false }
    if let minimum = nodes[index].minimum, value < minimum { return false }
    if let maximum = nodes[index].maximum, value > maximum { return false }
    if let minimum = nodes[index].exclusiveMinimum, value <= minimum { return false }
    if let maximum = nodes[index].exclusiveMaximum, value >= maximum { return false }
    return true
  }

  // MARK: - Scalars

  private mutating func validateScalar(
    _ index: Int, _ node: NodeID, _ valueType: JSONTypeSet, emit: Bool
  ) -> Bool {
    var valid = true
    if let allowed = nodes[index].enumValues {
      let matched = allowed.indices.contains {
        matches(node, allowed[$0], utf8: nodes[index].enumUTF8[$0])
      }
      if !matched {
        if !emit { return false }
        reportEnum(node, allowed: allowed, descriptions: nodes[index].enumDescriptions)
        valid = false
      }
    }
    if let constant = nodes[index].constValue,
      !matches(node, constant, utf8: nodes[index].constUTF8)
    {
      if !emit { return false }
      reportConst(node, expected: constant)
      valid = false
    }
    if valueType.contains(.number), let value = facts.number(node) {
      valid = validateNumber(index, node, value, emit: emit) && valid
    } else if valueType.contains(.string), let matcher = nodes[index].pattern {
      let flags = tree.flags(node)
      let range = tree.range(node)
      let matched =
        flags.contains(.hasEscapes) || flags.contains(.unterminated) || range.length < 2
        ? matcher.matches(tree.stringValue(node) ?? "")
        : matcher.matches(utf8: tree.bytes[(range.start + 1)..<(range.end - 1)])
      if !matched {
        if emit { reportPattern(node, text: tree.stringValue(node) ?? "", matcher: matcher) }
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
    var present = KeySet()
    var memberCount = 0
    let overridden = facts.hasDuplicateKeys ? overriddenMembers(of: node) : nil
    var next = facts.firstChild(node)
    while let entry = next {
      next = facts.nextSibling(entry)
      if let overridden, overridden.contains(entry) { continue }
      memberCount += 1
      let key = tree.key(of: entry)
      // An unquoted key was reported by the syntax layer; it names nothing.
      if tree.flags(key).contains(.invalid) { continue }
      let number = facts.key(key)
      if number >= 0 { present.insert(number) }
      guard closed || hasProperties else { continue }
      let child = number >= 0 ? Int(nodes[index].propertySlots[number]) : -1
      if child >= 0 {
        if let value = tree.value(of: entry) {
          if !acceptsQuickly(child, value) {
            valid = validate(child, value, emit: emit, depth: depth + 1) && valid
          }
          if emit, nodes[child].isDeprecated, let message = nodes[child].deprecationMessage,
            isBehavior(node)
          {
            reportIgnoredKey(entry, key: catalog.vocabulary.names[number], note: message)
          }
        }
      } else if closed {
        if !emit { return false }
        let name = tree.stringValue(key) ?? ""
        reportUnknownKey(key, name: name, in: node, known: nodes[index].propertyNames)
        valid = false
      }
      if !valid && !emit { return false }
    }
    for (position, number) in nodes[index].requiredNumbers.enumerated()
    where !present.contains(number) {
      if !emit { return false }
      reportMissing(nodes[index].required[position], in: node, schema: index)
      valid = false
    }
    if let minimum = nodes[index].minProperties, memberCount < minimum {
      if !emit { return false }
      reportTooFewProperties(node, minimum: minimum, schema: index)
      valid = false
    }
    // By position, so that the keys (strings) are not copied.
    for position in nodes[index].dependentNumbers.indices
    where present.contains(nodes[index].dependentNumbers[position]) {
      guard let trigger = member(nodes[index].dependentNumbers[position], in: node) else {
        continue
      }
      let dependent = nodes[index].dependentSchemas[position].schema
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
    // `propertyNumbers` and `propertySlots` are `propertyNames` and `properties` by key
    // number, so nothing here hashes a string.
    for number in nodes[index].propertyNumbers {
      let child = Int(nodes[index].propertySlots[number])
      guard child >= 0, let entry = member(number, in: node) else { continue }
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
    if emit { positions.append((node, node, 0)) }
    var next = facts.firstChild(node)
    while let element = next {
      next = facts.nextSibling(element)
      let schema = count < prefix.count ? prefix[count] : items
      if emit { positions[positions.count - 1] = (node, element, count) }
      count += 1
      guard let schema, !nodes[schema].isFalse, !acceptsQuickly(schema, element) else { continue }
      valid = validate(schema, element, emit: emit, depth: depth + 1) && valid
      if !valid && !emit { return false }
    }
    if emit { positions.removeLast() }
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
      var passing = 0
      for branch in oneOf where validate(branch, node, emit: false, depth: depth + 1) {
        passing += 1
      }
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

extension SchemaValidator {
  /// The JSON type of a node's value (empty for invalid values), numbers from `facts`.
  func type(of node: NodeID) -> JSONTypeSet {
    switch tree.kind(node) {
    case .number:
      guard let value = facts.number(node) else { return [] }
      return value.rounded(.towardZero) == value ? [.number, .integer] : .number
    default:
      return JSONTypeSet(of: node, in: tree)
    }
  }

  /// Members whose key appears again later in the object: only the last occurrence counts.
  func overriddenMembers(of object: NodeID) -> Set<NodeID> {
    var last: [String: NodeID] = [:]
    var overridden = Set<NodeID>()
    for entry in tree.members(of: object) {
      let name = tree.stringValue(tree.key(of: entry)) ?? ""
      if let earlier = last[name] { overridden.insert(earlier) }
      last[name] = entry
    }
    return overridden
  }

  /// Whether `object` is the root's `behavior` value.
  func isBehavior(_ object: NodeID) -> Bool {
    guard let member = tree.parent(object), tree.kind(member) == .member,
      let owner = tree.parent(member), owner == tree.root
    else { return false }
    return facts.key(tree.key(of: member)) == catalog.vocabulary.number(of: "behavior")
  }

  /// The member of `object` whose key has vocabulary number `number` (the last one when keys
  /// repeat).
  func member(_ number: Int, in object: NodeID) -> NodeID? {
    var found: NodeID?
    var next = facts.firstChild(object)
    while let entry = next {
      if facts.key(tree.key(of: entry)) == number {
        found = entry
        if !facts.hasDuplicateKeys { break }
      }
      next = facts.nextSibling(entry)
    }
    return found
  }

  /// JSON Schema equality of a node and a literal; strings compare raw bytes when the
  /// string has no escapes, so nothing is decoded.
  func matches(_ node: NodeID, _ literal: SchemaLiteral, utf8: [UInt8]?) -> Bool {
    switch literal {
    case .string:
      guard tree.kind(node) == .string, let utf8 else { return false }
      let flags = tree.flags(node)
      if flags.contains(.hasEscapes) || flags.contains(.unterminated) {
        return decodedMatches(node, literal)
      }
      let range = tree.range(node)
      guard range.length == utf8.count + 2 else { return false }
      return tree.bytes.withUnsafeBufferPointer { bytes in
        utf8.withUnsafeBufferPointer { expected in
          var offset = 0
          while offset < expected.count {
            if bytes[range.start + 1 + offset] != expected[offset] { return false }
            offset += 1
          }
          return true
        }
      }
    case .number(let value): return facts.number(node) == value
    case .bool(let value): return tree.boolValue(node) == value
    case .null: return tree.kind(node) == .null
    }
  }
}

extension SchemaValidator {
  /// `matches` for a string with escapes or without its closing quote: decodes it.
  @inline(never)
  func decodedMatches(_ node: NodeID, _ literal: SchemaLiteral) -> Bool {
    SchemaLiteral(node, in: tree) == literal
  }
}

/// A set of vocabulary key numbers (the schema has fewer than 256 property names).
struct KeySet {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  mutating func insert(_ number: Int) {
    let bit = UInt64(1) << UInt64(number & 63)
    switch number >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    case 3: words.3 |= bit
    default: break
    }
  }

  func contains(_ number: Int) -> Bool {
    let bit = UInt64(1) << UInt64(number & 63)
    switch number >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    case 3: return words.3 & bit != 0
    default: return false
    }
  }
}

/// The interval a schema allows for a number, for messages and clamping.
struct NumberInterval {
  var minimum: Double?
  var maximum: Double?
  var exclusiveMinimum: Double?
  var exclusiveMaximum: Double?
}
