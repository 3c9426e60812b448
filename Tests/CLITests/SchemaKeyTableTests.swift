import Foundation
import TestSupport
import Testing

/// The key tables of the format reference and of the events page say exactly what their JSON
/// Schemas allow. A table opens with `<!-- keys of POINTER -->` (a JSON Pointer into the
/// schema, such as `#/properties/bar`) and lists keys in backticks in its first column; a
/// dotted key (`font.textStyle`) is a key of the object its first part holds. Every object the
/// schema closes (`additionalProperties: false`) must have each of its keys in some table, and
/// no table may list a key its object does not have. A table for a union of kinds (the
/// subviews: `allOf` of `if kind is K then $ref`) says in a `Kinds` column which kinds take
/// each key (`every`, or kinds in backticks).
@Suite struct SchemaKeyTableTests {
  static let documents = [
    "Schemas/FORMAT.md": "Schemas/header-spec.schema.json",
    "Schemas/EVENTS.md": "Schemas/scroll-events.schema.json",
  ]

  @Test(arguments: documents.keys.sorted()) func everyKeyTableMatchesItsSchema(_ path: String)
    throws
  {
    let schemaPath = try #require(Self.documents[path])
    let schema = try #require(TestFiles.read(TestFiles.root + "/" + schemaPath))
    let markdown = try #require(TestFiles.text(TestFiles.root + "/" + path))
    let check = try KeyTableCheck(schema: Data(schema), markdown: markdown)
    #expect(check.problems == [], "\(path) against \(schemaPath)")
  }

  @Test func aMissingKeyAnExtraKeyAndAnUnmarkedTableAreProblems() throws {
    let schema = """
      { "type": "object", "additionalProperties": false,
        "properties": {
          "bar": { "$ref": "#/$defs/bar" }, "name": { "type": "string" } },
        "$defs": { "bar": { "type": "object", "additionalProperties": false,
          "properties": { "maxHeight": {}, "minHeight": {} } } } }
      """
    let markdown = """
      <!-- keys of # -->
      | Key | Value |
      | --- | --- |
      | `bar.maxHeight` | the height |
      | `width` | the width |

      | Key | Value |
      | --- | --- |
      | `name` | a name |
      """
    let check = try KeyTableCheck(schema: Data(schema.utf8), markdown: markdown)
    #expect(
      check.problems == [
        "line 5: `width` is not a key of #",
        "line 7: a key table without a `<!-- keys of POINTER -->` line before it",
        "#: `name` is in no key table",
        "#/$defs/bar: `minHeight` is in no key table",
      ])
  }

  @Test func aUnionTableGivesEachKeyToTheKindsItNames() throws {
    let schema = """
      { "$defs": {
        "subview": { "allOf": [
          { "if": { "properties": { "kind": { "const": "view" } } },
            "then": { "$ref": "#/$defs/view" } },
          { "if": { "properties": { "kind": { "const": "label" } } },
            "then": { "$ref": "#/$defs/label" } } ] },
        "view": { "additionalProperties": false, "properties": { "id": {}, "color": {} } },
        "label": { "additionalProperties": false, "properties": { "id": {}, "text": {} } } } }
      """
    let markdown = """
      <!-- keys of #/$defs/subview -->
      | Key | Kinds | Value |
      | --- | --- | --- |
      | `id` | every | the id |
      | `color` | `view`, `label` | a colour |
      | `text` | `label` | the text |
      | `title` | `button` | a title |
      """
    let check = try KeyTableCheck(schema: Data(schema.utf8), markdown: markdown)
    #expect(
      check.problems == [
        "line 5: `color` is not a key of #/$defs/label",
        "line 7: no kind `button` in #/$defs/subview",
      ])
  }
}

/// Reads the marked key tables of a Markdown page and compares them with a JSON Schema.
private struct KeyTableCheck {
  /// What disagrees, in page order, then the schema's keys no table lists.
  private(set) var problems: [String] = []
  private let schema: Any
  private var documented: [String: Set<String>] = [:]

