import Foundation
import Testing

/// `--device` takes a name as people type it: another letter case, the name without its
/// generation or a prefix only one preset has; an ambiguous or unknown name is a usage error
/// that lists the presets it could be.
@Suite struct DeviceFlagTests {
  func preview(_ spec: String, device: String) throws -> HeaderspecRunner.Result {
    try HeaderspecRunner.run(["preview", spec, "--format", "svg", "--device", device])
  }

  @Test func aNameAsTypedResolvesToItsPreset() throws {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    let full = try preview(spec, device: "iPhone SE 3rd generation")
    #expect(full.status == 0)
    for typed in ["iPhone SE", "iphone se", "iPhone SE (3rd generation)"] {
      let result = try preview(spec, device: typed)
      #expect(result.status == 0, "\(typed): \(result.stderr)")
      #expect(result.stdout == full.stdout, "\(typed)")
    }
    // Another device draws another picture: the comparison above can fail.
    #expect(try preview(spec, device: "iPad Pro").stdout != full.stdout)
  }

  @Test func anAmbiguousOrUnknownNameListsTheCandidates() throws {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    let ambiguous = try preview(spec, device: "iPhone 16 P")
    #expect(ambiguous.status == 2)
    #expect(
      ambiguous.stderr.contains(
        "device 'iPhone 16 P' is ambiguous: it could be 'iPhone 16 Plus', 'iPhone 16 Pro', 'iPhone 16 Pro Max'"
      ))
    let unknown = try preview(spec, device: "iPhone SE 2nd generation")
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.contains(
        "unknown device 'iPhone SE 2nd generation'; nearest: 'iPhone SE 3rd generation'"))
  }

  /// A typo in one word still finds the model the other words name (it once suggested
  /// iPhone 11, 14 and 15 for `iPhnoe SE`); words several models have list them all.
  @Test func aMisspeltNameSuggestsTheModelItsWordsName() throws {
    let spec = try HeaderspecRunner.file(PreviewCommandTests.spec, name: "s.header.json")
    let misspelt = try preview(spec, device: "iPhnoe SE")
    #expect(misspelt.status == 2)
    #expect(
      misspelt.stderr.hasPrefix(
        "headerspec: preview: unknown device 'iPhnoe SE'; did you mean "
          + "'iPhone SE 3rd generation'? (headerspec devices lists them)\n"), "\(misspelt.stderr)")
    let sixteen = try preview(spec, device: "iphnoe 16")
    #expect(
      sixteen.stderr.contains(
        "did you mean 'iPhone 16', 'iPhone 16 Plus', 'iPhone 16e', 'iPhone 16 Pro', "
          + "'iPhone 16 Pro Max'?"), "\(sixteen.stderr)")
  }
}
