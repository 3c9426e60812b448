import Foundation
import JSONSyntax
import LanguageServer
import Testing

/// Diagnostics link to their code's section of `Schemas/DIAGNOSTICS.md` (`codeDescription`)
/// exactly when the client says it supports it: `publishDiagnostics.codeDescriptionSupport`
/// (LSP 3.16) for pushed diagnostics, `diagnostic.codeDescriptionSupport` (3.18) for pulled.
@Suite(.timeLimit(.minutes(1))) struct CodeDescriptionTests {
  static let uri = "file:///work/code-description.header.json"
  static let text =
    #"{ "bar": { "maxHeight": 50, "minHeight": 80 }, "behavior": { "kind": "fixed" } }"#
  static let href =
    "https://github.com/headerspec/headerspec/blob/main/Schemas/DIAGNOSTICS.md#hs301"

  /// A push client, or a pull client, that declares `codeDescriptionSupport` or not.
  static func capabilities(pull: Bool, codeDescriptions: Bool) -> JSONValue {
    let support: JSONValue = .bool(codeDescriptions)
    let textDocument: JSONValue =
      pull
      ? ["diagnostic": ["dynamicRegistration": false, "codeDescriptionSupport": support]]
      : ["publishDiagnostics": ["relatedInformation": true, "codeDescriptionSupport": support]]
    return ["general": ["positionEncodings": ["utf-16"]], "textDocument": textDocument]
  }

  /// The one diagnostic of `text` (HS301), pushed or pulled.
  func diagnostic(pull: Bool, codeDescriptions: Bool) throws -> JSONValue {
    let session = try LSPSession()
    try session.initialize(Self.capabilities(pull: pull, codeDescriptions: codeDescriptions))
    return try session.onlyDiagnostic(uri: Self.uri, text: Self.text, pull: pull, code: "HS301")
  }

  @Test(arguments: [false, true])
  func presentWhenTheClientSupportsIt(pull: Bool) throws {
    let diagnostic = try diagnostic(pull: pull, codeDescriptions: true)
    #expect(diagnostic[path: "codeDescription", "href"] == .string(Self.href))
  }

  @Test(arguments: [false, true])
  func absentOtherwise(pull: Bool) throws {
    let diagnostic = try diagnostic(pull: pull, codeDescriptions: false)
    #expect(diagnostic["code"] == "HS301")
    #expect(diagnostic["codeDescription"] == nil)
  }

  /// The link's anchor is a section of the reference in the repository (`## HS301`, which
  /// GitHub anchors as `hs301`).
  @Test func theLinkedSectionExists() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let reference = try String(
      contentsOf: root.appendingPathComponent("Schemas/DIAGNOSTICS.md"), encoding: .utf8)
    let anchor = try #require(Self.href.split(separator: "#").last)
    #expect(anchor == "hs301")
    #expect(reference.contains("\n## \(anchor.uppercased())\n"))
  }
}
