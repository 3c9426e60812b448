import HeaderSpecAnalysis
import JSONSyntax

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
  /// The bytes as read.
  var original: [UInt8]
  /// The bytes after `--fix` (the same as `original` without it).
  var bytes: [UInt8]
  /// Every diagnostic of `bytes`, after `--fix`.
  let diagnostics: [Diagnostic]
  /// Whether a diagnostic reaches the settings' failing severities.
  let hasFailingDiagnostics: Bool
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
    if fix, !document.syntax.hasErrors {
      for _ in 0..<Self.fixRounds {
        let fixes = QuickFix.safeFixes(in: document)
        let next = TextEdit.apply(fixes.flatMap(\.edits), to: current)
        guard !fixes.isEmpty, next != current else { break }
        current = next
        applied += fixes.count
        document = SpecDocument(bytes: current, settings: settings)
      }
    }
    self.bytes = current
    self.diagnostics = document.diagnostics
    self.hasFailingDiagnostics = !document.failingDiagnostics.isEmpty
    self.storedDocument = keepsDocument || !document.diagnostics.isEmpty ? document : nil
    self.storedLines = document.diagnostics.isEmpty ? nil : LineIndex(bytes: current)
    self.fixesApplied = applied
  }

  /// A file another analysis checked (a `simulate` events file), so that the reporters print
  /// its `diagnostics` as they print a spec's. Its `document` is not meaningful.
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
    self.storedDocument = nil
    self.storedLines = diagnostics.isEmpty ? nil : LineIndex(bytes: bytes)
    self.fixesApplied = 0
  }

  /// Rounds of `--fix` before giving up on reaching a fixed point (a fix that uncovers another).
  static let fixRounds = 8

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

  func count(_ severity: DiagnosticSeverity) -> Int {
    diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }
}
