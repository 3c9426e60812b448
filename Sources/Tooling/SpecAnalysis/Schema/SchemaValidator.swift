import JSONSyntax

/// Checks a syntax tree against the compiled schema: a small interpreter of exactly the
/// keywords `SchemaCompiler` understands, so a document gets a schema-level diagnostic exactly
/// when the JSON Schema rejects it. Recursion follows the schema, not the document, so its
/// depth is bounded by the schema's (a million nested arrays are never descended into).
///
/// Each check reports through `SchemaValidator+Messages.swift`, which words it.
final class SchemaValidator {
  let nodes: [SchemaNode]
  let catalog: SchemaCatalog
  let tree: SyntaxTree
  /// Whether some object repeats a key (then only the last occurrence counts, as in JSON
  /// readers and JSON Schema validators that read the document into a map).
  let hasDuplicateKeys: Bool
  var diagnostics: [Diagnostic] = []
  /// The suggestions for each unknown device name met (`supports.devices`), by name.
  var deviceSuggestions: [String: [String]] = [:]
  /// The arrays being validated, outermost first, with the element being validated and its
  /// index (for messages; see `path(to:)`).
  var positions: [(array: NodeID, element: NodeID, index: Int)] = []
  /// The last object `placeName` named, and its name: an object's unknown keys all name it,
  /// and finding its `kind` scans its members (once per object, not once per unknown key).
  var lastPlaceName: (object: NodeID, name: String)?

  init(catalog: SchemaCatalog, tree: SyntaxTree) {
    self.catalog = catalog
    self.nodes = catalog.nodes
    self.tree = tree
    self.hasDuplicateKeys = tree.errors.contains { $0.code == .duplicateKey }
  }

  /// Validates the whole document, collecting diagnostics.
  func validateDocument() {
    guard let root = tree.root else { return }
    _ = validate(catalog.rootIndex, root, emit: true, depth: 0)
  }

  /// Whether `node` is valid against schema `index`. With `emit`, every violation becomes a
  /// diagnostic; without, the check stops at the first one (for `if`, `anyOf`, `oneOf`).
  func validate(_ index: Int, _ node: NodeID, emit: Bool, depth: Int) -> Bool {
    guard depth < 64 else { return true }
    if nodes[index].isFalse {
      if emit { reportNotAllowed(node) }
      return false
    }
    let (valueType, number) = typeAndValue(of: node)
    // Values the syntax layer rejected (invalid words, numbers out of range) and containers
    // skipped for depth were already reported there.
    if valueType.isEmpty || tree.flags(node).contains(.skipped) { return true }
    var valid = true
    if let reference = nodes[index].reference {
      valid = validate(target(reference), node, emit: emit, depth: depth + 1) && valid
      if !valid && !emit { return false }
    }
    if let types = nodes[index].types, !types.accepts(valueType) {
      if emit { reportType(node, expected: types, found: valueType) }
      return false
    }
    valid = validateScalar(index, node, valueType, number, emit: emit) && valid
    if !valid && !emit { return false }
    if valueType.contains(.object) {
      valid = validateObject(index, node, emit: emit, depth: depth) && valid
    } else if valueType.contains(.array) {
      valid = validateArray(index, node, emit: emit, depth: depth) && valid
    }
    if !valid && !emit { return false }
    return validateApplicators(index, node, valueType, emit: emit, depth: depth) && valid
  }

  /// The schema that validates in place of `index`: its `$ref` target when `index` is a
  /// `$ref` and nothing else (`SchemaNode.isOnlyReference`), else `index`. Such a node adds
  /// no keyword of its own, so validating the target instead gives the same diagnostics; the
  /// callers look at the target's own keywords (`deprecationMessage`, `false`, the quick
  /// checks) before validating it.
  func target(_ index: Int) -> Int {
    SchemaCatalog.follow(index, in: nodes, onlyBareReferences: true)
  }

  // MARK: - Scalars

