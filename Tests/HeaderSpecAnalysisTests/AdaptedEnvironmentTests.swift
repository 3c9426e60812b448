import HeaderGeometry
import Testing

@testable import HeaderSpecLoading

/// A matrix checks each environment that adapts the spec differently once: content sizes do
/// not change a spec without text styles, so 2 devices x 12 sizes x 2 directions cost 4
/// checks, and with a text style every size is its own.
@Suite struct AdaptedEnvironmentTests {
  static func spec(font: String) throws -> HeaderSpec {
    try #require(
      SpecDocument(
        text: """
          { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
            "behavior": { "kind": "squareCash" },
            "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15"],
              "contentSizes": ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3",
                "AX4", "AX5"], "layoutDirections": ["ltr", "rtl"] },
            "subviews": [ { "id": "title", "kind": "label", "text": "Title", "font": \(font),
              "keyframes": [ { "progress": 0, "frame": [16, 40, 200, 30] } ] } ] }
          """
      ).spec)
  }

  /// The number of checks `Recent` runs over the spec's matrix.
  static func checks(_ spec: HeaderSpec) -> Int {
    var recent = AdaptedEnvironment.Recent()
    var count = 0
    for (_, environment) in spec.supports.environments {
      _ = recent.diagnostics(of: AdaptedEnvironment(spec, in: environment)) { _ in
        count += 1
        return []
      }
    }
    return count
  }

  @Test func contentSizesThatChangeNothingAreCheckedOnce() throws {
    let spec = try Self.spec(font: #"{ "size": 17 }"#)
    #expect(spec.supports.environments.count == 48)
    #expect(Self.checks(spec) == 4)
  }

  @Test func aTextStyleMakesEverySizeItsOwn() throws {
    #expect(Self.checks(try Self.spec(font: #"{ "textStyle": "body" }"#)) == 48)
  }

  /// The diagnostics are those of each environment: the label's 200 pt frame at AX5 is too
  /// narrow for its text only where the text style makes it so.
  @Test func theDiagnosticsAreEachEnvironments() throws {
    let narrow = { (font: String) in
      SpecDocument(
        text: """
          { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
            "behavior": { "kind": "squareCash" },
            "supports": { "devices": ["iPhone 15"], "contentSizes": ["L", "AX5"] },
            "subviews": [ { "id": "title", "kind": "label", "text": "A long title here",
              "font": \(font), "keyframes": [ { "progress": 0, "frame": [16, 40, 200, 30] } ] } ] }
          """
      ).diagnostics.filter { $0.code == .textDoesNotFit }.map(\.message)
    }
    #expect(narrow(#"{ "size": 17 }"#).isEmpty)
    let styled = narrow(#"{ "textStyle": "body" }"#)
    #expect(styled.count == 1)
    #expect(styled.first?.hasPrefix("at AX5: ") == true, "\(styled)")
  }
}
