/// Generated and golden files checked against what the code produces now. With `UPDATE_GOLDEN`
/// set the file is rewritten, and the check still reports a failure, so that a recording is
/// never green: review the diff, then run the tests again.
///
///     let failure = GoldenFile.check("Schemas/DIAGNOSTICS.md", region: (begin, end), expected)
///     #expect(failure == nil, "\(failure ?? "")")
public enum GoldenFile {
  /// Whether this run records (`UPDATE_GOLDEN` is set).
  public static var isRecording: Bool { TestFiles.environment("UPDATE_GOLDEN") != nil }

  /// Compares the file at `path` (relative to the repository root) with `expected`; nil when they
  /// are equal, else why the check fails (after rewriting the file when recording).
  public static func check(_ path: String, expected: String) -> String? {
    let current = TestFiles.text(TestFiles.root + "/" + path)
    if current == expected { return nil }
    return record(path, expected, what: path)
  }

  /// Compares the lines of the file at `path` strictly between the line `region.begin` and the
  /// line `region.end` (the generated part of a hand-written page) with `expected`; nil when they
  /// are equal, else why the check fails (after rewriting that part when recording).
  public static func check(
    _ path: String, region: (begin: String, end: String), expected: String
  ) -> String? {
    guard let page = TestFiles.text(TestFiles.root + "/" + path) else {
      return "\(path) cannot be read"
    }
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let begin = lines.firstIndex(of: region.begin),
      let end = lines.firstIndex(of: region.end), begin < end
    else { return "\(path) has no region between \(region.begin) and \(region.end)" }
    if lines[(begin + 1)..<end].joined(separator: "\n") == expected { return nil }
    let rewritten = (lines[...begin] + [expected] + lines[end...]).joined(separator: "\n")
    return record(path, rewritten, what: "the generated part of \(path)")
  }

  private static func record(_ path: String, _ text: String, what: String) -> String {
    guard isRecording else { return "\(what) differs: run UPDATE_GOLDEN=1 swift test" }
    guard TestFiles.write(TestFiles.root + "/" + path, text) else {
      return "\(path) could not be written"
    }
    return "\(what) rewritten: review it and run the tests again"
  }
}
