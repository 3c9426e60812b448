import HeaderSpecAnalysis

/// `check --format github`: one GitHub Actions workflow command per diagnostic, which the
/// runner turns into an annotation on the file:
/// `::error file=a.header.json,line=3,col=26,endLine=3,endColumn=37,title=HS301::message [HS301]`.
/// `error` and `warning` keep their level, `information` and `hint` are `notice`s. Columns as
/// in the JSON format (1-based Unicode scalars; `endColumn` is the column after the range).
enum GitHubReporter {
  static func render(_ files: [CheckedFile]) -> String {
    var output = ""
    for file in files {
      for diagnostic in file.diagnostics {
        let start = file.position(diagnostic.range.start)
        let end = file.position(diagnostic.range.end)
        let properties = [
          "file=\(property(file.path))", "line=\(start.line)", "col=\(start.column)",
          "endLine=\(end.line)", "endColumn=\(end.column)",
          "title=\(property(diagnostic.code.rawValue))",
        ]
        output += "::\(command(diagnostic.severity)) \(properties.joined(separator: ","))::"
        output += data("\(diagnostic.message) [\(diagnostic.code.rawValue)]") + "\n"
      }
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

  /// A message with `%`, CR and LF escaped, as the runner unescapes them.
  static func data(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// A property value: as `data`, and `:` and `,` escaped too.
  static func property(_ text: String) -> String {
    data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
