import Foundation
import SpecRendering
import Testing

@testable import headerspec

/// The executable's small pure helpers: glob patterns, the line diff, terminal widths.
@Suite struct GlobPatternTests {
  @Test(arguments: [
    ("*.header.json", "a.header.json", true),
    ("*.header.json", "dir/a.header.json", false),
    ("**/*.header.json", "a.header.json", true),
    ("**/*.header.json", "x/y/z/a.header.json", true),
    ("specs/**/a.json", "specs/a.json", true),
    ("specs/**/a.json", "specs/q/r/a.json", true),
    ("specs/**/a.json", "other/a.json", false),
    ("?.json", "a.json", true),
    ("?.json", "ab.json", false),
    ("[ab]*.json", "b1.json", true),
    ("[!ab]*.json", "b1.json", false),
    ("[a-c]x", "cx", true),
    ("a*b*c", "aXbYbZc", true),
    ("a*b*c", "aXbYbZ", false),
    ("时*", "时刻.json", true),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected)
  }

  /// Eight `**` against a 40-deep path that does not match: each (pattern, path) component
  /// pair is decided once, where backtracking over every `**` took 29 s on a 40-deep tree.
  @Test func manyDoubleStarsAgainstADeepPath() {
    let deep = (1...40).map { "d\($0)" }.joined(separator: "/") + "/a.header.json"
    let pattern = "d1/" + Array(repeating: "**", count: 8).joined(separator: "/") + "/*.nomatch"
    #expect(!GlobPattern(pattern).matches(deep))
    #expect(GlobPattern(pattern.replacingOccurrences(of: ".nomatch", with: ".json")).matches(deep))
    #expect(GlobPattern("**/**/d40/**/a.header.json").matches(deep))
    #expect(!GlobPattern("**/**/d41/**/a.header.json").matches(deep))
  }
}

@Suite struct LineDiffTests {
  @Test func equalTextsGiveNoDiff() {
    #expect(LineDiff.unified(old: "a\nb\n", new: "a\nb\n", path: "x") == "")
  }

  @Test func oneChangedLineWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      LineDiff.unified(old: old, new: new, path: "a.json") == """
        --- a/a.json
        +++ b/a.json
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func distantChangesMakeTwoHunks() {
    let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
      .replacingOccurrences(of: "\n19\n", with: "\n")
    let diff = LineDiff.unified(old: old, new: new, path: "n")
    #expect(diff.contains("@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n"))
    #expect(diff.contains("@@ -16,5 +16,4 @@\n 16\n 17\n 18\n-19\n 20\n"))
  }

  @Test func insertionIntoAnEmptyText() {
    #expect(
      LineDiff.unified(old: "", new: "x\n", path: "e") == "--- a/e\n+++ b/e\n@@ -0,0 +1,1 @@\n+x\n")
  }
}

@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("plain 标题 😀 café", "plain 标题 😀 café"),
    ("a\nb\rc\td", #"a\nb\rc\td"#),
    ("\u{1B}]0;pwned\u{07}\u{1B}[2J", #"\u001B]0;pwned\u0007\u001B[2J"#),
    ("\u{00}\u{7F}\u{80}\u{9B}\u{9F}\u{A0}", #"\u0000\u007F\u0080\u009B\u009F"# + "\u{A0}"),
    ("时刻\u{1B}[31m😀", #"时刻\u001B[31m😀"#),
  ])
  func escapesEveryControlCharacterAndNothingElse(text: String, expected: String) {
    #expect(TerminalText.escaped(text) == expected)
  }

  @Test func tabsStayWhenAsked() {
    #expect(TerminalText.escaped("\tkey\u{1B}", keepsTabs: true) == "\tkey\\u001B")
  }
}
