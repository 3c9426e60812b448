import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecRendering

/// `check --format json`: one document with every file's diagnostics, in the shape documented
/// in the README ("The JSON output"). Lines and columns are 1-based (columns in Unicode
/// scalars), offsets 0-based UTF-8; `end` is exclusive. The diagnostics are exactly
/// `SpecDocument.diagnostics`, in their order, which is what the language server publishes.
///
///     { "version": 1,
///       "files": [ { "path": "a.header.json", "diagnostics": [ { "code": "HS301",
///         "severity": "error", "message": "...", "range": { "start": { "line": 3,
///         "column": 26, "offset": 61 }, "end": { ... } }, "related": [ { "message": "...",
///         "range": { ... } } ], "fix": { "title": "Swap 50 and 80", "safe": true } } ] } ],
///       "summary": { "files": 1, "errors": 1, "warnings": 0, "information": 0, "hints": 0,
///         "fixesApplied": 0 } }
///
/// A file may also have `omitted` (diagnostics left out by `--max-diagnostics`) and `notFixed`
/// (why `--fix` left it alone); a dry run's summary has `dryRun` and `onDisk`.
enum JSONReporter {
  /// The shape's version; a change that removes or renames a field increments it.
  static let version = 1

  /// `limit` caps each file's `diagnostics` (`omitted` then counts the rest); the summary
  /// counts them all. With `dryRun`, the summary's `onDisk` counts the files as they are.
  static func render(
    _ files: [CheckedFile], fixes: Int?, limit: Int? = nil, dryRun: Bool = false
  ) -> String {
    func count(_ severity: DiagnosticSeverity) -> Double {
      Double(files.reduce(0) { $0 + $1.count(severity) })
    }
    var summary: [(String, JSONValue)] = [
      ("files", .number(Double(files.count))),
      ("errors", .number(count(.error))),
      ("warnings", .number(count(.warning))),
      ("information", .number(count(.information))),
      ("hints", .number(count(.hint))),
    ]
    if let fixes { summary.append(("fixesApplied", .number(Double(fixes)))) }
    if dryRun {
      func onDisk(_ severity: DiagnosticSeverity) -> JSONValue {
        .number(
          Double(
            files.reduce(0) {
              $0 + ($1.originalCounts.map { $0[severity] ?? 0 } ?? $1.count(severity))
            }))
      }
      summary.append(("dryRun", .bool(true)))
      summary.append(
        (
          "onDisk",
          .object([
            ("errors", onDisk(.error)), ("warnings", onDisk(.warning)),
            ("information", onDisk(.information)), ("hints", onDisk(.hint)),
          ])
        ))
    }
    let document = JSONValue.object([
      ("version", .number(Double(version))),
      ("files", .array(files.map { file($0, limit: limit) })),
      ("summary", .object(summary)),
    ])
    return document.text(.pretty) + "\n"
  }

  static func file(_ file: CheckedFile, limit: Int?) -> JSONValue {
    // Diagnostics that share a fix (every out-of-order keyframe of an array) build it once.
    // An events file's diagnostics have no quick fixes (its document is not a spec).
    var memo = file.isEventsFile ? nil : QuickFixMemo(document: file.document)
    var members: [(String, JSONValue)] = [
      ("path", .string(file.path)),
      ("diagnostics", .array(file.shown(limit).map { diagnostic($0, in: file, memo: &memo) })),
    ]
    if file.omitted(limit) > 0 { members.append(("omitted", .number(Double(file.omitted(limit))))) }
    if let reason = file.notFixedReason { members.append(("notFixed", .string(reason))) }
    if let configuration = file.configurationPath {
      members.append(("configuration", .string(configuration)))
    }
    return .object(members)
  }

  static func diagnostic(
    _ diagnostic: Diagnostic, in file: CheckedFile, memo: inout QuickFixMemo?
  ) -> JSONValue {
    .object([
      ("code", .string(diagnostic.code.rawValue)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
      ("range", range(diagnostic.range, in: file)),
      (
        "related",
        .array(
          diagnostic.related.map {
            .object([("message", .string($0.message)), ("range", range($0.range, in: file))])
          })
      ),
      ("fix", fix(memo?.fixes(for: diagnostic).first)),
    ])
  }

  /// `{ "title": "Swap 50 and 80", "safe": true, "kind": "repairs" }` for the diagnostic's
  /// first quick fix (`safe`: what `--fix` applies, exactly the fixes whose `kind` is not
  /// `changes-behavior`), or null.
  static func fix(_ fix: QuickFix?) -> JSONValue {
    guard let fix else { return .null }
    return .object([
      ("title", .string(fix.title)), ("safe", .bool(fix.isSafeForAutoFix)),
      ("kind", .string(fix.kind.rawValue)),
    ])
  }

  static func range(_ range: ByteRange, in file: CheckedFile) -> JSONValue {
    .object([
      ("start", position(file.position(range.start))),
      ("end", position(file.position(range.end))),
    ])
  }

  static func position(_ position: CheckedFile.Position) -> JSONValue {
    .object([
      ("line", .number(Double(position.line))),
      ("column", .number(Double(position.column))),
      ("offset", .number(Double(position.offset))),
    ])
  }
}
