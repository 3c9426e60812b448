/// A device name compared word by word with a preset's (`DeviceNameMatch`): each typed word
/// must stand for a different word of the preset's name, in any order. A model number or
/// generation (a word with a digit: `16`, `3rd`) stands for the same word or for one that
/// only adds letters to it (`16` for `16e`); another word for the same word, a word it begins
/// (`pr` for `pro`), or, from three letters on, a word a typo away (`iphnoe` for `iphone`:
/// one edit, two from seven letters on). So `iPhnoe SE` is the SE, `Pro Max` every Pro Max,
/// and `16` every iPhone 16.
struct DeviceNameWords {
  /// The lowercased words of the typed name.
  let typed: [String]

  init(_ typed: [String]) {
    self.typed = typed
  }

  /// The edits it takes to read the typed words as words of `name` (0 when each is a word of
  /// the name or begins one); nil when some typed word stands for none. Each typed word takes
  /// the cheapest word still free, in the order typed. O(typed x name x word length^2).
  func typos(in name: [String]) -> Int? {
    guard !typed.isEmpty else { return nil }
    var free = name
    var total = 0
    for word in typed {
      let costs = free.indices.compactMap { index in
        Self.cost(of: word, as: free[index]).map { (index: index, cost: $0) }
      }
      guard let best = costs.min(by: { $0.cost < $1.cost }) else { return nil }
      total += best.cost
      free.remove(at: best.index)
    }
    return total
  }

  /// The edits that read `word` as `target`; nil when it cannot stand for it.
  static func cost(of word: String, as target: String) -> Int? {
    if word == target { return 0 }
    if word.contains(where: \.isNumber) {
      guard target.hasPrefix(word), target.dropFirst(word.count).allSatisfy(\.isLetter) else {
        return nil
      }
      return 0
    }
    if target.hasPrefix(word) { return 0 }
    guard word.count >= 3, !target.contains(where: \.isNumber) else { return nil }
    let edits = distance(Array(word), Array(target))
    return edits <= (word.count >= 7 ? 2 : 1) ? edits : nil
  }

  /// Optimal string alignment distance (an adjacent transposition is one edit); O(n m) on two
  /// short words.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        var value = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
      }
      (before, previous) = (previous, current)
    }
    return previous[b.count]
  }
}
