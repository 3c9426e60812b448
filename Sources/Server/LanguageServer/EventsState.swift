import JSONSyntax
import LanguageService
import SpecAnalysis

/// One open events file's check (`Server+Events.swift`): every reason to check it again (an
/// edit, its spec's edit, other settings) is a new request number; a check is kept only when
/// it is about the latest request and the document's current version. At most one runs.
struct EventsState {
  /// One finished check.
  struct Checked: Sendable {
    var version: Int
    /// The request number it answers.
    var request: Int
    var resultID: String
    /// The LSP diagnostics, as published.
    var items: [LSPDiagnostic]
    var check: EventsCheck
    /// The spec's file, resolved from the events file's folder; nil when none is named.
    var specPath: String?
    /// The spec's model stage, when it was read.
    var spec: SpecDocument?
  }

  /// The latest request number.
  var requested = 0
  /// The request number of the running check, if one runs.
  var running: Int?
  var result: Checked?
  /// The spec path the latest check started with, so a spec's edit finds its events files.
  var specPath: String?
  /// Whether diagnostics were ever sent for it (so there is something to clear).
  var published = false
}