  private func validateScalar(
    _ index: Int, _ node: NodeID, _ valueType: JSONTypeSet, _ number: Double, emit: Bool
  ) -> Bool {
    var valid = true
    if let allowed = nodes[index].enumValues, !allowed.contains(where: { matches(node, $0) }) {
      if !emit { return false }
      reportEnum(node, allowed: allowed, descriptions: nodes[index].enumDescriptions)
      valid = false
    }
    if let constant = nodes[index].constValue, !matches(node, constant) {
      if !emit { return false }
      reportConst(node, expected: constant)
      valid = false
    }
    if valueType.contains(.number) {
      valid = validateNumber(index, node, number, emit: emit) && valid
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

  private func validateNumber(_ index: Int, _ node: NodeID, _ value: Double, emit: Bool)
    -> Bool
  {
    let bounds = bounds(of: value, in: index)
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

  /// The bounds of schema `index` that `value` violates.
  private func bounds(of value: Double, in index: Int) -> NumberBounds {
    var bounds = NumberBounds()
    if let minimum = nodes[index].minimum, value < minimum { bounds.lower = (minimum, false) }
    if let maximum = nodes[index].maximum, value > maximum { bounds.upper = (maximum, false) }
    if let minimum = nodes[index].exclusiveMinimum, value <= minimum {
      bounds.lower = (minimum, true)
    }
    if let maximum = nodes[index].exclusiveMaximum, value >= maximum {
      bounds.upper = (maximum, true)
    }
    return bounds
  }

  private func allowedInterval(_ index: Int) -> NumberInterval {
    NumberInterval(
      minimum: nodes[index].minimum, maximum: nodes[index].maximum,
      exclusiveMinimum: nodes[index].exclusiveMinimum,
      exclusiveMaximum: nodes[index].exclusiveMaximum)
  }

  // MARK: - Objects

  private func validateObject(_ index: Int, _ node: NodeID, emit: Bool, depth: Int)
    -> Bool
  {
    let closed = nodes[index].closed
    if !closed, nodes[index].minProperties == nil, !hasDuplicateKeys {
      return validateOpenObject(index, node, emit: emit, depth: depth)
    }
    var valid = true
    var memberCount = 0
    let overridden = hasDuplicateKeys ? overriddenMembers(of: node) : nil
    var children = ChildCursor(node, in: tree)
    while let entry = children.next(in: tree) {
      if let overridden, overridden.contains(entry) { continue }
      memberCount += 1
      let key = tree.key(of: entry)
      guard let name = keyName(key) else { continue }
      if let child = nodes[index].property(name).map(target) {
        if let value = tree.value(of: entry) {
          let reported = diagnostics.count
          valid = validate(child, value, emit: emit, depth: depth + 1) && valid
          if emit, let message = nodes[child].deprecationMessage, isBehavior(node) {
            reportIgnoredKey(entry, key: name, note: message)
          }
          if emit, nodes[child].isDeprecated { markDeprecated(entry, since: reported) }
        }
      } else if closed {
        if !emit { return false }
        reportUnknownKey(key, name: name, in: node, known: nodes[index].propertyNames)
        valid = false
      }
      if !valid && !emit { return false }
    }
    return validateObjectRules(index, node, memberCount: memberCount, emit: emit, depth: depth)
      && valid
  }

  /// An object against a schema that allows any other key (an `if` condition such as
  /// `{"properties": {"kind": {"const": "label"}}, "required": ["kind"]}`): only the members
  /// the schema names are looked at, each found by a walk of the members, in schema order.
  /// The same diagnostics as the general path, which would hash every member's key; a
  /// subview's six kind conditions cost a sixth of what they did (Tests/Performance/README.md).
  private func validateOpenObject(_ index: Int, _ node: NodeID, emit: Bool, depth: Int)
    -> Bool
  {
    var valid = true
    for name in nodes[index].propertyNames {
      guard let entry = member(name, in: node), let value = tree.value(of: entry),
        let child = nodes[index].property(name).map(target)
      else { continue }
      let reported = diagnostics.count
      valid = validate(child, value, emit: emit, depth: depth + 1) && valid
      if emit, let message = nodes[child].deprecationMessage, isBehavior(node) {
        reportIgnoredKey(entry, key: name, note: message)
      }
      if emit, nodes[child].isDeprecated { markDeprecated(entry, since: reported) }
      if !valid && !emit { return false }
    }
    return validateObjectRules(index, node, memberCount: nil, emit: emit, depth: depth) && valid
  }

  /// The object keywords besides `properties`, for both paths: `required`, `minProperties`
  /// (with the members counted; nil only for a schema without it, `validateOpenObject`) and
  /// `dependentSchemas`, in that order.
  private func validateObjectRules(
    _ index: Int, _ node: NodeID, memberCount: Int?, emit: Bool, depth: Int
  ) -> Bool {
    var valid = true
    for name in nodes[index].required where member(name, in: node) == nil {
      if !emit { return false }
      reportMissing(name, in: node, schema: index)
      valid = false
    }
    if let minimum = nodes[index].minProperties, let memberCount, memberCount < minimum {
      if !emit { return false }
      reportTooFewProperties(node, minimum: minimum, schema: index)
      valid = false
    }
    for dependent in nodes[index].dependentSchemas {
      guard let trigger = member(dependent.key, in: node) else { continue }
      valid =
        validateDependent(target(dependent.schema), trigger, node, emit: emit, depth: depth)
        && valid
      if !valid && !emit { return false }
    }
    return valid
  }

  /// A `dependentSchemas` entry: properties that are `false` conflict with the trigger key.
  private func validateDependent(
    _ index: Int, _ trigger: NodeID, _ node: NodeID, emit: Bool, depth: Int
  ) -> Bool {
    var valid = true
    // Properties in schema order, so that messages come in the schema's order.
    for name in nodes[index].propertyNames {
      guard let child = nodes[index].property(name).map(target),
        let entry = member(name, in: node)
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

  private func validateArray(_ index: Int, _ node: NodeID, emit: Bool, depth: Int)
    -> Bool
  {
    var valid = true
    var count = 0
    let prefixCount = nodes[index].prefixItems.count
    let items = nodes[index].items.map(target) ?? -1
    if emit { positions.append((node, node, 0)) }
    var children = ChildCursor(node, in: tree)
    while let element = children.next(in: tree) {
      let schema = count < prefixCount ? target(nodes[index].prefixItems[count]) : items
      if emit { positions[positions.count - 1] = (node, element, count) }
      count += 1
      if schema >= 0, !nodes[schema].isFalse {
        valid = validate(schema, element, emit: emit, depth: depth + 1) && valid
      }
      if !valid && !emit { return false }
    }
    if emit { positions.removeLast() }
    let closedAfterPrefix = items >= 0 && nodes[items].isFalse
    let tooMany = closedAfterPrefix && count > prefixCount
    let maximum = nodes[index].maxItems
    let minimum = nodes[index].minItems
    if tooMany || (maximum.map { count > $0 } ?? false) || (minimum.map { count < $0 } ?? false) {
      if !emit { return false }
      let upper = closedAfterPrefix ? min(prefixCount, maximum ?? .max) : maximum
      reportLength(node, count: count, minimum: minimum, maximum: upper, schema: index)
      valid = false
    }
    return valid
  }

  // MARK: - Applicators

  private func validateApplicators(
    _ index: Int, _ node: NodeID, _ valueType: JSONTypeSet, emit: Bool, depth: Int
  ) -> Bool {
    var valid = true
    for part in nodes[index].allOf {
      valid = validate(target(part), node, emit: emit, depth: depth + 1) && valid
      if !valid && !emit { return false }
    }
    if let condition = nodes[index].ifSchema {
      let holds = validate(target(condition), node, emit: false, depth: depth + 1)
      if let branch = holds ? nodes[index].thenSchema : nodes[index].elseSchema {
        valid = validate(target(branch), node, emit: emit, depth: depth + 1) && valid
        if !valid && !emit { return false }
      }
    }
    // Branches stay as written: messages about them read their own nodes.
    let anyOf = nodes[index].anyOf
    if !anyOf.isEmpty,
      !anyOf.contains(where: { validate($0, node, emit: false, depth: depth + 1) })
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
  /// The JSON type of a node's value (empty for invalid values), numbers from the tree.
  func type(of node: NodeID) -> JSONTypeSet { typeAndValue(of: node).type }

  /// The JSON type of a node's value and, for a number, its value (NaN otherwise): the value
  /// is decoded once for both.
  func typeAndValue(of node: NodeID) -> (type: JSONTypeSet, value: Double) {
    switch tree.kind(node) {
    case .number:
      guard let value = tree.numberValue(node) else { return ([], .nan) }
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
    return keyName(tree.key(of: member)) == "behavior"
  }

  /// The decoded name of a key node; nil for an unquoted key, which the syntax layer reported
  /// and which names nothing.
  func keyName(_ key: NodeID) -> String? {
    tree.flags(key).contains(.invalid) ? nil : tree.stringValue(key)
  }

  /// The member of `object` whose key is `name` (the last one when keys repeat).
  func member(_ name: String, in object: NodeID) -> NodeID? {
    var found: NodeID?
    var members = ChildCursor(object, in: tree)
    while let entry = members.next(in: tree) {
      if keyName(tree.key(of: entry)) == name {
        found = entry
        if !hasDuplicateKeys { break }
      }
    }
    return found
  }

  /// JSON Schema equality of a node and a schema literal (strings by their code points, not by
  /// Swift's canonical equivalence).
  func matches(_ node: NodeID, _ literal: SchemaLiteral) -> Bool {
    switch literal {
    case .string(let text):
      guard tree.kind(node) == .string else { return false }
      // A string without escapes is its bytes between the quotes: compared there, as the
      // pattern check reads them, without decoding a copy.
      let flags = tree.flags(node)
      let range = tree.range(node)
      if !flags.contains(.hasEscapes), !flags.contains(.unterminated), range.length >= 2 {
        return tree.bytes[(range.start + 1)..<(range.end - 1)].elementsEqual(text.utf8)
      }
      guard let value = tree.stringValue(node) else { return false }
      return value.utf8.elementsEqual(text.utf8)
    case .number(let value): return tree.numberValue(node) == value
    case .bool(let value): return tree.boolValue(node) == value
    case .null: return tree.kind(node) == .null
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
