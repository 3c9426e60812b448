import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis
import SpecConfiguration
import TestSupport
import Testing

/// Device names as people type them where a spec or a project configuration names one: a
/// spec reports a name that is not exact, with a quick fix to the full name; a configuration
/// takes it; both list the presets an ambiguous name could be.
@Suite struct DeviceNameDiagnosticsTests {
  static let bar =
    #"{ "name": "日本🙂", "bar": { "maxHeight": 100, "minHeight": 44 }, "#
    + #""behavior": { "kind": "fixed" }, "supports": { "devices": "#

  @Test func aSpecNamesItsDevicesExactly() {
    checkDiagnostics(
      Self.bar + #"[1️⃣"iPhone SE", 2️⃣"iPhone 16 P", "iPhone 15", 3️⃣"iphone 15 pro max"] } }"#,
      expected: """
        1️⃣ error HS204 devices[0] must be \(Self.presets), not "iPhone SE"; did you mean iPhone SE 3rd generation?
        2️⃣ error HS204 devices[1] must be \(Self.presets), not "iPhone 16 P"; did you mean iPhone 16 Plus, iPhone 16 Pro or iPhone 16 Pro Max?
        3️⃣ error HS204 devices[3] must be \(Self.presets), not "iphone 15 pro max"; did you mean iPhone 15 Pro Max?
        """)
  }

  /// A misspelt word finds the model the other words name; words several models have list
  /// them all (issue 44: `iPhnoe SE` suggested iPhone 11, 14 and 15).
  @Test func aNameIsSuggestedByItsWords() {
    checkDiagnostics(
      Self.bar + #"[1️⃣"iPhnoe SE", 2️⃣"16 Pro"] } }"#,
      expected: """
        1️⃣ error HS204 devices[0] must be \(Self.presets), not "iPhnoe SE"; did you mean iPhone SE 3rd generation?
        2️⃣ error HS204 devices[1] must be \(Self.presets), not "16 Pro"; did you mean iPhone 16 Pro or iPhone 16 Pro Max?
        """)
    checkAction(
      Self.bar + #"[1️⃣"iPhnoe SE"] } }"#, title: #"Replace with `"iPhone SE 3rd generation"`"#,
      expected: Self.bar + #"["iPhone SE 3rd generation"] } }"#)
    let marked = MarkedText(
      #"{ "environment": { "device": 1️⃣"iPhnoe SE" }, "supports": { "devices": [2️⃣"Pro Max"] } }"#)
    let configuration = ProjectConfiguration(bytes: Array(marked.text.utf8))
    #expect(
      render(configuration.diagnostics, markers: marked.utf8Offsets) == """
        1️⃣ error HS204 "iPhnoe SE" is no device preset; did you mean "iPhone SE 3rd generation"? (headerspec devices lists them)
        2️⃣ error HS204 "Pro Max" is not one of devices; did you mean "iPhone 15 Pro Max", "iPhone 16 Pro Max" or "iPhone 17 Pro Max"?
        """)
  }

  @Test func theQuickFixWritesTheFullName() {
    checkAction(
      Self.bar + #"[1️⃣"iPhone SE"] } }"#, title: #"Replace with `"iPhone SE 3rd generation"`"#,
      expected: Self.bar + #"["iPhone SE 3rd generation"] } }"#)
  }

  @Test func anAmbiguousNameHasNoSingleFix() {
    let text = Self.bar + #"["iPhone 16 P"] } }"#
    let document = SpecDocument(text: text)
    let diagnostic = document.diagnostics.first { $0.code == .valueNotInEnum }
    #expect(diagnostic != nil)
    #expect(diagnostic?.fix == nil)
  }

  @Test func aConfigurationTakesANameAsTyped() {
    let text =
      #"{ "environment": { "device": "iPhone SE" }, "supports": { "devices": ["ipad pro"] } }"#
    let configuration = ProjectConfiguration(bytes: Array(text.utf8))
    #expect(configuration.diagnostics.isEmpty)
    #expect(configuration.environment?.width == 375)
    #expect(configuration.supports?.devices.map(\.name) == ["iPad Pro 11-inch"])
    let marked = MarkedText(
      #"{ "environment": { "device": 1️⃣"iPhone 16 P" }, "supports": { "devices": [2️⃣"iPhone 1"] } }"#)
    let ambiguous = ProjectConfiguration(bytes: Array(marked.text.utf8))
    #expect(
      render(ambiguous.diagnostics, markers: marked.utf8Offsets) == """
        1️⃣ error HS204 "iPhone 16 P" is ambiguous; did you mean "iPhone 16 Plus", "iPhone 16 Pro" or "iPhone 16 Pro Max"? (headerspec devices lists them)
        2️⃣ error HS204 "iPhone 1" is not one of devices; did you mean "iPhone 11 Pro", "iPhone 11", "iPhone 14", "iPhone 15", "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16e", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 17", "iPhone 17 Pro" or "iPhone 17 Pro Max"?
        """)
  }

  static let presets =
    "iPhone SE 3rd generation, iPhone 11 Pro, iPhone 11, iPhone 14, iPhone 15, iPhone 15 Pro Max, "
    + "iPhone 16, iPhone 16 Plus, iPhone 16e, iPhone 16 Pro, iPhone 16 Pro Max, iPhone 17, "
    + "iPhone 17 Pro, iPhone 17 Pro Max, iPhone Air, iPad mini (A17 Pro) or iPad Pro 11-inch"
}
