import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// The wording and placement of every schema-level diagnostic: messages say what is wrong and
/// what to do; ranges are the narrowest useful (a key, a value, an opening bracket).
extension SchemaValidator {
  // MARK: - Values

  func reportType(_ node: NodeID, expected: JSONTypeSet, found: JSONTypeSet) {
    let name = label(node)
    if expected == .integer, found.contains(.number) {
      emit(
        .notAnInteger, "\(name) must be a whole number, not \(tree.text(node))", valueRange(node))
      return
    }
    emit(
      .wrongType, "\(name) must be \(expected.phrase), not \(describe(node))", valueRange(node),
      fix: unquoted(node, expected: expected).map {
        .unquoteValue(range: tree.range(node), literal: $0)
      })
  }

  /// The number or boolean a string spells where one is expected: `"375"` -> `375` (a
  /// number's digits, signs, point and exponent only), `"yes"`/`"true"` -> `true`,
  /// `"no"`/`"false"` -> `false` (any case, spaces around ignored); nil otherwise.
  func unquoted(_ node: NodeID, expected: JSONTypeSet) -> String? {
    guard let text = tree.stringValue(node) else { return nil }
    let trimmed = String(text.unicodeScalars.filter { $0 != " " })
    if expected.contains(.boolean) {
      switch trimmed.lowercased() {
      case "true", "yes": return "true"
      case "false", "no": return "false"
      default: break
      }
    }
    let numberLike =
      !trimmed.isEmpty && trimmed.utf8.allSatisfy { "0123456789+-.eE".utf8.contains($0) }
    guard numberLike, let value = Double(trimmed), value.isFinite else { return nil }
    if expected.contains(.number) || (expected.contains(.integer) && value.rounded() == value) {
      return JSONText.number(value)
    }
    return nil
  }

  func reportEnum(_ node: NodeID, allowed: [SchemaLiteral], descriptions: [String]) {
    let names = allowed.map { literal -> String in
      if case .string(let text) = literal { return text }
      return literal.description
    }
    var message = "\(label(node)) must be \(EnglishList.or(names)), not \(describe(node))"
    var fix: FixData?
    guard let text = tree.stringValue(node) else {
      emit(.valueNotInEnum, message, valueRange(node))
      return
    }
    // A device is matched as people type it: the fix writes the full name it resolves to.
    // Each name is matched once however often the list repeats it.
    let suggestions: [String]
    if Self.isSupportedDevice(path(to: node)) {
      suggestions = deviceSuggestions[text] ?? DeviceSuggestions.names(for: text)
      deviceSuggestions[text] = suggestions
    } else {
      suggestions = EditDistance.suggestion(for: text, among: names).map { [$0] } ?? []
    }
    if !suggestions.isEmpty {
      message += "; did you mean \(EnglishList.or(suggestions))?"
    }
    if suggestions.count == 1 { fix = .replaceValue(suggestion: suggestions[0]) }
    emit(.valueNotInEnum, message, valueRange(node), fix: fix)
  }

  /// Whether `path` is an element of the spec's `supports.devices`.
  static func isSupportedDevice(_ path: [PathComponent]) -> Bool {
    guard path.count == 3, path[0] == .key("supports"), path[1] == .key("devices"),
      case .index = path[2]
    else { return false }
    return true
  }

  func reportConst(_ node: NodeID, expected: SchemaLiteral) {
    if path(to: node) == [.key("version")] {
      emit(
        .unsupportedVersion,
        "version \(tree.text(node)) is not supported: only format version 1 exists; write 1",
        valueRange(node), fix: .clampNumber(range: tree.range(node), value: 1))
      return
    }
    emit(
      .valueNotInEnum, "\(label(node)) must be \(expected), not \(describe(node))",
      valueRange(node))
  }

  func reportRange(
    _ node: NodeID, value: Double, bounds: NumberBounds, allowed: NumberInterval
  ) {
    var fix: FixData?
    if let (limit, exclusive) = bounds.lower ?? bounds.upper, !exclusive {
      fix = .clampNumber(range: tree.range(node), value: limit)
    }
    emit(
      .numberOutOfRange,
      "\(label(node)) must be \(Self.phrase(allowed)), not \(tree.text(node))",
      valueRange(node), fix: fix)
  }

