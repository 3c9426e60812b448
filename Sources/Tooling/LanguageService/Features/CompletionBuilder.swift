import JSONSyntax
import SpecAnalysis

/// Builds the completion items at one cursor context: keys and values here, array elements
/// and the skeleton in `CompletionBuilder+Snippets.swift`. Every insert text is written once in
/// snippet syntax and turned into plain JSON by `SnippetText.plain` when snippets are off.
struct CompletionBuilder {
  let tree: SyntaxTree
  /// The schema the document follows: the spec schema, or the events schema
  /// (`EventsCompletion`), whose keys a branch forbids outright are then not offered.
  let catalog: SchemaCatalog
  let context: CursorContext
  let offset: Int
  let snippets: Bool
  var items: [CompletionItem] = []
  /// Whether the items depend on text typed before the cursor (`NameCompletion`'s filter).
  var isIncomplete = false

  init(
    tree: SyntaxTree, catalog: SchemaCatalog = .shared, context: CursorContext, offset: Int,
    snippets: Bool
  ) {
    self.tree = tree
    self.catalog = catalog
    self.context = context
    self.offset = offset
    self.snippets = snippets
  }

  /// The schema's texts for key `name` of the object at `path`.
  func docs(_ name: String, at path: [PathComponent]) -> SchemaDocs? {
    SchemaDocs(name, among: catalog.applicableNodes(at: path, in: tree), catalog: catalog)
  }

  /// Useful numbers beyond the schema's default and examples, by key.
  static let usefulNumbers: [String: [String]] = [
    "progress": ["0", "0.5", "1"],
    "maxHeight": ["96.5", "44"],
    "minHeight": ["44", "96.5"],
    "height": ["44"],
    "target": ["0", "1"],
    "from": ["0", "0.5"],
    "to": ["0.5", "1"],
    "alpha": ["0", "1"],
  ]

  // MARK: - Commas

  /// The comma after the previous member or element, when it lacks one.
  var commaBefore: [TextEdit] {
    guard context.needsCommaBefore, let previous = context.previousSibling else { return [] }
    return [.insert(",", at: tree.range(previous).end)]
  }

  /// `,` when a member or element follows without a comma.
  var commaAfter: String { context.needsCommaAfter ? "," : "" }

  // MARK: - Items

  /// Adds an item written in snippet syntax; with snippets off, its plain form.
  mutating func add(
    _ label: String, _ kind: CompletionItem.Kind, snippet: String, detail: String? = nil,
    documentation: String? = nil, sortText: String = "", range: ByteRange? = nil
  ) {
    let text = snippets ? snippet : SnippetText.plain(snippet)
    items.append(
      CompletionItem(
        label: label, kind: kind, detail: detail, documentation: documentation,
        insertText: text, isSnippet: snippets && text.contains("$"),
        range: range ?? context.replacementRange, additionalEdits: commaBefore,
        sortText: sortText))
  }

  // MARK: - Keys

  /// The keys the schema knows for the object at the cursor, without those present; under a
  /// behaviour with a kind, the keys other kinds use are left out and the kind's own come
  /// first.
  mutating func addKeys() {
    guard let object = context.object else { return }
    let path = tree.path(to: object)
    let applicable = catalog.applicableNodes(at: path, in: tree)
    let hasKind = tree.member(named: "kind", in: object) != nil
    let present = Set(context.presentKeys)
    var keyOnly = false
    if context.position == .inPropertyName, let member = context.member,
      tree.colon(of: member) != nil
    {
      keyOnly = true
    }
    let conflicting = catalog.conflictingKeys(with: present, among: applicable)
      .union(catalog.forbiddenKeys(among: applicable))
    for (index, name) in catalog.knownKeys(among: applicable).enumerated()
    where !present.contains(name) && !conflicting.contains(name) {
      let deprecated = applicable.contains { schema in
        schema.property(name).map { catalog[$0].deprecationMessage != nil } ?? false
      }
      if hasKind && deprecated { continue }
      guard let docs = SchemaDocs(name, among: applicable, catalog: catalog) else { continue }
      let kindFirst = hasKind && Self.kindSpecificKeys.contains(name)
      let key = SnippetText.escape(JSONText.string(name))
      let snippet = keyOnly ? key : key + ": " + placeholder(docs) + commaAfter
      add(
        name, .property, snippet: snippet, detail: docs.detail,
        documentation: docs.documentation,
        sortText: (kindFirst ? "0" : "1") + Self.padded(index))
    }
    items.sort { $0.sortText < $1.sortText }
  }

