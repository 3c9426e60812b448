/// Whether an image name reads as an SF Symbol's rather than an asset's (HS601). Symbol names
/// are lowercase words of ASCII letters and digits joined by dots (`chevron.backward`,
/// `person.crop.circle`, `0.circle`); asset names are usually capitalised, hyphenated or end
/// in a file extension. A name without a dot is a symbol's only when it is one of the common
/// one-word symbols no app names an asset after (`ellipsis`, `xmark`). A heuristic: it warns,
/// and the author decides.
enum SymbolNameShape {
  /// `true` for `chevron.backward`, `ellipsis`; `false` for `avatar`, `logo.png`, `Back.Icon`.
  static func looksLikeSymbol(_ name: String) -> Bool {
    let words = name.split(separator: ".", omittingEmptySubsequences: false)
    let isWord = { (word: Substring) in
      !word.isEmpty
        && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
    }
    guard !name.isEmpty, name.utf8.count <= 100, words.allSatisfy(isWord) else { return false }
    if words.count == 1 { return oneWordSymbols.contains(name) }
    return !fileExtensions.contains(String(words[words.count - 1]))
  }

  /// One-word symbols that are nobody's asset name.
  static let oneWordSymbols: Set<String> = [
    "ellipsis", "xmark", "checkmark", "magnifyingglass", "gearshape", "plus", "minus", "trash",
    "pencil", "paperplane", "bell", "bookmark", "envelope", "mappin", "sparkles",
  ]

  /// The last word of an asset file's name, not of a symbol's.
  static let fileExtensions: Set<String> = [
    "png", "jpg", "jpeg", "pdf", "heic", "gif", "svg", "webp", "tiff",
  ]
}
