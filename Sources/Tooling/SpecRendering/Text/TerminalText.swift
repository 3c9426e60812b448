/// Text from the user's files and arguments (keys, ids, names, messages quoting them, file
/// names) made safe for a terminal or a CI log: a control character in it could otherwise
/// rewrite the terminal (ESC and CSI sequences: window title, cursor moves, clearing), start a
/// forged line (a newline followed by `path:1:1: error: ...` or by a GitHub Actions
/// `::error ...::` command) or ring the bell.
///
/// Every control character (Unicode category Cc: U+0000 to U+001F, U+007F to U+009F) becomes a
/// visible escape as a JSON string writes it: `\n`, `\r`, `\t`, else `\u001B`; nothing else
/// changes, so CJK, emoji and the rest of Unicode print as they are. A backslash is left
/// alone (file names and messages hold them), so the escaped text is for reading, not for
/// decoding back. O(n); the text itself when it has no control character (the common case).
package enum TerminalText {
  /// `text` with its control characters escaped; with `keepsTabs`, tabs stay (source lines).
  package static func escaped(_ text: String, keepsTabs: Bool = false) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
      (scalar.value < 0x20 && !(keepsTabs && scalar == "\t"))
        || (0x7F...0x9F).contains(scalar.value)
    }
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n".unicodeScalars
      case "\r": result += "\\r".unicodeScalars
      case "\t": result += "\\t".unicodeScalars
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars
      }
    }
    return String(result)
  }
}
