extension OptionDeclaration {
  /// The column summaries start at, after two spaces of indentation.
  static let summaryColumn = 27
  /// The widest line of the options block, in characters.
  static let lineWidth = 96

  /// The options block of a help text: one entry per option, its names and value on the left
  /// and its summary wrapped at `lineWidth` from `summaryColumn` (on the next line when the
  /// left part reaches the column). Ends with a newline.
  static func help(_ options: [OptionDeclaration]) -> String {
    options.map(\.help).joined()
  }

  /// This option's entry in the options block.
  var help: String {
    let left = "  " + names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    let indent = String(repeating: " ", count: Self.summaryColumn)
    var lines = Self.wrap(summary, width: Self.lineWidth - Self.summaryColumn)
    if lines.isEmpty { lines = [""] }
    var text: String
    if left.count <= Self.summaryColumn - 2 {
      text = left + String(repeating: " ", count: Self.summaryColumn - left.count) + lines[0]
      lines.removeFirst()
    } else {
      text = left
    }
    for line in lines { text += "\n" + indent + line }
    return text + "\n"
  }

  /// `text`'s words in lines of at most `width` characters (a longer word gets its own line).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