  func reportMultiple(_ node: NodeID, value: Double, divisor: Double) {
    emit(
      .numberOutOfRange,
      "\(label(node)) must be a multiple of \(NumberText.format(divisor)), not \(tree.text(node))",
      valueRange(node))
  }

  func reportPattern(_ node: NodeID, text: String, matcher: PatternMatcher) {
    emit(
      .patternMismatch,
      "\(label(node)) must be \(matcher.expectation), not \"\(Self.clipped(text))\"",
      valueRange(node))
  }

  func reportNotAllowed(_ node: NodeID) {
    emit(.unknownKey, "\(label(node)) is not allowed here; remove it", valueRange(node))
  }

  // MARK: - Objects

  func reportUnknownKey(_ key: NodeID, name: String, in object: NodeID, known: [String]) {
    let candidates = known.filter { $0 != "$schema" || name.hasPrefix("$") }
    var message = "unknown key \"\(Self.clipped(name))\" in \(cachedPlaceName(object))"
    var fix: FixData?
    let owners = subviewKinds(having: name, in: object)
    if !owners.isEmpty {
      let kinds = EnglishList.and(owners)
      message += "; \(name) is a key of \(kinds) subviews: change kind or remove it"
      emit(
        .unknownKey, message, tree.range(key),
        fix: .removeMember(member: tree.range(tree.parent(key)!)))
      return
    }
    if !subviewKinds(having: "keyframes", in: object).isEmpty,
      let keyframe = catalog.definitions["keyframe"], nodes[keyframe].property(name) != nil
    {
      message += "; \(name) is a keyframe attribute: move it into a keyframe"
      emit(.unknownKey, message, tree.range(key))
      return
    }
    if let suggestion = EditDistance.suggestion(for: name, among: candidates) {
      message += "; did you mean \(suggestion)?"
      fix = .replaceKey(suggestion: suggestion)
    } else if !candidates.isEmpty {
      message += "; known keys: \(EnglishList.and(candidates))"
    }
    emit(.unknownKey, message, tree.range(key), fix: fix)
  }

  func reportMissing(_ name: String, in object: NodeID, schema: Int) {
    let documented = documentation(of: name, in: schema)
    var message = "missing required key \"\(name)\" in \(placeName(object))"
    if let title = documented?.title { message += " (\(title))" }
    let value = documented?.defaultJSON ?? Self.placeholder(documented?.types)
    emit(
      .missingRequiredKey, message, anchorRange(object),
      fix: .insertMembers(
        object: tree.range(object), members: [.init(key: name, valueJSON: value)]))
  }

  func reportTooFewProperties(_ node: NodeID, minimum: Int, schema: Int) {
    let keys = EnglishList.or(nodes[schema].propertyNames)
    emit(
      .emptyObject, "\(label(node)) needs at least \(minimum) key (\(keys))", valueRange(node))
  }

  func reportConflict(_ entry: NodeID, with trigger: NodeID) {
    let name = tree.stringValue(tree.key(of: entry)) ?? ""
    let other = tree.stringValue(tree.key(of: trigger)) ?? ""
    emit(
      .conflictingKeys,
      "\(name) cannot be used together with \(other) in \(placeName(tree.parent(entry)!)); "
        + "keep one of them",
      tree.range(tree.key(of: entry)),
      related: [
        RelatedInformation(range: tree.range(tree.key(of: trigger)), message: "\(other) is here")
      ],
      fix: .removeMember(member: tree.range(entry)))
  }

  func reportIgnoredKey(_ entry: NodeID, key: String, note: String) {
    let object = tree.parent(entry)!
    let kind = tree.lastMember(named: "kind", in: object).flatMap(tree.value(of:))
      .flatMap(tree.stringValue)
    var reason = note
    if reason.hasPrefix("Ignored: ") { reason.removeFirst(9) }
    if reason.hasSuffix(".") { reason.removeLast() }
    let owner = kind.map { "ignored by \($0)" } ?? "ignored by this behaviour"
    emit(
      .keyIgnoredByKind, "\(key) is \(owner): \(reason); remove it or change kind",
      tree.range(tree.key(of: entry)), fix: .removeMember(member: tree.range(entry)))
  }

