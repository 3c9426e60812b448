import SpecAnalysis
import Testing

/// `checkingGeometry(unless:)`: a check that is cancelled gives nothing, one that is not gives
/// `checkingGeometry()`'s diagnostics, and the matrix stops asking soon after it is told.
@Suite struct CancelledCheckTests {
  static let document = SpecDocument.model(
    bytes: Array(
      """
      { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash" },
        "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15"],
          "orientations": ["portrait", "landscape"], "layoutDirections": ["ltr", "rtl"] },
        "subviews": [ { "id": "close", "kind": "button",
          "keyframes": [ { "progress": 0, "frame": [340, 4, 40, 40] } ] } ] }
      """.utf8))

  @Test func aCheckNeverCancelledIsTheWholeCheck() throws {
    let whole = Self.document.checkingGeometry()
    let asked = try #require(Self.document.checkingGeometry(unless: { false }))
    #expect(asked.diagnostics == whole.diagnostics)
    #expect(!whole.diagnostics.isEmpty)
  }

  @Test func aCancelledCheckStopsAtItsNextEnvironmentAndGivesNothing() {
    var asks = 0
    // Cancelled after its third environment of eight.
    let result = Self.document.checkingGeometry(unless: {
      asks += 1
      return asks > 3
    })
    #expect(result == nil)
    // Three environments, the fourth ask stops the matrix, and one more at the end.
    #expect(asks == 5)
  }
}
