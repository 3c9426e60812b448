import JSONSyntax
import LanguageService
import SpecAnalysis

/// One input of `check` after analysis (and `--fix`): its text, its document and how to turn
/// the diagnostics' UTF-8 offsets into the positions the formats print.
struct CheckedFile: Sendable {
  /// A 1-based line and column (the column counts Unicode scalars, as SARIF's
  /// `unicodeCodePoints`) and the 0-based UTF-8 offset it came from.
  struct Position: Equatable, Sendable {
    var line: Int
    var column: Int
    var offset: Int
  }

  /// The path as the user wrote it (or `--stdin-filename`, or `<stdin>`).
  var path: String
  /// The file to write fixes to; nil for standard input.
  var filePath: String?
  /// The project configuration the file was checked with, as `check` names it (relative to
  /// the working directory when below it); nil when none applied.
  var configurationPath: String?
  /// The bytes as read.
  var original: [UInt8]
  /// The bytes after `--fix` (the same as `original` without it).
  var bytes: [UInt8]
  /// Every diagnostic of `bytes`, after `--fix`.
  let diagnostics: [Diagnostic]
  /// Whether a diagnostic reaches the settings' failing severities.
  let hasFailingDiagnostics: Bool
  /// The same for the bytes as read: what `--fix --dry-run`'s exit status goes by, since the
  /// file on disk is not changed.
  let originalHasFailingDiagnostics: Bool
  /// The diagnostics of the bytes as read, by severity, when `--fix` changed them (else nil).
  let originalCounts: [DiagnosticSeverity: Int]?
  /// Why `--fix` left the file as it was although it has errors (syntax errors without a safe
  /// fix); nil otherwise.
  let notFixedReason: String?
  /// The analysis of `bytes`, kept when there is a diagnostic or the caller asked for it: a
  /// clean file's document (several times the file's size) is let go at once, so checking a
  /// thousand files does not hold a thousand syntax trees.
  private let storedDocument: SpecDocument?
  private let settings: AnalysisSettings
  /// The line index of `bytes`, built only when there is a diagnostic to place (a clean file,
  /// the common case in CI, needs none); `position` and `lineText` build it otherwise.
  private var storedLines: LineIndex?
  /// How many quick fixes `--fix` applied.
  var fixesApplied: Int
  /// Whether the file is an events file (checked by `EventsFileCheck`), not a spec: it has
  /// no quick fixes and no spec document.
  let isEventsFile: Bool

  /// Checks `bytes` (and applies the safe fixes with `fix`). `keepsDocument: false` lets a
  /// clean file's document go (`document` then analyses the bytes again if asked).
  init(
    path: String, filePath: String?, bytes: [UInt8], settings: AnalysisSettings, fix: Bool,
    keepsDocument: Bool = true
  ) {
    self.path = path
    self.settings = settings
    self.filePath = filePath
    self.original = bytes
    var current = bytes
    var document = SpecDocument(bytes: bytes, settings: settings)
    var applied = 0
    let before = document
    var reason: String?
    if fix {
      let fixed = AutomaticFixes(fixing: document)
      current = fixed.bytes
      document = fixed.document
      applied = fixed.applied
      reason = fixed.unrepairedSyntax.map(Self.notFixedReason)
    }
    self.notFixedReason = reason
    self.originalHasFailingDiagnostics = !before.failingDiagnostics.isEmpty
    self.originalCounts =
      current == bytes
      ? nil : Dictionary(grouping: before.diagnostics, by: \.severity).mapValues(\.count)
    self.bytes = current
    self.diagnostics = document.diagnostics
    self.hasFailingDiagnostics = !document.failingDiagnostics.isEmpty
    self.storedDocument = keepsDocument || !document.diagnostics.isEmpty ? document : nil
    self.storedLines = document.diagnostics.isEmpty ? nil : LineIndex(bytes: current)
    self.fixesApplied = applied
    self.isEventsFile = false
  }

  /// An events file another analysis checked (`simulate`'s, `EventsFileCheck`), so that the
  /// reporters print its `diagnostics` as they print a spec's. Its `document` is not
  /// meaningful.
  init(path: String, bytes: [UInt8], diagnostics: [Diagnostic], settings: AnalysisSettings) {
    self.path = path
    self.settings = settings
    self.filePath = path
    self.original = bytes
    self.bytes = bytes
    self.diagnostics = diagnostics
    self.hasFailingDiagnostics = diagnostics.contains {
      settings.failingSeverities.contains($0.severity)
    }
    self.originalHasFailingDiagnostics = hasFailingDiagnostics
    self.originalCounts = nil
    self.notFixedReason = nil
    self.storedDocument = nil
    self.storedLines = diagnostics.isEmpty ? nil : LineIndex(bytes: bytes)
    self.fixesApplied = 0
    self.isEventsFile = true
  }

  /// Why `--fix` changed nothing in `document`, which has syntax errors: how many have no safe
  /// fix, and where the first is.
  static func notFixedReason(_ document: SpecDocument) -> String {
    let errors = document.syntax.errors.filter { $0.code.severity == .error }
    let lines = LineIndex(bytes: document.syntax.bytes)
    let first = errors.first.map { lines.position(ofUTF8Offset: $0.range.start, in: .utf32) }
    let place = first.map { " (the first at line \($0.line + 1), column \($0.column + 1))" } ?? ""
    let count = errors.count == 1 ? "1 syntax error" : "\(errors.count) syntax errors"
    return "not fixed: \(count) without a safe fix\(place); --fix changes only a file that "
      + "parses, so fix \(errors.count == 1 ? "it" : "them") first"
  }

  /// The analysis of `bytes`.
  var document: SpecDocument { storedDocument ?? SpecDocument(bytes: bytes, settings: settings) }

  var changed: Bool { bytes != original }

  /// The line index of `bytes`.
  var lines: LineIndex { storedLines ?? LineIndex(bytes: bytes) }

  func position(_ offset: Int) -> Position {
    let position = lines.position(ofUTF8Offset: offset, in: .utf32)
    return Position(
      line: position.line + 1, column: position.column + 1, offset: min(max(offset, 0), bytes.count)
    )
  }

  /// The text of 0-based `line`, without its line break.
  func lineText(_ line: Int) -> String {
    let range = lines.lineContentRange(line)
    return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
  }

  /// The diagnostics a report prints under `--max-diagnostics` `limit` (all when nil).
  func shown(_ limit: Int?) -> ArraySlice<Diagnostic> {
    diagnostics.prefix(limit ?? diagnostics.count)
  }

  /// How many diagnostics `shown(limit)` leaves out.
  func omitted(_ limit: Int?) -> Int { diagnostics.count - shown(limit).count }

  /// "and 12 more diagnostics (--max-diagnostics 1000; 0 shows them all)", the line that
  /// closes a capped list.
  static func omittedLine(_ count: Int, limit: Int?) -> String {
    "and \(count) more diagnostic\(count == 1 ? "" : "s") (--max-diagnostics \(limit ?? 0); 0 "
      + "shows them all)"
  }

  func count(_ severity: DiagnosticSeverity) -> Int {
    diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }
}

extension CheckedFile {
  /// The project configurations `files` were checked with, each once, in the order of the
  /// first file that used it.
  static func configurations(of files: [CheckedFile]) -> [String] {
    var seen: Set<String> = []
    return files.compactMap(\.configurationPath).filter { seen.insert($0).inserted }
  }
}
