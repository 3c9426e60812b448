import Foundation
import JSONSyntax
import LanguageServer
import Testing

/// Diagnostics carry LSP's `DiagnosticTag`s exactly when the client lists them:
/// `publishDiagnostics.tagSupport.valueSet` for pushed diagnostics, `diagnostic.tagSupport`
/// (LSP 3.18) for pulled. HS304's ignored `stretchLimit` is `Unnecessary` (1).
@Suite(.timeLimit(.minutes(1))) struct DiagnosticTagSessionTests {
  static let uri = "file:///work/diagnostic-tags.header.json"
  /// CJK and an emoji before the key on its line, so that its UTF-8, UTF-16 and UTF-32
  /// columns differ.
  static let text = #"""
    { "bar": { "maxHeight": 100, "minHeight": 50 },
      "name": "設定 🙂", "behavior": { "kind": "fixed", "stretchLimit": 150 } }
    """#

  /// A push or pull client whose `tagSupport.valueSet` is `values` (absent when nil).
  static func capabilities(pull: Bool, values: [Int]?, encoding: String) -> JSONValue {
    var support: [(String, JSONValue)] = [("relatedInformation", true)]
    if let values {
      support.append(("tagSupport", ["valueSet": .array(values.map { .number(Double($0)) })]))
    }
    let textDocument: JSONValue =
      pull
      ? ["diagnostic": .object([("dynamicRegistration", false)] + support.dropFirst())]
      : ["publishDiagnostics": .object(support)]
    return ["general": ["positionEncodings": [.string(encoding)]], "textDocument": textDocument]
  }

  /// The one diagnostic of `text` (HS304), pushed or pulled.
  func diagnostic(pull: Bool, values: [Int]?, encoding: String = "utf-16") throws -> JSONValue {
    let session = try LSPSession()
    try session.initialize(Self.capabilities(pull: pull, values: values, encoding: encoding))
    return try session.onlyDiagnostic(uri: Self.uri, text: Self.text, pull: pull, code: "HS304")
  }

  @Test(arguments: [false, true])
  func unnecessaryWhenTheClientListsIt(pull: Bool) throws {
    let diagnostic = try diagnostic(pull: pull, values: [1, 2])
    #expect(diagnostic["tags"] == [1])
  }

  /// No `tagSupport`, or a value set without 1: no tags.
  @Test(arguments: [false, true])
  func absentOtherwise(pull: Bool) throws {
    #expect(try diagnostic(pull: pull, values: nil)["tags"] == nil)
    #expect(try diagnostic(pull: pull, values: [2])["tags"] == nil)
  }

  /// The tagged range is the `stretchLimit` key, in each position encoding.
  @Test(arguments: ["utf-8", "utf-16", "utf-32"])
  func theRangeIsTheIgnoredKey(encoding: String) throws {
    let diagnostic = try diagnostic(pull: false, values: [1], encoding: encoding)
    let start = Array(Self.text.utf8).firstRange(of: Array(#""stretchLimit""#.utf8))!
    let expected = Expected.range(
      start.lowerBound, start.upperBound, in: Self.text, encoding: encoding)
    #expect(diagnostic["range"] == expected)
    #expect(diagnostic["tags"] == [1])
  }
}
