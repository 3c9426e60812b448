import JSONSyntax
import SpecAnalysis
import SpecExplanations
import SpecRendering

/// `check --format sarif`: a SARIF 2.1.0 log with one run. The driver's rules are every
/// `DiagnosticCode` (id `HS301`, name `MinHeightAboveMaxHeight`, short and full descriptions,
/// help from the code's explanation, `helpUri` at its section of `Schemas/DIAGNOSTICS.md`,
/// default level); each result names its rule by id and index, its level (`note` for
/// information and hints), its region (1-based lines, columns in Unicode code points as the
/// run's `columnKind` says, plus UTF-8 byte offset and length) and its related locations.
enum SARIFReporter {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// `limit` caps each file's results; what it leaves out is said in a note of the run's
  /// invocation (`toolExecutionNotifications`), one per file.
  static func render(_ files: [CheckedFile], version: String, limit: Int? = nil) -> String {
    let codes = DiagnosticCode.allCases
    let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
    // The project configuration a file was checked with is in its artifact's property bag.
    let artifacts = files.map { file in
      var members: [(String, JSONValue)] = [
        ("location", .object([("uri", .string(uri(file.path)))]))
      ]
      if let configuration = file.configurationPath {
        members.append(
          ("properties", .object([("headerspecConfiguration", .string(uri(configuration)))])))
      }
      return JSONValue.object(members)
    }
    var results: [JSONValue] = []
    var notifications: [JSONValue] = []
    for (index, file) in files.enumerated() {
      for diagnostic in file.shown(limit) {
        results.append(result(diagnostic, file: file, artifact: index, rule: ruleIndex))
      }
      if file.omitted(limit) > 0 {
        let text = file.path + ": " + CheckedFile.omittedLine(file.omitted(limit), limit: limit)
        notifications.append(
          .object([("level", .string("note")), ("message", .object([("text", .string(text))]))]))
      }
    }
    let driver = JSONValue.object([
      ("name", .string("headerspec")),
      ("version", .string(version)),
      ("informationUri", .string("https://headerspec.dev")),
      ("rules", .array(codes.map(rule))),
    ])
    var run: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
    if !notifications.isEmpty {
      let invocation = JSONValue.object([
        ("executionSuccessful", .bool(true)),
        ("toolExecutionNotifications", .array(notifications)),
      ])
      run.append(("invocations", .array([invocation])))
    }
    run += [
      ("columnKind", .string("unicodeCodePoints")),
      ("artifacts", .array(artifacts)),
      ("results", .array(results)),
    ]
    let log = JSONValue.object([
      ("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([.object(run)])),
    ])
    return log.text(.pretty) + "\n"
  }

  // MARK: - Rules and results

  static func rule(_ code: DiagnosticCode) -> JSONValue {
    .object([
      ("id", .string(code.rawValue)),
      ("name", .string(ruleName(code))),
      ("shortDescription", .object([("text", .string(code.title))])),
      ("fullDescription", .object([("text", .string(code.summary))])),
      ("helpUri", .string(DiagnosticReference.uri(code))),
      ("help", help(code)),
      ("defaultConfiguration", .object([("level", .string(level(code.defaultSeverity)))])),
    ])
  }

  /// A rule's help: the code's explanation (meaning and fix) and how to change its level.
  static func help(_ code: DiagnosticCode) -> JSONValue {
    let meaning = code.explanation?.meaning ?? code.summary
    let fix = code.explanation.map { " Fix: " + $0.fix } ?? ""
    let level =
      " Reported as \(DiagnosticReference.level(code)) unless --severity \(code.rawValue)=LEVEL"
      + " says otherwise."
    return .object([("text", .string(meaning + fix + level))])
  }

  static func result(
    _ diagnostic: Diagnostic, file: CheckedFile, artifact: Int,
    rule: [DiagnosticCode: Int]
  ) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(diagnostic.code.rawValue)),
      ("ruleIndex", .number(Double(rule[diagnostic.code] ?? 0))),
      ("level", .string(level(diagnostic.severity))),
      ("message", .object([("text", .string(diagnostic.message))])),
      ("locations", .array([location(diagnostic.range, file: file, artifact: artifact)])),
    ]
    if !diagnostic.related.isEmpty {
      let related = diagnostic.related.enumerated().map { index, item in
        var location = locationMembers(item.range, file: file, artifact: artifact)
        location.insert(("id", .number(Double(index + 1))), at: 0)
        location.append(("message", .object([("text", .string(item.message))])))
        return JSONValue.object(location)
      }
      members.append(("relatedLocations", .array(related)))
    }
    return .object(members)
  }

  static func location(_ range: ByteRange, file: CheckedFile, artifact: Int) -> JSONValue {
    .object(locationMembers(range, file: file, artifact: artifact))
  }

  static func locationMembers(_ range: ByteRange, file: CheckedFile, artifact: Int)
    -> [(String, JSONValue)]
  {
    let start = file.position(range.start)
    let end = file.position(range.end)
    let region = JSONValue.object([
      ("startLine", .number(Double(start.line))),
      ("startColumn", .number(Double(start.column))),
      ("endLine", .number(Double(end.line))),
      ("endColumn", .number(Double(end.column))),
      ("byteOffset", .number(Double(start.offset))),
      ("byteLength", .number(Double(end.offset - start.offset))),
    ])
    return [
      (
        "physicalLocation",
        .object([
          (
            "artifactLocation",
            .object([("uri", .string(uri(file.path))), ("index", .number(Double(artifact)))])
          ),
          ("region", region),
        ])
      )
    ]
  }

  // MARK: - Helpers

  /// SARIF's levels: `error`, `warning`, `note`.
  static func level(_ severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .information, .hint: "note"
    }
  }

  /// `minHeightAboveMaxHeight` becomes `MinHeightAboveMaxHeight`.
  static func ruleName(_ code: DiagnosticCode) -> String {
    let name = String(describing: code)
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// A path as a URI reference: relative paths stay relative, absolute ones become `file://`
  /// URIs; bytes outside the unreserved set and `/` are percent-encoded.
  static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
        encoded.append(character)
      } else {
        encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
