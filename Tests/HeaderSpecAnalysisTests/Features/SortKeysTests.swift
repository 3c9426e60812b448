import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// `source.sortKeys`: every object's keys in the schema's order, unknown keys last in their
/// order, comments with their keys, and no action when the keys are in order already.
@Suite struct SortKeysTests {
  /// The document after the sort, or nil when it is not offered.
  static func sorted(_ text: String, comments: Bool = false) -> String? {
    let document = SpecDocument(text: text, settings: AnalysisSettings(allowsComments: comments))
    guard let action = sortKeysAction(in: document) else { return nil }
    #expect(action.kind == .sourceSortKeys)
    return TextEdit.apply(action.edits, to: text)
  }

  /// Members move; the whitespace that opens each place stays (a line break stays a line
  /// break), so the layout is the document's own.
  @Test func keysOfEveryObjectInTheSchemasOrder() {
    let text = """
      {
        "subviews": [
          { "text": "見出し 🙂", "kind": "label", "id": "t",
            "keyframes": [{ "size": [10, 10], "progress": 0 }] }
        ],
        "behavior": { "snappingEnabled": false, "kind": "squareCash" },
        "name": "名前🙂",
        "bar": { "minHeight": 50, "maxHeight": 100 }
      }
      """
    #expect(
      Self.sorted(text) == """
        {
          "name": "名前🙂",
          "bar": { "maxHeight": 100, "minHeight": 50 },
          "behavior": { "kind": "squareCash", "snappingEnabled": false },
          "subviews": [
            { "id": "t", "kind": "label", "keyframes": [{ "progress": 0, "size": [10, 10] }],
              "text": "見出し 🙂" }
          ]
        }
        """)
  }

  /// Comments before a key and after it on its line move with it; the trailing comma stays
  /// last; `JSONPrinter` then gives each comment to the same key as before.
  @Test func commentsStayWithTheirKeys() throws {
    let text = """
      {
        "bar": {
          // the collapsed height
          "minHeight": 50, /* pt */
          "maxHeight": 100, // 高さ 🙂
        },
        "behavior": { "kind": "fixed" }
      }
      """
    let expected = """
      {
        "bar": {
          "maxHeight": 100, // 高さ 🙂
          // the collapsed height
          "minHeight": 50, /* pt */
        },
        "behavior": { "kind": "fixed" }
      }
      """
    #expect(Self.sorted(text, comments: true) == expected)
    let printedSorted = try JSONPrinter.print(SyntaxTree(text: expected, options: .jsonc))
    let printedExpected = try JSONPrinter.print(
      SyntaxTree(text: try #require(Self.sorted(text, comments: true)), options: .jsonc))
    #expect(printedSorted == printedExpected)
  }

  @Test func inOrderIsNotOffered() {
    #expect(Self.sorted(#"{"name": "設定", "bar": {"maxHeight": 1}, "behavior": {}}"#) == nil)
    #expect(Self.sorted(#"{"bar": {"maxHeight": 1}, "zz": 1, "aa": 2}"#) == nil)
    #expect(Self.sorted(#"{"bar": {"maxHeight": 1,}}"#) == nil, "syntax error")
  }

  /// Unknown keys after the known ones, in their own order.
  @Test func unknownKeysLast() {
    #expect(
      Self.sorted(#"{"zz": 1, "bar": {}, "aa": 2, "name": "x"}"#)
        == #"{"name": "x", "bar": {}, "zz": 1, "aa": 2}"#)
  }

  /// On each example: the sorted text has the same values and the same diagnostics, is sorted,
  /// and stays sorted through `headerspec format` (which keeps the key order).
  @Test(
    arguments: TestFiles.list(TestFiles.root + "/Schemas/examples").filter {
      $0.hasSuffix(".header.json")
    })
  func examplesSortedKeepTheirLayoutAndMeaning(name: String) throws {
    let text = try #require(TestFiles.text(TestFiles.root + "/Schemas/examples/" + name))
    let sorted = Self.sorted(text) ?? text
    #expect(Self.sorted(sorted) == nil)
    #expect(Self.sorted(try JSONPrinter.print(SyntaxTree(text: sorted))) == nil)
    func diagnostics(_ text: String) -> [String] {
      SpecDocument(text: text).diagnostics.map { "\($0.code.rawValue) \($0.message)" }.sorted()
    }
    #expect(diagnostics(sorted) == diagnostics(text))
    func canonical(_ value: JSONValue) -> JSONValue {
      switch value {
      case .object(let members):
        .object(members.map { ($0.0, canonical($0.1)) }.sorted { $0.0 < $1.0 })
      case .array(let elements): .array(elements.map(canonical))
      default: value
      }
    }
    let before = try #require(JSONValue(text: text))
    let after = try #require(JSONValue(text: sorted))
    #expect(canonical(before) == canonical(after))
  }
}