  init(schema data: Data, markdown: String) throws {
    schema = try JSONSerialization.jsonObject(with: data)
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var marked: String?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if let pointer = Self.marker(line) {
        marked = pointer
        index += 1
        continue
      }
      guard line.hasPrefix("|") else {
        marked = nil
        index += 1
        continue
      }
      let start = index
      while index < lines.count, lines[index].hasPrefix("|") { index += 1 }
      let header = Self.cells(lines[start])
      if let pointer = marked {
        readTable(lines[start..<index], firstLine: start + 1, of: pointer)
      } else if header.first == "Key" {
        problems.append(
          "line \(start + 1): a key table without a `<!-- keys of POINTER -->` line before it")
      }
      marked = nil
    }
    for pointer in closedObjects() {
      let missing = Set(properties(of: pointer).keys).subtracting(documented[pointer] ?? [])
      for key in missing.sorted() { problems.append("\(pointer): `\(key)` is in no key table") }
    }
  }

  // MARK: - Tables

  private mutating func readTable(_ rows: ArraySlice<String>, firstLine: Int, of marked: String) {
    guard node(at: marked) != nil else {
      problems.append("line \(firstLine - 1): no \(marked) in the schema")
      return
    }
    let pointer = resolved(marked)
    let variants = self.variants(of: pointer)
    let header = Self.cells(rows[rows.startIndex])
    let kindsColumn = header.firstIndex(of: "Kinds")
    if variants != nil, kindsColumn == nil {
      problems.append("line \(firstLine): \(pointer) is a union of kinds: add a Kinds column")
      return
    }
    for (offset, row) in rows.enumerated().dropFirst(2) {
      let line = firstLine + offset
      let cells = Self.cells(row)
      var targets = [pointer]
      if let variants, let kindsColumn {
        let kinds = kindsColumn < cells.count ? cells[kindsColumn] : ""
        targets = kinds == "every" ? variants.values.sorted() : []
        for kind in Self.codeSpans(kinds) where kinds != "every" {
          guard let target = variants[kind] else {
            problems.append("line \(line): no kind `\(kind)` in \(pointer)")
            continue
          }
          targets.append(target)
        }
      }
      let keys = Self.codeSpans(cells.first ?? "").map { $0.prefix { Self.isKeyCharacter($0) } }
      if keys.isEmpty { problems.append("line \(line): no key in backticks in the first column") }
      for key in keys {
        for target in targets { record(key.split(separator: "."), in: target, line: line) }
      }
    }
  }

  /// Records the dotted `path` as documented, from the object at `pointer`.
  private mutating func record(_ path: [Substring], in pointer: String, line: Int) {
    guard let first = path.first else { return }
    let key = String(first)
    guard properties(of: pointer)[key] != nil else {
      problems.append("line \(line): `\(key)` is not a key of \(pointer)")
      return
    }
    documented[pointer, default: []].insert(key)
    guard path.count > 1 else { return }
    let inner = resolved(pointer + "/properties/" + key)
    guard (node(at: inner) as? [String: Any])?["properties"] != nil else {
      problems.append("line \(line): `\(key)` of \(pointer) is not an object with keys")
      return
    }
    record(Array(path.dropFirst()), in: inner, line: line)
  }

  // MARK: - The schema

  private func node(at pointer: String) -> Any? {
    var current: Any? = schema
    for part in pointer.split(separator: "/").dropFirst() {
      if let object = current as? [String: Any] {
        current = object[String(part)]
      } else if let array = current as? [Any], let index = Int(part), array.indices.contains(index)
      {
        current = array[index]
      } else {
        return nil
      }
    }
    return current
  }

  /// The pointer of the schema that describes the value at `pointer`: through `$ref`, and
  /// through an array's `items` to its elements' schema.
  private func resolved(_ pointer: String) -> String {
    guard let object = node(at: pointer) as? [String: Any] else { return pointer }
    if let reference = object["$ref"] as? String, reference.hasPrefix("#") {
      return resolved(reference)
    }
    if object["properties"] == nil, object["items"] is [String: Any] {
      return resolved(pointer + "/items")
    }
    return pointer
  }

  private func properties(of pointer: String) -> [String: Any] {
    (node(at: pointer) as? [String: Any])?["properties"] as? [String: Any] ?? [:]
  }

  /// The kinds of a union (`allOf` of `if kind is K then $ref`), each with its schema's
  /// pointer; nil when the object at `pointer` is no such union.
  private func variants(of pointer: String) -> [String: String]? {
    guard let branches = (node(at: pointer) as? [String: Any])?["allOf"] as? [[String: Any]]
    else { return nil }
    var result: [String: String] = [:]
    for branch in branches {
      let condition = (branch["if"] as? [String: Any])?["properties"] as? [String: Any]
      let kind = condition?.values.lazy.compactMap { ($0 as? [String: Any])?["const"] as? String }
        .first
      guard let kind, let reference = (branch["then"] as? [String: Any])?["$ref"] as? String
      else { continue }
      result[kind] = resolved(reference)
    }
    return result.isEmpty ? nil : result
  }

  /// Every object whose keys the schema closes, by pointer, in document order.
  private func closedObjects() -> [String] {
    var found: [String] = []
    func walk(_ value: Any, _ pointer: String) {
      if let object = value as? [String: Any] {
        if object["properties"] is [String: Any], object["additionalProperties"] as? Bool == false {
          found.append(pointer)
        }
        for key in object.keys.sorted() where !Self.valueKeywords.contains(key) {
          walk(object[key]!, pointer + "/" + key)
        }
      } else if let array = value as? [Any] {
        for (index, element) in array.enumerated() { walk(element, pointer + "/\(index)") }
      }
    }
    walk(schema, "#")
    return found
  }

  /// Keywords whose values are instances, not schemas.
  private static let valueKeywords: Set<String> = [
    "examples", "default", "defaultSnippets", "const", "enum",
  ]

  // MARK: - Markdown

  /// The pointer of a `<!-- keys of POINTER -->` line.
  private static func marker(_ line: String) -> String? {
    let prefix = "<!-- keys of "
    let suffix = " -->"
    guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
    return String(line.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// A table row's cells, trimmed; a `|` inside backticks does not split.
  private static func cells(_ row: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var inCode = false
    for character in row.dropFirst() {
      if character == "`" { inCode.toggle() }
      if character == "|", !inCode {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    return cells
  }

  /// The texts between backticks.
  private static func codeSpans(_ text: String) -> [String] {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }

  private static func isKeyCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "$"
      || character == "."
  }
}
