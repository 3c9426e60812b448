import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Names completed inside a string (issue 44, point 4: where an editor's auto-closed quotes put
/// the cursor, a `supports` list offered nothing): every list of a spec's `supports` and a
/// project configuration's `supports` and `environment` names; each item replaces the whole
/// string, and the text typed in it filters the names.
@Suite struct NameCompletionTests {
  static let iPhones = [
    "iPhone SE 3rd generation", "iPhone 11 Pro", "iPhone 11", "iPhone 14", "iPhone 15",
    "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16e", "iPhone 16 Pro",
    "iPhone 16 Pro Max", "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air",
  ]

  /// `{ "name": "日本🙂", "supports": { KEY: [ELEMENTS] } }`: CJK and an emoji before the
  /// cursor on its line, so UTF-8, UTF-16 and UTF-32 columns differ.
  static func spec(_ key: String, _ elements: String) -> String {
    #"{ "name": "日本🙂", "supports": { ""# + key + #"": ["# + elements + "] } }"
  }

  @Test func anEmptyStringInEachSupportsListOffersItsNames() {
    checkCompletionLabels(
      Self.spec("devices", #""1️⃣""#),
      expected: (Self.iPhones + ["iPad mini (A17 Pro)", "iPad Pro 11-inch"])
        .map { "\"\($0)\"" }.joined(separator: " "))
    checkCompletionLabels(
      Self.spec("orientations", #""1️⃣""#), expected: #""portrait" "landscape""#)
    checkCompletionLabels(
      Self.spec("layoutDirections", #""1️⃣""#), expected: #""ltr" "rtl""#)
    checkCompletionLabels(
      Self.spec("contentSizes", #""L", "1️⃣""#),
      expected: #""xS" "S" "M" "xL" "xxL" "xxxL" "AX1" "AX2" "AX3" "AX4" "AX5""#)
    checkCompletion(
      Self.spec("devices", #""1️⃣""#), label: #""iPhone SE 3rd generation""#,
      expected: Self.spec("devices", #""iPhone SE 3rd generation""#))
  }

  @Test func aPartlyTypedNameFiltersAndTheItemReplacesTheWholeString() {
    checkCompletionLabels(
      Self.spec("devices", #""iPh1️⃣""#),
      expected: Self.iPhones.map { "\"\($0)\"" }.joined(separator: " "))
    // A word of the name: `SE`, `pro` (any case).
    checkCompletionLabels(
      Self.spec("devices", #""SE1️⃣""#), expected: #""iPhone SE 3rd generation""#)
    checkCompletionLabels(
      Self.spec("devices", #""iPhone 11", "pro m1️⃣""#),
      expected: #""iPhone 15 Pro Max" "iPhone 16 Pro Max" "iPhone 17 Pro Max""#)
    checkCompletionLabels(
      Self.spec("contentSizes", #""ax1️⃣""#), expected: #""AX1" "AX2" "AX3" "AX4" "AX5""#)
    checkCompletion(
      Self.spec("devices", #""iPhone 11", "iPh1️⃣""#), label: #""iPhone 16 Pro""#,
      expected: Self.spec("devices", #""iPhone 11", "iPhone 16 Pro""#))
    // The cursor in the middle of a string: the text after it goes too.
    checkCompletion(
      Self.spec("orientations", #""la1️⃣ndsc""#), label: #""landscape""#,
      expected: Self.spec("orientations", #""landscape""#))
    // A filtered list is incomplete (the editor asks again as the text changes); a list
    // in an empty string is not.
    let typed = MarkedText(Self.spec("devices", #""iPh1️⃣""#))
    #expect(completions(in: SpecDocument(text: typed.text), at: typed.offset("1")).isIncomplete)
    let empty = MarkedText(Self.spec("devices", #""1️⃣""#))
    #expect(!completions(in: SpecDocument(text: empty.text), at: empty.offset("1")).isIncomplete)
  }

  /// Without the closing quote, the string runs to the end of the line: the item replaces it
  /// up to the cursor only, so the brackets after it stay.
  @Test func anUnterminatedStringIsReplacedUpToTheCursor() {
    checkCompletion(
      #"{ "name": "日本🙂", "supports": { "devices": ["iPhone A1️⃣] } }"#,
      label: #""iPhone Air""#,
      expected: #"{ "name": "日本🙂", "supports": { "devices": ["iPhone Air"] } }"#)
  }

  /// `.headerspec.json`: the label of each item at marker 1️⃣, and the text after applying
  /// the one labelled `apply`.
  func checkConfiguration(
    _ marked: String, expected: [String], apply label: String? = nil, result: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fixture = MarkedText(marked)
    let list = completions(inConfiguration: Array(fixture.text.utf8), at: fixture.offset("1"))
    #expect(list.items.map(\.label) == expected, sourceLocation: sourceLocation)
    guard let label else { return }
    let item = list.items.first { $0.label == label }
    #expect(item?.documentation != nil, sourceLocation: sourceLocation)
    #expect(
      item.map { TextEdit.apply($0.edits, to: fixture.text) } == result,
      sourceLocation: sourceLocation)
  }

  @Test func aConfigurationsSupportsAndEnvironmentNames() {
    checkConfiguration(
      #"{ "supports": { "devices": ["iPhone 11", "日本🙂 iP1️⃣"] } }"#, expected: [])
    checkConfiguration(
      #"{ "supports": { "devices": ["iPhone 11", "iPhone 1️⃣"] } }"#,
      expected: Self.iPhones.filter { $0 != "iPhone 11" }.map { "\"\($0)\"" },
      apply: #""iPhone 16e""#,
      result: #"{ "supports": { "devices": ["iPhone 11", "iPhone 16e"] } }"#)
    checkConfiguration(
      #"{ "supports": { "devices": ["iPhone 11" 1️⃣] } }"#,
      expected: Self.iPhones.filter { $0 != "iPhone 11" }.map { "\"\($0)\"" }
        + [#""iPad mini (A17 Pro)""#, #""iPad Pro 11-inch""#],
      apply: #""iPad Pro 11-inch""#,
      result: #"{ "supports": { "devices": ["iPhone 11", "iPad Pro 11-inch"] } }"#)
    checkConfiguration(
      #"{ "supports": { "orientations": ["1️⃣"] } }"#, expected: [#""portrait""#, #""landscape""#])
    checkConfiguration(
      "{ \"environment\": { \"device\": \"ipad1️⃣\" } }",
      expected: [#""iPad mini (A17 Pro)""#, #""iPad Pro 11-inch""#],
      apply: #""iPad mini (A17 Pro)""#,
      result: #"{ "environment": { "device": "iPad mini (A17 Pro)" } }"#)
    checkConfiguration(
      #"{ "environment": { "contentSize": "x1️⃣" } }"#,
      expected: [#""xS""#, #""xL""#, #""xxL""#, #""xxxL""#],
      apply: #""xxL""#, result: #"{ "environment": { "contentSize": "xxL" } }"#)
    checkConfiguration(
      #"{ "environment": { "contentSize": 1️⃣ } }"#,
      expected: ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        .map { "\"\($0)\"" })
    // Elsewhere in a configuration, and in a spec-like key outside `environment`: nothing.
    checkConfiguration(#"{ "device": "1️⃣" }"#, expected: [])
    checkConfiguration(#"{ "format": { "indent": 1️⃣ } }"#, expected: [])
  }
}
