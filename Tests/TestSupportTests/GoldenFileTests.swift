import TestSupport
import Testing

/// Not while recording: a recording run would write the files these checks name.
@Suite(.enabled(if: !GoldenFile.isRecording, "UPDATE_GOLDEN would write the files"))
struct GoldenFileTests {
  static let file = "Tests/TestSupportTests/GoldenFileTests.swift"

  @Test func aFileEqualToItsExpectationPasses() throws {
    let text = try #require(TestFiles.text(TestFiles.root + "/" + Self.file))
    #expect(GoldenFile.check(Self.file, expected: text) == nil)
  }

  @Test func aDifferenceSaysHowToRecord() {
    #expect(
      GoldenFile.check(Self.file, expected: "other")
        == "\(Self.file) differs: run UPDATE_GOLDEN=1 swift test")
  }

  /// The lines strictly between the two marker lines are compared (the comments below).
  @Test func aRegionIsTheLinesBetweenItsMarkers() {
    let begin = "    // golden region begin"
    let end = "    // golden region end"
    // golden region begin
    // inside
    // golden region end
    #expect(GoldenFile.check(Self.file, region: (begin, end), expected: "    // inside") == nil)
    #expect(
      GoldenFile.check(Self.file, region: (begin, end), expected: "x")
        == "the generated part of \(Self.file) differs: run UPDATE_GOLDEN=1 swift test")
    #expect(
      GoldenFile.check(Self.file, region: (end, begin), expected: "")
        == "\(Self.file) has no region between \(end) and \(begin)")
  }
}
