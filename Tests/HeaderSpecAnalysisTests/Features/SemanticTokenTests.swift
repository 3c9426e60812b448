import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Semantic tokens of specs and project configurations: what each string is, escapes and
/// half-typed strings, and tokens that stay in order, apart and on one line for every prefix
/// of every example.
@Suite struct SemanticTokenTests {
  /// Each token as its text and role, in order.
  static func named(_ tokens: [SemanticToken], in text: String) -> [String] {
    let bytes = Array(text.utf8)
    return tokens.map { token in
      String(decoding: bytes[token.range.start..<token.range.end], as: UTF8.self) + " "
        + "\(token.role)"
    }
  }

  static func tokens(_ text: String) -> [String] {
    named(semanticTokens(in: SpecDocument(text: text)), in: text)
  }

  @Test func eachStringIsWhatItsPlaceMakesIt() {
    let text = """
      {"behavior": {"kind": "facebook", "displayMode": "never"},
       "bar": {"maxHeight": 100, "kind": "label"},
       "supports": {"devices": ["iphone15", "Pixel 8"], "contentSizes": ["AX1", "XXL"],
                    "layoutDirections": ["rtl"]},
       "subviews": [
         {"id": "a", "kind": "searchBar", "keyframes": [{"progress": 0, "frame": [0, 0, 1, 1]}]},
         {"id": "b", "kind": "label", "text": "fixed", "font": {"textStyle": "largeTitle"},
          "keyframes": [{"progress": 0, "anchor": {"top": {"to": "a.bottom"},
            "leading": {"to": "a.centerY"}, "trailing": {"to": "missing.trailing"},
            "bottom": {"to": "a"}}}]}]}
      """
    #expect(
      Self.tokens(text) == [
        "facebook enumValue", "never enumValue",
        // A subview kind outside a subview is a value of the key `kind` the schema lists.
        "label enumValue",
        // A loose device name names a preset (HS204 asks for its full name); Pixel 8 none.
        "iphone15 device", "AX1 enumValue", "rtl enumValue",
        "a subviewDefinition", "searchBar subviewKind",
        "b subviewDefinition", "label subviewKind", "largeTitle enumValue",
        "a subviewReference", "bottom edge", "a subviewReference", "centerY edge",
        "missing subviewReference", "trailing edge", "a subviewReference",
      ])
  }

  @Test func escapedNamesAreWholeAndHalfTypedStringsHaveNone() {
    let text = #"""
      {"subviews": [{"id": "a\u0062", "kind": "la\u0062el", "keyframes": [{"progress": 0,
        "anchor": {"top": {"to": "a\u0062.bottom"}, "leading": {"to": ".leading"}}}]},
        {"id": "c", "kind": "label
      """#
    #expect(
      Self.tokens(text) == [
        #"a\u0062 subviewDefinition"#, #"la\u0062el subviewKind"#,
        #"a\u0062.bottom subviewReference"#, "leading edge",
        "c subviewDefinition",
      ])
  }

  @Test func aConfigurationsCodesSeveritiesAndDevices() {
    let text = """
      // comments are read as comments
      {"severityOverrides": {"HS311": "off", "HS9": "error", "HS403": "loud", "HS2\\u0030\\u0031": "hint"},
       "supports": {"devices": ["iPad Pro 11-inch"], "orientations": ["landscape"]},
       "environment": {"device": "iPhone 16 Pro"},
       "format": {"severityOverrides": {"HS311": "off"}}}
      """
    // HS9 is no code (its severity still is one), `loud` no severity; a `severityOverrides`
    // anywhere but at the root is no list of codes.
    let tokens = semanticTokens(inConfiguration: Array(text.utf8))
    #expect(
      Self.named(tokens, in: text) == [
        "HS311 diagnosticCode", "off enumValue", "error enumValue", "HS403 diagnosticCode",
        #"HS2\u0030\u0031 diagnosticCode"#, "hint enumValue",
        "iPad Pro 11-inch device", "landscape enumValue", "iPhone 16 Pro device",
      ])
  }

  static let examples: [String] = TestFiles.list(TestFiles.root + "/Schemas/examples").map {
    String(
      decoding: TestFiles.read(TestFiles.root + "/Schemas/examples/" + $0) ?? [], as: UTF8.self)
  }

  /// Every 7th prefix of every example, and the whole: tokens in document order, apart, inside
  /// the text, non-empty and on one line; every id of a whole example is a definition.
  @Test(arguments: examples)
  func tokensStayInOrderApartAndOnOneLine(_ text: String) {
    let bytes = Array(text.utf8)
    for length in Array(stride(from: 0, to: bytes.count, by: 7)) + [bytes.count] {
      let tokens = semanticTokens(in: SpecDocument(bytes: Array(bytes[0..<length])))
      var end = 0
      for token in tokens {
        #expect(token.range.start >= end && token.range.end > token.range.start)
        #expect(token.range.end <= length)
        #expect(!bytes[token.range.start..<token.range.end].contains(0x0A))
        end = token.range.end
      }
    }
    let document = SpecDocument(text: text)
    let definitions = semanticTokens(in: document).filter { $0.role == .subviewDefinition }
    #expect(definitions.count == (document.spec?.subviews.count ?? 0))
  }
}