  // MARK: - Arrays and alternatives

  func reportLength(
    _ node: NodeID, count: Int, minimum: Int?, maximum: Int?, schema: Int
  ) {
    let needs: String
    if let minimum, let maximum, minimum == maximum {
      needs = "exactly \(minimum) \(elementNoun(schema, minimum))"
    } else if let minimum, count < minimum {
      needs = "at least \(minimum) \(elementNoun(schema, minimum))"
    } else {
      needs = "at most \(maximum ?? 0) \(elementNoun(schema, maximum ?? 0))"
    }
    emit(.wrongArrayLength, "\(label(node)) needs \(needs), found \(count)", valueRange(node))
  }

  func reportNoAlternative(
    _ node: NodeID, branches: [Int], valueType: JSONTypeSet, depth: Int
  ) {
    let requiredOnly = branches.allSatisfy {
      nodes[$0].required.count == 1 && nodes[$0].types == nil && nodes[$0].propertyNames.isEmpty
    }
    if requiredOnly, valueType.contains(.object) {
      let keys = branches.map { nodes[$0].required[0] }
      emit(
        .missingAlternative,
        "\(placeName(node)) needs \(EnglishList.or(keys)); add one of them", anchorRange(node))
      return
    }
    let fitting = branches.filter { nodes[$0].types.map { $0.accepts(valueType) } ?? true }
    if fitting.count == 1 {
      _ = validate(fitting[0], node, emit: true, depth: depth + 1)
      return
    }
    let types = branches.reduce(into: JSONTypeSet()) { $0.formUnion(nodes[$1].types ?? []) }
    emit(
      .wrongType, "\(label(node)) must be \(types.phrase), not \(describe(node))", valueRange(node))
  }

  func reportAmbiguous(_ node: NodeID) {
    emit(.wrongType, "\(label(node)) matches more than one allowed form", valueRange(node))
  }

  // MARK: - Helpers

  /// Tags `deprecated` on the diagnostics reported from index `first` on that lie in member
  /// `entry`, whose schema says `"deprecated": true`: what is wrong there is wrong with a key
  /// on its way out.
  func markDeprecated(_ entry: NodeID, since first: Int) {
    let member = tree.range(entry)
    for index in first..<diagnostics.count
    where diagnostics[index].range.start >= member.start
      && diagnostics[index].range.end <= member.end
    {
      diagnostics[index].tags.insert(.deprecated)
    }
  }

  func emit(
    _ code: DiagnosticCode, _ message: String, _ range: ByteRange,
    related: [RelatedInformation] = [], fix: FixData? = nil
  ) {
    diagnostics.append(
      Diagnostic(code: code, message: message, range: range, related: related, fix: fix))
  }

  /// The path from the root to `node`, like `SyntaxTree.path(to:)`, but taking the index of an
  /// element from the arrays being validated (`positions`) instead of counting its earlier
  /// siblings, so that a million bad elements cost O(n) and not O(n²).
  func path(to node: NodeID) -> [PathComponent] {
    var components: [PathComponent] = []
    var current = node
    while let parent = tree.parent(current) {
      switch tree.kind(parent) {
      case .member: break
      case .object: components.append(.key(tree.stringValue(tree.key(of: current)) ?? ""))
      default:
        if let position = positions.last(where: { $0.array == parent }),
          position.element == current
        {
          components.append(.index(position.index))
        } else {
          var index = 0
          for child in tree.children(parent) {
            if child == current { break }
            index += 1
          }
          components.append(.index(index))
        }
      }
      current = parent
    }
    return components.reversed()
  }

  /// The name of a value in messages: the key it belongs to, with indices (`keyframes[2]`).
  func label(_ node: NodeID) -> String {
    let path = path(to: node)
    guard let lastKey = path.lastIndex(where: { if case .key = $0 { true } else { false } })
    else { return path.isEmpty ? "the document" : PathComponent.render(path) }
    return Self.clipped(PathComponent.render(Array(path[lastKey...])))
  }

  /// Where an object is, in messages: "bar", "a label subview", "the document".
  /// `placeName(object)`, computed once for a run of diagnostics on one object.
  func cachedPlaceName(_ object: NodeID) -> String {
    if let last = lastPlaceName, last.object == object { return last.name }
    let name = placeName(object)
    lastPlaceName = (object, name)
    return name
  }

