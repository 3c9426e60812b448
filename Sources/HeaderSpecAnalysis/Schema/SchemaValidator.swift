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
  /// The rules the checks read (`nodes` as plain tables); messages read `nodes`.
  let program: ValidationProgram
  let tree: SyntaxTree
  let facts: DocumentFacts
  var diagnostics: [Diagnostic] = []
  /// The arrays being validated, outermost first, with the element being validated and its
  /// index (for messages; see `path(to:)`).
  var positions: [(array: NodeID, element: NodeID, index: Int)] = []

  init(catalog: SchemaCatalog, tree: SyntaxTree, facts: DocumentFacts) {
    self.catalog = catalog
    self.nodes = catalog.nodes
    self.program = catalog.program
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
    let rule = program.rule(index)
    let flags = rule.pointee.flags
    if flags.contains(.isFalse) {
      if emit { reportNotAllowed(node) }
      return false
    }
    if !emit, flags.contains(.constCondition) {
      guard tree.kind(node) == .object else { return true }
      guard let entry = member(Int(rule.pointee.conditionKey), in: node) else {
        return !flags.contains(.conditionRequired)
      }
      guard let value = tree.value(of: entry) else { return true }
      return matches(value, Int(rule.pointee.conditionLiteral))
    }
    let (valueType, number) = typeAndValue(of: node)
    // Values the syntax layer rejected (invalid words, numbers out of range) and containers
    // skipped for depth were already reported there.
    if valueType.isEmpty || tree.flags(node).contains(.skipped) { return true }
    var valid = true
    let reference = Int(rule.pointee.reference)
    if reference >= 0 {
      valid = validate(reference, node, emit: emit, depth: depth + 1) && valid
      if !valid && !emit { return false }
    }
    if flags.contains(.hasTypes), !rule.pointee.types.accepts(valueType) {
      if emit { reportType(node, expected: rule.pointee.types, found: valueType) }
      return false
    }
    if flags.contains(.scalarChecks) {
      valid = validateScalar(index, node, valueType, number, emit: emit) && valid
      if !valid && !emit { return false }
    }
    // Without a keyword about objects (arrays), visiting the members (elements) finds
    // nothing, so it is skipped.
    if valueType.contains(.object) {
      if flags.contains(.objectChecks) {
        valid = validateObject(index, node, emit: emit, depth: depth) && valid
      }
    } else if valueType.contains(.array) {
      if flags.contains(.arrayChecks) {
        valid = validateArray(index, node, emit: emit, depth: depth) && valid
      }
    }
    if !valid && !emit { return false }
    guard flags.contains(.applicators) else { return valid }
    return validateApplicators(index, node, valueType, emit: emit, depth: depth) && valid
  }

  /// Whether `node` is certainly valid against schema `index` because the schema is a plain
  /// scalar one (`SchemaNode.isSimpleScalar`) and the value is a scalar of an accepted type
  /// within the number bounds, or the schema is a simple tuple (`ValidationRule.Flags
  /// .simpleTuple`) and the value an array of such scalars of an allowed length. False means
  /// only "check fully": `validate` then decides and reports, so this fast path never changes
  /// a result or a diagnostic.
  @inline(__always)
  private func acceptsQuickly(_ index: Int, _ node: NodeID) -> Bool {
    let rule = program.rule(index)
    if rule.pointee.flags.contains(.simpleScalar) { return acceptsScalar(rule, node) }
    guard rule.pointee.flags.contains(.simpleTuple), tree.kind(node) == .array else {
      return false
    }
    let prefix = rule.pointee.prefixItems
    var count = 0
    var elements = ChildCursor(node, in: tree)
    while let element = elements.next(in: tree) {
      // Past the prefix, `items` is `false` or absent (then anything goes, but the check
      // stays with `validate` for simplicity).
      guard count < Int(prefix.count),
        acceptsScalar(program.rule(program.list(prefix, count)), element)
      else { return false }
      count += 1
    }
    if rule.pointee.minItems >= 0, count < Int(rule.pointee.minItems) { return false }
    if rule.pointee.maxItems >= 0, count > Int(rule.pointee.maxItems) { return false }
    return true
  }

  /// `acceptsQuickly` for a rule with `.simpleScalar`.
  @inline(__always)
  private func acceptsScalar(_ rule: UnsafeMutablePointer<ValidationRule>, _ node: NodeID)
    -> Bool
  {
    let (valueType, value) = typeAndValue(of: node)
    guard rule.pointee.types.accepts(valueType), !valueType.contains(.object),
      !valueType.contains(.array)
    else { return false }
    guard valueType.contains(.number) else { return true }
    // Comparisons with NaN (an absent bound) are false: they reject nothing.
    if value < rule.pointee.minimum || value > rule.pointee.maximum { return false }
    if value <= rule.pointee.exclusiveMinimum || value >= rule.pointee.exclusiveMaximum {
      return false
    }
    return true
  }

  // MARK: - Scalars

  private mutating func validateScalar(
    _ index: Int, _ node: NodeID, _ valueType: JSONTypeSet, _ number: Double, emit: Bool
  ) -> Bool {
    let rule = program.rule(index)
    var valid = true
    let allowed = rule.pointee.enumValues
    if allowed.count > 0 {
      let start = Int(allowed.start)
      let matched = (start..<start + Int(allowed.count)).contains { matches(node, $0) }
      if !matched {
        if !emit { return false }
        reportEnum(
          node, allowed: nodes[index].enumValues ?? [], descriptions: nodes[index].enumDescriptions)
        valid = false
      }
    }
    let constant = Int(rule.pointee.constValue)
    if constant >= 0, !matches(node, constant) {
      if !emit { return false }
      reportConst(node, expected: nodes[index].constValue!)
      valid = false
    }
    if valueType.contains(.number) {
      valid = validateNumber(index, node, number, emit: emit) && valid
    } else if valueType.contains(.string), rule.pointee.patternKind != 0 {
      let matcher: PatternMatcher =
        switch rule.pointee.patternKind {
        case 1: .hexColor
        case 2: .identifier
        default: nodes[index].pattern!
        }
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
    let rule = program.rule(index)
    var bounds = NumberBounds()
    // Comparisons with NaN (an absent bound) are false.
    if value < rule.pointee.minimum { bounds.lower = (rule.pointee.minimum, false) }
    if value > rule.pointee.maximum { bounds.upper = (rule.pointee.maximum, false) }
    if value <= rule.pointee.exclusiveMinimum {
      bounds.lower = (rule.pointee.exclusiveMinimum, true)
    }
    if value >= rule.pointee.exclusiveMaximum {
      bounds.upper = (rule.pointee.exclusiveMaximum, true)
    }
    var valid = bounds.isEmpty
    if !valid, emit {
      reportRange(node, value: value, bounds: bounds, allowed: allowedInterval(index))
    }
    let divisor = rule.pointee.multipleOf
    if divisor > 0, (value / divisor).rounded(.towardZero) != value / divisor {
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
    let rule = program.rule(index)
    var valid = true
    let closed = rule.pointee.flags.contains(.closed)
    let hasProperties = rule.pointee.flags.contains(.hasProperties)
    var present = KeySet()
    var memberCount = 0
    let overridden = facts.hasDuplicateKeys ? overriddenMembers(of: node) : nil
    var children = ChildCursor(node, in: tree)
    while let entry = children.next(in: tree) {
      if let overridden, overridden.contains(entry) { continue }
      memberCount += 1
      let key = tree.key(of: entry)
      // An unquoted key was reported by the syntax layer; it names nothing.
      if tree.flags(key).contains(.invalid) { continue }
      let number = facts.key(key)
      if number >= 0 { present.insert(number) }
      guard closed || hasProperties else { continue }
      let child = number >= 0 && hasProperties ? program.property(rule, number) : -1
      if child >= 0 {
        if let value = tree.value(of: entry) {
          if !acceptsQuickly(child, value) {
            valid = validate(child, value, emit: emit, depth: depth + 1) && valid
          }
          if emit, program.rule(child).pointee.flags.contains(.deprecated),
            let message = nodes[child].deprecationMessage, isBehavior(node)
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
    let required = rule.pointee.required
    for position in 0..<Int(required.count)
    where !present.contains(program.list(required, position)) {
      if !emit { return false }
      reportMissing(nodes[index].required[position], in: node, schema: index)
      valid = false
    }
    let minimum = Int(rule.pointee.minProperties)
    if minimum >= 0, memberCount < minimum {
      if !emit { return false }
      reportTooFewProperties(node, minimum: minimum, schema: index)
      valid = false
    }
    let dependents = rule.pointee.dependents
    var position = 0
    while position < Int(dependents.count) {
      let number = program.list(dependents, position)
      let dependent = program.list(dependents, position + 1)
      position += 2
      guard present.contains(number), let trigger = member(number, in: node) else { continue }
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
    let rule = program.rule(index)
    guard rule.pointee.flags.contains(.hasProperties) else { return valid }
    // Property numbers in schema order, so that messages come in the schema's order.
    let properties = rule.pointee.properties
    for position in 0..<Int(properties.count) {
      let number = program.list(properties, position)
      let child = program.property(rule, number)
      guard child >= 0, let entry = member(number, in: node) else { continue }
      if program.rule(child).pointee.flags.contains(.isFalse) {
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
    let rule = program.rule(index)
    var valid = true
    var count = 0
    let prefix = rule.pointee.prefixItems
    let prefixCount = Int(prefix.count)
    let items = Int(rule.pointee.items)
    if emit { positions.append((node, node, 0)) }
    var children = ChildCursor(node, in: tree)
    while let element = children.next(in: tree) {
      let schema = count < prefixCount ? program.list(prefix, count) : items
      if emit { positions[positions.count - 1] = (node, element, count) }
      count += 1
      if schema >= 0, !program.rule(schema).pointee.flags.contains(.isFalse),
        !acceptsQuickly(schema, element)
      {
        valid = validate(schema, element, emit: emit, depth: depth + 1) && valid
      }
      if !valid && !emit { return false }
    }
    if emit { positions.removeLast() }
    let closedAfterPrefix = items >= 0 && program.rule(items).pointee.flags.contains(.isFalse)
    let tooMany = closedAfterPrefix && count > prefixCount
    let maximum = rule.pointee.maxItems >= 0 ? Int(rule.pointee.maxItems) : nil
    let minimum = rule.pointee.minItems >= 0 ? Int(rule.pointee.minItems) : nil
    if tooMany || (maximum.map { count > $0 } ?? false) || (minimum.map { count < $0 } ?? false) {
      if !emit { return false }
      let upper = closedAfterPrefix ? min(prefixCount, maximum ?? .max) : maximum
      reportLength(node, count: count, minimum: minimum, maximum: upper, schema: index)
      valid = false
    }
    return valid
  }

  // MARK: - Applicators

  private mutating func validateApplicators(
    _ index: Int, _ node: NodeID, _ valueType: JSONTypeSet, emit: Bool, depth: Int
  ) -> Bool {
    let rule = program.rule(index)
    var valid = true
    if rule.pointee.flags.contains(.conditionalAllOf), depth + 3 < 64 {
      valid = validateConditionalParts(rule, node, emit: emit, depth: depth)
      if !valid && !emit { return false }
    } else {
      let allOf = rule.pointee.allOf
      for position in 0..<Int(allOf.count) {
        valid =
          validate(program.list(allOf, position), node, emit: emit, depth: depth + 1) && valid
        if !valid && !emit { return false }
      }
    }
    let condition = Int(rule.pointee.ifRule)
    if condition >= 0 {
      let holds = validate(condition, node, emit: false, depth: depth + 1)
      let branch = Int(holds ? rule.pointee.thenRule : rule.pointee.elseRule)
      if branch >= 0 {
        valid = validate(branch, node, emit: emit, depth: depth + 1) && valid
        if !valid && !emit { return false }
      }
    }
    let anyOfSpan = rule.pointee.anyOf
    if anyOfSpan.count > 0 {
      let anyOf = (0..<Int(anyOfSpan.count)).map { program.list(anyOfSpan, $0) }
      if !anyOf.contains(where: { validate($0, node, emit: false, depth: depth + 1) }) {
        if !emit { return false }
        reportNoAlternative(node, branches: anyOf, valueType: valueType, depth: depth)
        valid = false
      }
    }
    let oneOfSpan = rule.pointee.oneOf
    if oneOfSpan.count > 0 {
      let oneOf = (0..<Int(oneOfSpan.count)).map { program.list(oneOfSpan, $0) }
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
  /// `allOf` parts `{"if": <const condition on key K>, "then": T}` (`.conditionalAllOf`),
  /// decided exactly as `validate` decides each part, with K's member found once. A condition
  /// holds for a value that is not an object, and for an object without K when K is not
  /// required or whose K has no value.
  mutating func validateConditionalParts(
    _ rule: UnsafeMutablePointer<ValidationRule>, _ node: NodeID, emit: Bool, depth: Int
  ) -> Bool {
    let isObject = tree.kind(node) == .object
    let entry = isObject ? member(Int(rule.pointee.partsKey), in: node) : nil
    let value = entry.flatMap { tree.value(of: $0) }
    let parts = rule.pointee.conditionalParts
    var valid = true
    var position = 0
    while position < Int(parts.count) {
      let literal = program.list(parts, position)
      let required = program.list(parts, position + 1) != 0
      let then = program.list(parts, position + 2)
      position += 3
      let holds: Bool
      if !isObject {
        holds = true
      } else if entry == nil {
        holds = !required
      } else if let value {
        holds = matches(value, literal)
      } else {
        holds = true
      }
      guard holds else { continue }
      valid = validate(then, node, emit: emit, depth: depth + 2) && valid
      if !valid && !emit { return false }
    }
    return valid
  }

  /// The JSON type of a node's value (empty for invalid values), numbers from `facts`.
  func type(of node: NodeID) -> JSONTypeSet { typeAndValue(of: node).type }

  /// The JSON type of a node's value and, for a number, its value (NaN otherwise): the value
  /// is decoded once for both.
  @inline(__always)
  func typeAndValue(of node: NodeID) -> (type: JSONTypeSet, value: Double) {
    switch tree.kind(node) {
    case .number:
      guard let value = facts.number(node) else { return ([], .nan) }
      return (value.rounded(.towardZero) == value ? [.number, .integer] : .number, value)
    default:
      return (JSONTypeSet(of: node, in: tree), .nan)
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
    var members = ChildCursor(object, in: tree)
    while let entry = members.next(in: tree) {
      if facts.key(tree.key(of: entry)) == number {
        found = entry
        if !facts.hasDuplicateKeys { break }
      }
    }
    return found
  }

  /// JSON Schema equality of a node and `program.literals[literal]`; strings compare raw
  /// bytes when the string has no escapes, so nothing is decoded.
  func matches(_ node: NodeID, _ literal: Int) -> Bool {
    let value = program.literals[literal]
    switch value.kind {
    case .string:
      guard tree.kind(node) == .string else { return false }
      let flags = tree.flags(node)
      if flags.contains(.hasEscapes) || flags.contains(.unterminated) {
        return decodedMatches(node, literal)
      }
      let range = tree.range(node)
      let count = Int(value.bytes.count)
      guard range.length == count + 2 else { return false }
      let expected = program.literalBytes.baseAddress.unsafelyUnwrapped + Int(value.bytes.start)
      return tree.bytes.withUnsafeBufferPointer { bytes in
        var offset = 0
        while offset < count {
          if bytes[range.start + 1 + offset] != expected[offset] { return false }
          offset += 1
        }
        return true
      }
    case .number: return facts.number(node) == value.number
    case .bool: return tree.boolValue(node) == value.bool
    case .null: return tree.kind(node) == .null
    }
  }
}

extension SchemaValidator {
  /// `matches` for a string with escapes or without its closing quote: decodes it.
  @inline(never)
  func decodedMatches(_ node: NodeID, _ literal: Int) -> Bool {
    let value = program.literals[literal]
    guard let text = tree.stringValue(node) else { return false }
    let start = Int(value.bytes.start)
    return text.utf8.elementsEqual(program.literalBytes[start..<start + Int(value.bytes.count)])
  }
}

/// A set of vocabulary key numbers (the schema has fewer than 256 property names): four
/// 64-bit words on the stack, addressed by pointer (a `switch` over the words or a SIMD
/// subscript costs several times more per member).
struct KeySet {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  @inline(__always)
  mutating func insert(_ number: Int) {
    guard number < 256 else { return }
    withUnsafeMutableBytes(of: &words) { raw in
      let word = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt64.self)
      word[number >> 6] |= UInt64(1) << UInt64(number & 63)
    }
  }

  @inline(__always)
  func contains(_ number: Int) -> Bool {
    guard number < 256 else { return false }
    return withUnsafeBytes(of: words) { raw in
      raw.load(fromByteOffset: (number >> 6) * 8, as: UInt64.self)
        & (UInt64(1) << UInt64(number & 63)) != 0
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
