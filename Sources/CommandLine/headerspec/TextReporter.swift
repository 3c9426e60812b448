import JSONSyntax
import SpecAnalysis
import SpecRendering

/// `check --format text`: for each diagnostic `path:line:column: severity: message [code]`,
/// the source line and carets under the range (aligned in terminal columns, so CJK and emoji
/// before the range keep the carets under it), related places as `note:` lines; then a summary
/// line. Colours (ANSI) only when asked. Paths and messages print through `TerminalText`, source
/// lines through `printable`: no control character of the user's reaches the terminal.
struct TextReporter {
  var colors: Bool
  /// The most diagnostics printed per file (`--max-diagnostics`), then "and N more".
  var limit: Int? = CheckOptions.defaultMaxDiagnostics

  /// The file's diagnostics, or only those of `only`: at most `limit`, then a line
  /// `path: and N more diagnostics (...)`.
  func render(_ file: CheckedFile, only: [Diagnostic]? = nil) -> String {
    var output = ""
    let path = TerminalText.escaped(file.path)
    let all = only ?? file.diagnostics
    let shown = all.prefix(limit ?? all.count)
    for diagnostic in shown {
      let start = file.position(diagnostic.range.start)
      output += paint("\(path):\(start.line):\(start.column):", .bold) + " "
      output += paint("\(diagnostic.severity.rawValue):", color(diagnostic.severity)) + " "
      output += "\(TerminalText.escaped(diagnostic.message)) [\(diagnostic.code.rawValue)]\n"
      output += excerpt(file, diagnostic.range.start, diagnostic.range.end, diagnostic.severity)
      for related in diagnostic.related {
        let place = file.position(related.range.start)
        output += "\(path):\(place.line):\(place.column): "
        output += paint("note:", .cyan) + " \(TerminalText.escaped(related.message))\n"
      }
    }
    if shown.count < all.count {
      output += "\(path): \(CheckedFile.omittedLine(all.count - shown.count, limit: limit))\n"
    }
    return output
  }

  /// `3 files checked: 1 error, 2 warnings` (information and hints when there are any), and
  /// the fixes `--fix` applied (or, with `dryRun`, would apply).
  func summary(_ files: [CheckedFile], fixes: Int?, dryRun: Bool = false) -> String {
    func count(_ severity: DiagnosticSeverity) -> Int {
      files.reduce(0) { $0 + $1.count(severity) }
    }
    var parts = counts(count)
    if let fixes {
      parts.append(plural(fixes, "fix", "fixes") + (dryRun ? " to apply (dry run)" : " applied"))
    }
    var summary = "\(plural(files.count, "file")) checked: \(parts.joined(separator: ", "))\n"
    if dryRun, fixes ?? 0 > 0 {
      // The exit status goes by the files as they are.
      let onDisk = counts { severity in
        files.reduce(0) { $0 + ($1.originalCounts.map { $0[severity] ?? 0 } ?? $1.count(severity)) }
      }
      summary += "as the files are on disk: \(onDisk.joined(separator: ", "))\n"
    }
    let configurations = CheckedFile.configurations(of: files).map { TerminalText.escaped($0) }
    if !configurations.isEmpty {
      let label = configurations.count == 1 ? "configuration" : "configurations"
      summary += "\(label): \(configurations.joined(separator: ", "))\n"
    }
    return summary
  }

  /// `1 error`, `2 warnings`, then information and hints when there are any.
  private func counts(_ count: (DiagnosticSeverity) -> Int) -> [String] {
    var parts = [
      plural(count(.error), "error"), plural(count(.warning), "warning"),
    ]
    if count(.information) > 0 { parts.append("\(count(.information)) information") }
    if count(.hint) > 0 { parts.append(plural(count(.hint), "hint")) }
    return parts
  }

  // MARK: - Source excerpt