  /// The keys that only some behaviour kinds use (those the schema marks as ignored under the
  /// other kinds).
  static let kindSpecificKeys: Set<String> = {
    let catalog = SchemaCatalog.shared
    var names: Set<String> = []
    for node in catalog.nodes {
      for name in node.propertyNames {
        if let child = node.property(name), catalog[child].deprecationMessage != nil {
          names.insert(name)
        }
      }
    }
    return names
  }()

  /// The value part of a new member, in snippet syntax: the default or first allowed value.
  func placeholder(_ docs: SchemaDocs) -> String {
    if let first = docs.enumValues.first {
      let value = docs.defaultJSON ?? first.description
      if value.hasPrefix("\"") {
        return "\"${1:" + SnippetText.escape(String(value.dropFirst().dropLast())) + "}\""
      }
      return "${1:\(value)}"
    }
    let types = docs.types ?? []
    if types.contains(.object) { return "{$1}" }
    if types.contains(.array) { return "[$1]" }
    if types.contains(.string) {
      let value = docs.defaultJSON ?? "\"\""
      return "\"${1:" + SnippetText.escape(String(value.dropFirst().dropLast())) + "}\""
    }
    let value =
      docs.defaultJSON ?? docs.examplesJSON.first ?? (types.contains(.boolean) ? "false" : "0")
    return "${1:\(SnippetText.escape(value))}"
  }

  static func padded(_ index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: - Values

  /// The values of the member at the cursor: enum values, booleans, useful numbers, `{}`/`[]`.
  mutating func addValues() {
    guard let member = context.member, let object = context.object,
      let name = tree.stringValue(tree.key(of: member)),
      let docs = docs(name, at: tree.path(to: object))
    else { return }
    // The cursor may stand beside the value rather than on it: before a scalar it replaces the
    // scalar; beside an object or array (before it, or after its closing bracket) nothing fits.
    // The edit must contain the cursor (LSP): with blanks between the cursor and the scalar,
    // it starts at the cursor and writes the blanks back; with anything else there, such as a
    // stray colon, no value fits.
    var range = context.replacementRange
    var blanks = ""
    if range.length == 0, let value = tree.value(of: member), tree.range(value).length > 0 {
      let scalar = tree.range(value)
      guard !tree.kind(value).isContainer, offset <= scalar.start,
        let gap = tree.blanks(from: offset, to: scalar.start)
      else { return }
      blanks = gap
      range = ByteRange(start: offset, end: scalar.end)
    }
    var seen: Set<String> = []
    func text(_ json: String) -> String { blanks + SnippetText.escape(json) + commaAfter }
    func add(
      _ label: String, _ kind: CompletionItem.Kind, snippet: String, detail: String? = nil,
      documentation: String? = nil, sortText: String
    ) {
      self.add(
        label, kind, snippet: snippet, detail: detail, documentation: documentation,
        sortText: sortText, range: range)
    }
    for (index, value) in docs.enumValues.enumerated() {
      let json = value.description
      guard seen.insert(json).inserted else { continue }
      add(
        json, .value, snippet: text(json), detail: docs.title,
        documentation: docs.enumDocumentation(index), sortText: Self.padded(index))
    }
    let types = docs.types ?? []
    if types.contains(.boolean) {
      for json in ["true", "false"] where seen.insert(json).inserted {
        add(
          json, .value, snippet: text(json), detail: docs.title, sortText: Self.padded(seen.count))
      }
    }
    if types.contains(.number) || types.contains(.integer) || docs.types == nil {
      let numbers =
        (docs.defaultJSON.map { [$0] } ?? []) + docs.examplesJSON
        + (Self.usefulNumbers[name] ?? [])
      for json in numbers where json.first.map({ $0 == "-" || $0.isNumber }) ?? false {
        guard seen.insert(json).inserted else { continue }
        let isDefault = json == docs.defaultJSON
        add(
          json, .value, snippet: text(json),
          detail: isDefault ? "default" : docs.title, sortText: Self.padded(seen.count))
      }
    }
    if types.contains(.object), seen.insert("{}").inserted {
      add("{}", .value, snippet: "{$1}" + commaAfter, detail: docs.title, sortText: "9")
    }
    if types.contains(.array), seen.insert("[]").inserted {
      add("[]", .value, snippet: "[$1]" + commaAfter, detail: docs.title, sortText: "9")
    }
  }
}