  func placeName(_ object: NodeID) -> String {
    let path = path(to: object)
    if path.count == 2, path[0] == .key("subviews") {
      let kind =
        tree.lastMember(named: "kind", in: object).flatMap(tree.value(of:))
        .flatMap(tree.stringValue) ?? "view"
      return "\(label(object)) (a \(kind) subview)"
    }
    return label(object)
  }

  /// The subview kinds whose schema branch (`$defs/<kind>Subview`) has property `name`, when
  /// `object` is a subview; empty otherwise.
  func subviewKinds(having name: String, in object: NodeID) -> [String] {
    let path = path(to: object)
    guard path.count == 2, path[0] == .key("subviews") else { return [] }
    return catalog.subviewBranches.compactMap { branch in
      nodes[branch.node].property(name) != nil ? branch.kind : nil
    }
  }

  /// A value for messages: its text when short, else its type.
  func describe(_ node: NodeID) -> String {
    let range = tree.range(node)
    switch tree.kind(node) {
    case .object: return "an object"
    case .array: return "an array"
    default: return range.length <= 24 ? tree.text(node) : JSONTypeSet(of: node, in: tree).phrase
    }
  }

  /// A container's opening bracket, or a scalar's whole range.
  func valueRange(_ node: NodeID) -> ByteRange {
    let range = tree.range(node)
    switch tree.kind(node) {
    case .object, .array: return ByteRange(start: range.start, end: range.start + 1)
    default: return range
    }
  }

  /// Where a problem of a whole object is shown: its key, or its opening brace.
  func anchorRange(_ object: NodeID) -> ByteRange {
    if let parent = tree.parent(object), tree.kind(parent) == .member {
      return tree.range(tree.key(of: parent))
    }
    return valueRange(object)
  }

  private func elementNoun(_ schema: Int, _ count: Int) -> String {
    let prefix = nodes[schema].prefixItems
    let types = (prefix.first ?? nodes[schema].items).flatMap { nodes[catalog.resolved($0)].types }
    let noun: String
    switch types {
    case .number?, .integer?: noun = "number"
    case .string?: noun = "string"
    default: noun = "element"
    }
    return count == 1 ? noun : noun + "s"
  }

  /// The documented subschema of property `name`: the one `schema` lists (through `$ref`), else
  /// the first documented one anywhere.
  private func documentation(of name: String, in schema: Int) -> SchemaNode? {
    if let property = nodes[schema].property(name) {
      if nodes[property].title != nil { return nodes[property] }
      let target = catalog.resolved(property)
      if nodes[target].title != nil { return nodes[target] }
    }
    return catalog.documentation(ofKey: name)
  }

  static func phrase(_ interval: NumberInterval) -> String {
    let low = interval.minimum ?? interval.exclusiveMinimum
    let high = interval.maximum ?? interval.exclusiveMaximum
    switch (low, high) {
    case (let low?, let high?) where interval.minimum != nil && interval.maximum != nil:
      return "between \(NumberText.format(low)) and \(NumberText.format(high))"
    case (let low?, let high?):
      let lower = interval.minimum != nil ? "at least" : "greater than"
      let upper = interval.maximum != nil ? "at most" : "less than"
      return "\(lower) \(NumberText.format(low)) and \(upper) \(NumberText.format(high))"
    case (let low?, nil):
      return "\(interval.minimum != nil ? "at least" : "greater than") \(NumberText.format(low))"
    case (nil, let high?):
      return "\(interval.maximum != nil ? "at most" : "less than") \(NumberText.format(high))"
    case (nil, nil):
      return "in range"
    }
  }

  /// Text for a message, shortened to 40 characters with an ellipsis.
  static func clipped(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(39)) + "…"
  }

  static func placeholder(_ types: JSONTypeSet?) -> String {
    guard let types else { return "null" }
    if types.contains(.object) { return "{}" }
    if types.contains(.array) { return "[]" }
    if types.contains(.string) { return "\"\"" }
    if types.contains(.boolean) { return "false" }
    if types.contains(.number) || types.contains(.integer) { return "0" }
    return "null"
  }
}
