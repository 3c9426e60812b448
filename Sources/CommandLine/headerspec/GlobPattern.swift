/// A shell glob over `/`-separated paths: `*` any characters but `/`, `?` one character but
/// `/`, `[abc]`, `[a-z]` and `[!abc]` one character of a set, `**` as a whole component any
/// number of directories (zero included). Matching is on Unicode scalars; its cost is bounded
/// by the pattern's size times the path's.
struct GlobPattern: Equatable {
  let components: [[Character]]

  init(_ pattern: String) {
    components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
  }

  /// Whether `text` contains a glob metacharacter (`*`, `?`, `[`).
  static func isPattern(_ text: String) -> Bool {
    text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  /// Whether the relative `path` (components separated by `/`) matches.
  ///
  /// Dynamic programming over (pattern component, path component) pairs: each pair is decided
  /// once, so the cost is the pattern's components times the path's, however many `**` the
  /// pattern has (backtracking over each `**` in turn would be exponential in their number).
  func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
    // reachable[j]: the pattern's first `i` components can match the path's first `j`.
    var reachable = [Bool](repeating: false, count: parts.count + 1)
    reachable[0] = true
    for component in components {
      var next = [Bool](repeating: false, count: parts.count + 1)
      if component == ["*", "*"] {
        // Any number of components, zero included: reachable from any earlier reachable j.
        var seen = false
        for j in 0...parts.count {
          seen = seen || reachable[j]
          next[j] = seen
        }
      } else {
        for j in parts.indices where reachable[j] {
          next[j + 1] = Self.matchComponent(component[...], parts[j][...])
        }
      }
      reachable = next
    }
    return reachable[parts.count]
  }

  /// One path component against one pattern component.
  static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>)
    -> Bool
  {
    var p = pattern.startIndex
    var n = name.startIndex
    var star: (p: Int, n: Int)?
    while n < name.endIndex {
      if p < pattern.endIndex, pattern[p] == "*" {
        star = (p, n)
        p += 1
      } else if p < pattern.endIndex, let width = single(pattern[p...], name[n]) {
        p += width
        n += 1
      } else if let (starP, starN) = star {
        p = starP + 1
        n = starN + 1
        star = (starP, starN + 1)
      } else {
        return false
      }
    }
    while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
    return p == pattern.endIndex
  }

  /// When the pattern at its start (`?`, a set or a literal) matches `character`: the number
  /// of pattern characters it took; nil when it does not match.
  private static func single(_ pattern: ArraySlice<Character>, _ character: Character) -> Int? {
    let start = pattern.startIndex
    switch pattern[start] {
    case "?":
      return 1
    case "[":
      guard let close = pattern[(start + 1)...].dropFirst().firstIndex(of: "]") else {
        return character == "[" ? 1 : nil
      }
      var set = pattern[(start + 1)..<close]
      let negated = set.first == "!" || set.first == "^"
      if negated { set = set.dropFirst() }
      var found = false
      var index = set.startIndex
      while index < set.endIndex {
        if index + 2 < set.endIndex, set[index + 1] == "-" {
          if set[index] <= character && character <= set[index + 2] { found = true }
          index += 3
        } else {
          if set[index] == character { found = true }
          index += 1
        }
      }
      return found != negated ? close - start + 1 : nil
    default:
      return pattern[start] == character ? 1 : nil
    }
  }
}
