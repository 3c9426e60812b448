import SpecAnalysis

/// The diagnostics reference, `Schemas/DIAGNOSTICS.md`: besides its prose and codes table, one
/// section per code, anchored by the lowercase code (`#hs301`), generated from each code's
/// `CodeExplanation` (the same text `headerspec explain CODE` prints; a test keeps the file's
/// sections equal to `sections`). SARIF rules'
/// `helpUri` and LSP diagnostics' `codeDescription.href` link to the sections.
public enum DiagnosticReference {
  /// The reference's path in the repository.
  public static let path = "Schemas/DIAGNOSTICS.md"

  /// Where the repository's files are published: the repository named in
  /// `EditorSupport/zed/extension.toml`, at its main branch. One constant, so a fork that
  /// publishes elsewhere changes one line. Links need an absolute URI (SARIF's `helpUri`, LSP's
  /// `codeDescription.href`): a relative path or a `file://` URI would not open.
  public static let baseURI = "https://github.com/headerspec/headerspec/blob/main/"

  /// `hs301`: the anchor of a code's section (GitHub's anchor for the heading `## HS301`).
  public static func anchor(_ code: DiagnosticCode) -> String {
    code.rawValue.lowercased()
  }

  /// The absolute URI of a code's section.
  public static func uri(_ code: DiagnosticCode) -> String {
    baseURI + path + "#" + anchor(code)
  }

  /// `error`, or `warning or information` for the one code whose level depends on the spec.
  public static func level(_ code: DiagnosticCode) -> String {
    code == .outsideBar ? "warning or information" : code.defaultSeverity.rawValue
  }

  /// The line before the generated sections in the reference, and the line after them.
  public static let sectionsBegin =
    "<!-- code sections: generated from DiagnosticCode.explanation -->"
  public static let sectionsEnd = "<!-- end of code sections -->"

  /// The generated part of the reference (between `sectionsBegin` and `sectionsEnd`): one
  /// section per code, headed `## HS301`, with its title, level, meaning, example and fix.
  public static var sections: String {
    var text = """
      In the examples below, `⟨EF BB BF⟩` stands for bytes (in hexadecimal) that cannot be shown,
      and `⟨[×513⟩` for `[` written 513 times. `headerspec explain HS301` prints a code's section
      in the terminal. A test checks that each example reports its code.

      """
    for code in DiagnosticCode.allCases {
      text += "\n## \(code.rawValue)\n\n**\(code.title)** (\(level(code)))\n\n"
      guard let explanation = code.explanation else {
        text += code.summary + "\n"
        continue
      }
      text += explanation.meaning + "\n\n"
      text += "Example"
      text += explanation.allowsComments ? " (with comments allowed, `--allow-comments`)" : ""
      text += explanation.reportedByPreview ? " (`headerspec preview` at its default samples)" : ""
      text += ":"
      text += "\n\n```json\n" + explanation.example + "```\n\n"
      if let events = explanation.simulateEvents {
        text += "Replayed by `headerspec simulate` with the events file:\n\n"
        text += "```json\n" + events + "```\n\n"
      }
      text += "Fix: " + explanation.fix + "\n"
    }
    return text
  }
}
