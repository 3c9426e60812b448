import JSONSyntax
import SpecAnalysis
import SpecRendering
import TestSupport
import Testing

/// A diagnostic fixture: a spec with emoji markers and the diagnostics it must give, one line
/// each: marker (where the range starts), severity, code, message.
struct Fixture: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var expected: String
  var settings = AnalysisSettings()
  /// When set, the fixture also expects `preview`'s diagnostics for these samples
  /// (`PreviewReach`), after the document's.
  var previewProgress: [Double]? = nil

  var testDescription: String { name }
}

/// The one helper every diagnostic fixture goes through: renders each diagnostic as
/// `<marker> <severity> <code> <message>` at its range's start (`@<offset>` where no marker
/// stands; `1️⃣..2️⃣` when a marker also stands at the range's end) and compares with
/// `expected`.
func checkDiagnostics(
  _ marked: String, expected: String, settings: AnalysisSettings = .init(),
  previewProgress: [Double]? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = MarkedText(marked)
  let document = SpecDocument(bytes: fixtureBytes(fixture.text), settings: settings)
  let reach = previewProgress.map { PreviewReach.diagnostics(document, progress: $0) } ?? []
  let actual = render(document.diagnostics + reach, markers: fixture.utf8Offsets)
  #expect(actual == expected, sourceLocation: sourceLocation)
}

/// The fixture's UTF-8 bytes, with each U+E000 replaced by the ill-formed byte 0xFF (a Swift
/// string cannot hold invalid UTF-8).
func fixtureBytes(_ text: String) -> [UInt8] {
  var bytes: [UInt8] = []
  for scalar in text.unicodeScalars {
    if scalar == "\u{E000}" {
      bytes.append(0xFF)
    } else {
      bytes += Array(String(scalar).utf8)
    }
  }
  return bytes
}

func render(_ diagnostics: [Diagnostic], markers: [String: Int]) -> String {
  var names: [Int: String] = [:]
  for (name, offset) in markers.sorted(by: { $0.key > $1.key }) { names[offset] = name }
  return diagnostics.map { diagnostic in
    var marker =
      names[diagnostic.range.start].map { "\($0)\u{FE0F}\u{20E3}" } ?? "@\(diagnostic.range.start)"
    if diagnostic.range.end > diagnostic.range.start, let end = names[diagnostic.range.end] {
      marker += "..\(end)\u{FE0F}\u{20E3}"
    }
    return
      "\(marker) \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(diagnostic.message)"
  }.joined(separator: "\n")
}

/// Every fixture, from the per-area files.
let allFixtures: [Fixture] =
  syntaxFixtures + schemaFixtures + geometryFixtures + snappingFixtures + layoutFixtures
  + reachFixtures + referenceFixtures + environmentFixtures

@Test(arguments: allFixtures)
func fixture(_ fixture: Fixture) {
  checkDiagnostics(
    fixture.text, expected: fixture.expected, settings: fixture.settings,
    previewProgress: fixture.previewProgress)
}
