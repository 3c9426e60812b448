import SpecAnalysis
import SpecRendering

/// `check --format github`: one GitHub Actions workflow command per diagnostic, which the
/// runner turns into an annotation on the file:
/// `::error file=a.header.json,line=3,col=26,endLine=3,endColumn=37,title=HS301::message [HS301]`.
/// `error` and `warning` keep their level, `information` and `hint` are `notice`s. Columns as
/// in the JSON format (1-based Unicode scalars; `endColumn` is the column after the range).
enum GitHubReporter {
  static func render(_ files: [CheckedFile]) -> String {
    files.map { render($0, limit: nil) }.joined()
  }

  /// One file's commands: at most `limit`, then a `::notice` on the file saying how many more.
  static func render(_ file: CheckedFile, limit: Int?) -> String {
    let path = property(file.path)
    var output = ""
    for diagnostic in file.shown(limit) {
      let start = file.position(diagnostic.range.start)
      let end = file.position(diagnostic.range.end)
      let properties = [
        "file=\(path)", "line=\(start.line)", "col=\(start.column)",
        "endLine=\(end.line)", "endColumn=\(end.column)",
        "title=\(property(diagnostic.code.rawValue))",
      ]
      output += "::\(command(diagnostic.severity)) \(properties.joined(separator: ","))::"
      output += data("\(diagnostic.message) [\(diagnostic.code.rawValue)]") + "\n"
    }
    if file.omitted(limit) > 0 {
      output += "::notice file=\(path),title=headerspec::"
      output += data(CheckedFile.omittedLine(file.omitted(limit), limit: limit)) + "\n"
    }
    return output
  }

  static func command(_ severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .information, .hint: "notice"
    }
  }

  /// A message: its control characters made visible (`TerminalText`: an ESC would reach the
  /// log viewer, a line break would be one in the annotation), then `%` escaped as the runner
  /// unescapes it (CR and LF too, should one remain).
  static func data(_ text: String) -> String {
    escape(TerminalText.escaped(text), separators: false)
  }

  /// A property value: as `data`, and `:` and `,` escaped too.
  static func property(_ text: String) -> String {
    escape(TerminalText.escaped(text), separators: true)
  }

  /// One pass over the UTF-8 bytes; the text itself when nothing needs escaping.
  private static func escape(_ text: String, separators: Bool) -> String {
    func special(_ byte: UInt8) -> Bool {
      byte == 0x25 || byte == 0x0D || byte == 0x0A || (separators && (byte == 0x3A || byte == 0x2C))
    }
    guard text.utf8.contains(where: special) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      guard special(byte) else {
        bytes.append(byte)
        continue
      }
      let hex = Array(String(byte, radix: 16, uppercase: true).utf8)
      bytes += [0x25] + (hex.count == 1 ? [0x30] : []) + hex
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
