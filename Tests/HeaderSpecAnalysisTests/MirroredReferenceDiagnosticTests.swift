import HeaderGeometry
import SpecAnalysis
import Testing

/// Reference problems in `rtl` are reported at the value the document writes, in its words:
/// the adapted anchors swap leading and trailing, the document does not
/// (Schemas/FORMAT.md#references).
@Suite struct MirroredReferenceDiagnosticTests {
  /// `tag` anchors its leading edge to `"to"`, written by `reference`.
  static func text(_ reference: String, supports: String = "") -> String {
    """
    { "version": 1, "width": 375, \(supports)
      "bar": { "maxHeight": 100, "minHeight": 64 },
      "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "subviews": [
        { "id": "name", "keyframes": [ { "progress": 0, "frame": [10, 30, 50, 20] } ] },
        { "id": "tag", "keyframes": [ { "progress": 0,
          "anchor": { "leading": { "to": "\(reference)" }, "top": 30 }, "size": [40, 20] } ] }
      ] }
    """
  }

  static let rtl = AnalysisSettings(
    environment: HeaderEnvironment(width: nil, layoutDirection: .rtl))
  static let bothDirections =
    #""supports": { "devices": ["iPhone 15"], "layoutDirections": ["ltr", "rtl"] },"#

  /// The diagnostics of `code` as (range's text, message, fix suggestion).
  static func found(_ text: String, _ settings: AnalysisSettings, _ code: DiagnosticCode)
    -> [(String, String, String?)]
  {
    let document = SpecDocument(text: text, settings: settings)
    let bytes = Array(text.utf8)
    return document.diagnostics.filter { $0.code == code }.map { diagnostic in
      let range = diagnostic.range
      let written = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
      var suggestion: String?
      if case .replaceValue(let value)? = diagnostic.fix { suggestion = value }
      return (written, diagnostic.message, suggestion)
    }
  }

  @Test func aMisspelledEdgeIsOneDiagnosticAtTheValueInEveryDirection() {
    let expected =
      "\"leadin\" is not an edge: a reference is \"id.edge\" with the edge one of leading, "
      + "trailing or centerX; did you mean \"leading\"?"
    for (text, settings) in [
      (Self.text("name.leadin"), AnalysisSettings()),
      (Self.text("name.leadin"), Self.rtl),
      (Self.text("name.leadin", supports: Self.bothDirections), AnalysisSettings()),
    ] {
      let found = Self.found(text, settings, .invalidReferenceEdge)
      #expect(found.count == 1)
      #expect(found.first?.0 == "\"name.leadin\"")
      #expect(found.first?.1 == expected)
      #expect(found.first?.2 == "name.leading")
    }
  }

  @Test func anUnknownTargetSuggestsTheWrittenEdgeInRightToLeft() {
    // Adapted, the reference names `nam.trailing`; the fix keeps the document's `leading`.
    let found = Self.found(Self.text("nam.leading"), Self.rtl, .unknownReference)
    #expect(found.count == 1)
    #expect(found.first?.0 == "\"nam.leading\"")
    #expect(found.first?.2 == "name.leading")
  }

  @Test func aVerticalTargetNamesTheWrittenEdges() {
    let found = Self.found(Self.text("name.top"), Self.rtl, .invalidReferenceEdge)
    #expect(found.count == 1)
    #expect(found.first?.0 == "\"name.top\"")
    #expect(
      found.first?.1
        == "leading is a horizontal edge and cannot equal top; reference leading, trailing or "
        + "centerX")
  }

  /// A reference on the vertical axis is not mirrored: its wrong-axis target reads as written
  /// in both directions, one diagnostic for the matrix.
  @Test func aVerticalAnchorsHorizontalTargetReadsAsWrittenInEveryDirection() {
    let vertical = Self.text("name.leading").replacingOccurrences(
      of: #""leading": { "to": "name.leading" }, "top": 30"#,
      with: #""leading": 10, "top": { "to": "name.leading" }"#)
    let expected =
      "top is a vertical edge and cannot equal leading; reference top, bottom or centerY"
    let both = vertical.replacingOccurrences(
      of: #""width": 375,"#, with: #""width": 375, "# + Self.bothDirections)
    for (text, settings) in [
      (vertical, AnalysisSettings()), (vertical, Self.rtl), (both, AnalysisSettings()),
    ] {
      let found = Self.found(text, settings, .invalidReferenceEdge)
      #expect(found.map(\.1) == [expected])
      #expect(found.first?.0 == "\"name.leading\"")
    }
  }
}