  /// ` 12 |   "minHeight": 80` and `    |   ^~~~~~~~~~~` under the range's part on its first line.
  func excerpt(_ file: CheckedFile, _ start: Int, _ end: Int, _ severity: DiagnosticSeverity)
    -> String
  {
    let line = file.lines.line(containing: start)
    let content = file.lines.lineContentRange(line)
    if content.length > Self.longLine {
      return longExcerpt(file, line: line, content: content, start, end, severity)
    }
    let text = Self.printable(file.lineText(line))
    let startColumn = file.position(start).column - 1
    let endColumn =
      end <= content.end ? file.position(max(end, start)).column - 1 : text.unicodeScalars.count
    let scalars = Array(Self.printable(file.lineText(line)).unicodeScalars)
    let before = String(String.UnicodeScalarView(scalars.prefix(startColumn)))
    let marked = String(
      String.UnicodeScalarView(
        scalars[min(startColumn, scalars.count)..<min(endColumn, scalars.count)]))
    let indent = String(repeating: " ", count: DisplayWidth.of(before[...]))
    let width = max(1, DisplayWidth.of(marked[...]))
    let number = String(line + 1)
    let gutter = String(repeating: " ", count: number.count)
    let carets = "^" + String(repeating: "~", count: width - 1)
    return " \(number) | \(text)\n \(gutter) | \(indent)\(paint(carets, color(severity)))\n"
  }

  /// Lines longer than this (in bytes) are shown as a window around the range, so that a
  /// document on one huge line (minified, or 1,000,000 brackets deep) costs O(window) per
  /// diagnostic, not O(line).
  static let longLine = 1000

  /// The excerpt of a long line: at most about 160 bytes from a little before `start`, with
  /// `…` where the line goes on, and the carets under the range's part inside the window.
  func longExcerpt(
    _ file: CheckedFile, line: Int, content: ByteRange, _ start: Int, _ end: Int,
    _ severity: DiagnosticSeverity
  ) -> String {
    let bytes = file.bytes
    func boundary(_ offset: Int) -> Int {
      var offset = offset
      while offset > content.start, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 {
        offset -= 1
      }
      return offset
    }
    let start = min(max(start, content.start), content.end)
    let windowStart = boundary(max(content.start, start - 60))
    let windowEnd = boundary(min(content.end, windowStart + 160))
    func text(_ from: Int, _ to: Int) -> String {
      Self.printable(String(decoding: bytes[from..<max(from, to)], as: UTF8.self))
    }
    let head = windowStart > content.start ? "…" : ""
    let before = head + text(windowStart, start)
    let marked = text(start, min(max(end, start), windowEnd))
    let shown = head + text(windowStart, windowEnd) + (windowEnd < content.end ? "…" : "")
    let indent = String(repeating: " ", count: DisplayWidth.of(before[...]))
    let width = max(1, DisplayWidth.of(marked[...]))
    let number = String(line + 1)
    let gutter = String(repeating: " ", count: number.count)
    let carets = "^" + String(repeating: "~", count: width - 1)
    return " \(number) | \(shown)\n \(gutter) | \(indent)\(paint(carets, color(severity)))\n"
  }

  /// The line with tabs as one space and other control characters (C0, DEL and C1) as U+FFFD,
  /// one column each, so that the text and the caret line take the same columns.
  static func printable(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\t" {
        result.append(" ")
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        result.append("\u{FFFD}")
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  // MARK: - Colours

  enum Style: String {
    case bold = "1"
    case red = "1;31"
    case yellow = "1;33"
    case blue = "1;34"
    case cyan = "1;36"
  }

  func color(_ severity: DiagnosticSeverity) -> Style {
    switch severity {
    case .error: .red
    case .warning: .yellow
    case .information: .blue
    case .hint: .cyan
    }
  }

  func paint(_ text: String, _ style: Style) -> String {
    colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  func plural(_ count: Int, _ word: String, _ words: String? = nil) -> String {
    "\(count) \(count == 1 ? word : words ?? word + "s")"
  }
}
