import HeaderGeometry
import HeaderSpecLoading

/// What a device name, as people type it, names among the presets (`Device.presets`): the
/// command line's `--device`, a spec's `supports.devices`, a project configuration's.
///
/// Names are compared without letter case, spaces, hyphens, underscores and parentheses, so
/// `iphone 15`, `iPhone15` and `iPhone SE (3rd generation)` are presets' names. A name also
/// resolves without its generation (`iPhone SE` is `iPhone SE 3rd generation`) or by a prefix
/// that one preset alone has (`iPad`); a prefix that several have is ambiguous, and lists
/// them. Failing those, it is read word by word (`DeviceNameWords`): words that one preset's
/// name has resolve to it (`SE`), words several names have are ambiguous (`Pro Max`, `16`),
/// and words a typo away from a name's are misspelt (`iPhnoe SE`). Linear in the presets; a
/// name over 200 bytes is unknown.
public enum DeviceNameMatch: Hashable, Sendable {
  /// The preset's name, exactly as written.
  case exact(Device)
  /// One preset, written another way: in other letter case or spacing, without its
  /// generation, or by a prefix of its name that no other preset has.
  case resolved(Device)
  /// Several presets fit (a shared prefix: `iPhone 16 P`; words that several names have:
  /// `16`): their names, in preset order.
  case ambiguous([String])
  /// No preset has this name, but its words are a preset's with typos (`iPhnoe SE`): the
  /// presets with the fewest typos, in preset order.
  case misspelt([String])
  /// No preset fits: the nearest names, nearest first (at most three; presets of the same
  /// model in another generation come first, then by edit distance to the name, or, for a
  /// name typed without a number, to the name with or without its generation).
  case unknown(nearest: [String])

  public init(_ typed: String) {
    let presets = Device.presets
    if let device = presets.first(where: { $0.name == typed }) {
      self = .exact(device)
      return
    }
    guard typed.utf8.count <= 200 else {
      self = .unknown(nearest: [])
      return
    }
    let wanted = Self.words(typed)
    let key = wanted.joined()
    guard !key.isEmpty else {
      self = .unknown(nearest: [])
      return
    }
    let keys = presets.map { Self.words($0.name).joined() }
    let bases = presets.map { Self.withoutGeneration(Self.words($0.name)).joined() }
    for candidates in [
      presets.indices.filter { keys[$0] == key },
      presets.indices.filter { bases[$0] == key },
      presets.indices.filter { keys[$0].hasPrefix(key) },
    ] where !candidates.isEmpty {
      self =
        candidates.count == 1
        ? .resolved(presets[candidates[0]])
        : .ambiguous(candidates.map { presets[$0].name })
      return
    }
    let byWords = DeviceNameWords(wanted)
    let typos = presets.map { byWords.typos(in: Self.words($0.name)) }
    let sameWords = presets.indices.filter { typos[$0] == 0 }
    if !sameWords.isEmpty {
      self =
        sameWords.count == 1
        ? .resolved(presets[sameWords[0]])
        : .ambiguous(sameWords.map { presets[$0].name })
      return
    }
    if let fewest = typos.compactMap({ $0 }).min() {
      self = .misspelt(presets.indices.filter { typos[$0] == fewest }.map { presets[$0].name })
      return
    }
    let base = Self.withoutGeneration(wanted).joined()
    // A name typed without a number is compared with the names without their generation
    // too: `iPhnoe SE` is nearest the SE, and `iPhone 51` still the numbered iPhones.
    let typedCharacters = Array(key)
    let withoutNumber = !key.contains(where: \.isNumber)
    let ranks: [(index: Int, rank: Int)] = presets.indices.map { index in
      guard bases[index] != base else { return (index, -1) }
      let whole = Self.distance(typedCharacters, Array(keys[index]))
      guard withoutNumber else { return (index, whole) }
      return (index, min(whole, Self.distance(typedCharacters, Array(bases[index]))))
    }
    let ranked = ranks.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
    self = .unknown(nearest: ranked.prefix(3).map { presets[$0.index].name })
  }

  /// The preset named, exactly or resolved; nil when ambiguous or unknown.
  public var device: Device? {
    switch self {
    case .exact(let device), .resolved(let device): return device
    case .ambiguous, .misspelt, .unknown: return nil
    }
  }

  /// What to suggest in place of the name: the resolved preset's full name, the ambiguous
  /// candidates or the nearest names; empty for an exact name.
  public var suggestions: [String] {
    switch self {
    case .exact: return []
    case .resolved(let device): return [device.name]
    case .ambiguous(let names), .misspelt(let names), .unknown(let names): return names
    }
  }

  // MARK: - Helpers

  /// The lowercased words of a name, split at spaces, hyphens, underscores and parentheses.
  private static func words(_ name: String) -> [String] {
    name.lowercased().split { " \t-_()".contains($0) }.map(String.init)
  }

  /// The words without a trailing generation (`3rd generation`).
  private static func withoutGeneration(_ words: [String]) -> [String] {
    guard words.count >= 3, words[words.count - 1] == "generation",
      let first = words[words.count - 2].first, first.isNumber
    else { return words }
    return Array(words.dropLast(2))
  }

  /// Levenshtein distance; O(n m) on two short names.
  private static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
