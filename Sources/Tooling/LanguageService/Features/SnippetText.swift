/// The editor's snippet syntax (TextMate/LSP): `$1`, `${1:text}`, `$0`, with `\$`, `\}` and
/// `\\` for literal characters.
enum SnippetText {
  /// `text` with the characters that snippet syntax reserves escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if character == "$" || character == "}" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// The plain text of a snippet: placeholders become their default text, tab stops nothing,
  /// escapes their character.
  static func plain(_ snippet: String) -> String {
    var result = ""
    var characters = snippet[...]
    while let character = characters.popFirst() {
      switch character {
      case "\\":
        if let next = characters.popFirst() { result.append(next) }
      case "$":
        if characters.first == "{" {
          characters.removeFirst()
          while let digit = characters.first, digit.isNumber { characters.removeFirst() }
          if characters.first == ":" { characters.removeFirst() }
          while let next = characters.popFirst(), next != "}" {
            if next == "\\", let escaped = characters.popFirst() {
              result.append(escaped)
            } else {
              result.append(next)
            }
          }
        } else {
          while let digit = characters.first, digit.isNumber { characters.removeFirst() }
        }
      default:
        result.append(character)
      }
    }
    return result
  }
}
