import LanguageService
import SpecAnalysis
import SpecExplanations

/// `headerspec explain [CODE]`: without CODE a table of every code with its level and title;
/// with one, the code's explanation (the text of its section of `Schemas/DIAGNOSTICS.md`).
enum ExplainCommand {
  static func run(_ code: DiagnosticCode?) -> Int32 {
    Console.out(code.map(text) ?? list)
    return 0
  }

  /// One line per code: `HS301  error    minHeight above maxHeight`.
  static var list: String {
    let levels = DiagnosticCode.allCases.map(DiagnosticReference.level)
    let width = levels.map(\.count).max() ?? 0
    let rows = zip(DiagnosticCode.allCases, levels).map { code, level in
      code.rawValue + "  " + level + String(repeating: " ", count: width - level.count + 2)
        + code.title
    }
    return rows.joined(separator: "\n") + "\n\n"
      + "'headerspec explain CODE' shows what a code means, an example and how to fix it.\n"
  }

  /// The explanation of `code`, its paragraphs wrapped at 80 columns and its example indented.
  static func text(_ code: DiagnosticCode) -> String {
    var text = "\(code.rawValue): \(code.title) (\(DiagnosticReference.level(code)))\n\n"
    guard let explanation = code.explanation else { return text + wrap(code.summary) + "\n" }
    text += wrap(explanation.meaning) + "\n\n"
    text += "Example"
    text += explanation.allowsComments ? " (with --allow-comments)" : ""
    text += explanation.reportedByPreview ? " (headerspec preview at its default samples)" : ""
    text += ":\n"
    let lines = explanation.example.split(separator: "\n", omittingEmptySubsequences: false)
    text += lines.dropLast().map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + "\n\n"
    if let events = explanation.simulateEvents {
      text += "Replayed by headerspec simulate with the events file:\n"
      let eventLines = events.split(separator: "\n", omittingEmptySubsequences: false)
      text +=
        eventLines.dropLast().map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + "\n\n"
    }
    text += wrap("Fix: " + explanation.fix) + "\n\n"
    text += quickFixes(code, explanation)
    text += "Reference: \(DiagnosticReference.uri(code))\n"
    return text
  }

  /// The quick fixes of the example's first `code` diagnostic, each with its kind and whether
  /// `check --fix` applies it (the builder's own answer, so it cannot drift from what runs);
  /// empty when the example has none.
  static func quickFixes(_ code: DiagnosticCode, _ explanation: CodeExplanation) -> String {
    let document = SpecDocument(
      bytes: explanation.exampleBytes,
      settings: AnalysisSettings(allowsComments: explanation.allowsComments))
    guard let diagnostic = document.diagnostics.first(where: { $0.code == code }) else {
      return ""
    }
    let fixes = QuickFix.fixes(for: diagnostic, in: document)
    guard !fixes.isEmpty else { return "" }
    var text = "Quick fixes (check --fix and source.fixAll apply only those that keep\n"
    text += "behaviour or repair what cannot run):\n"
    for fix in fixes {
      let applied = fix.isSafeForAutoFix ? "applied by check --fix" : "a quick fix only"
      text +=
        wrap("* \(fix.title): \(fix.kind.phrase), \(applied)", width: 78)
        .split(separator: "\n").enumerated()
        .map { $0.offset == 0 ? "  " + $0.element : "    " + $0.element }
        .joined(separator: "\n") + "\n"
    }
    return text + "\n"
  }

  /// `paragraph` broken at spaces into lines of at most `width` characters (a longer word
  /// stands on its own line).
  static func wrap(_ paragraph: String, width: Int = 80) -> String {
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
