import SpecRendering

/// A unified diff of two texts by lines (`--- a/PATH`, `+++ b/PATH`, hunks with three lines of
/// context), as `check --fix --dry-run` prints it. The common prefix and suffix are trimmed,
/// the middle is compared by longest common subsequence (O(n x m) on the middle only; a middle
/// over 4 million line pairs is shown as one replacement). It is for reading: the control
/// characters of the path and the lines, tabs excepted, are escaped (`TerminalText`; the CR of
/// a CRLF line shows as `\r`).
enum LineDiff {
  static let context = 3

  /// One line of the edit script.
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)

    var isSame: Bool {
      if case .same = self { true } else { false }
    }
  }

  /// The unified diff, or "" when the texts are equal.
  static func unified(old: String, new: String, path: String) -> String {
    guard old != new else { return "" }
    let script = self.script(lines(old), lines(new))
    let name = TerminalText.escaped(String(path.drop { $0 == "/" }))
    var output = "--- a/\(name)\n+++ b/\(name)\n"
    var index = 0
    var oldLine = 1
    var newLine = 1
    while index < script.count {
      guard let change = script[index...].firstIndex(where: { !$0.isSame }) else { break }
      let skip = max(0, change - index - context)
      for line in script[index..<(index + skip)] {
        if case .same = line {
          oldLine += 1
          newLine += 1
        }
      }
      let hunkStart = index + skip
      // The hunk runs until 2 x context unchanged lines in a row (or the end), then keeps
      // `context` of them.
      var hunkEnd = change
      var sameRun = 0
      while hunkEnd < script.count {
        if script[hunkEnd].isSame {
          if sameRun == 2 * context { break }
          sameRun += 1
        } else {
          sameRun = 0
        }
        hunkEnd += 1
      }
      hunkEnd -= max(0, sameRun - context)
      let hunk = script[hunkStart..<hunkEnd]
      let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
      let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
      output += "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n"
      for line in hunk {
        switch line {
        case .same(let text):
          output += " \(TerminalText.escaped(text, keepsTabs: true))\n"
          oldLine += 1
          newLine += 1
        case .removed(let text):
          output += "-\(TerminalText.escaped(text, keepsTabs: true))\n"
          oldLine += 1
        case .added(let text):
          output += "+\(TerminalText.escaped(text, keepsTabs: true))\n"
          newLine += 1
        }
      }
      index = hunkEnd
    }
    return output
  }

  /// The edit script turning `old` into `new`.
  static func script(_ old: [String], _ new: [String]) -> [Line] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    var middle: [Line] = []
    if a.count * b.count > 4_000_000 {
      middle = a.map(Line.removed) + b.map(Line.added)
    } else {
      // lengths[i][j]: the LCS length of a[i...] and b[j...].
      let width = b.count + 1
      var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
      for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
          lengths[i * width + j] =
            a[i] == b[j]
            ? lengths[(i + 1) * width + j + 1] + 1
            : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
          middle.append(.same(a[i]))
          i += 1
          j += 1
        } else if i < a.count,
          j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]
        {
          middle.append(.removed(a[i]))
          i += 1
        } else {
          middle.append(.added(b[j]))
          j += 1
        }
      }
    }
    return old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
  }

  /// The lines of `text`; a final line break ends the last line rather than start an empty one.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// `start,count`, with GNU diff's `start-1,0` for an empty side.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start - 1),0" : "\(start),\(count)"
  }
}
