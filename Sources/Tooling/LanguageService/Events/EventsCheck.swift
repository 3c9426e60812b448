import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// An events file (`Schemas/EVENTS.md`) checked as the editor shows it, and as `headerspec
/// check` checks it: its own diagnostics and, once it names its spec (`"spec"`), the replay
/// through that spec (HS407, HS408), or HS409 when the spec cannot be read, has errors, or is
/// not named while expectations exist (with `check`'s words). The caller reads the spec
/// (files are the server's); this is a plain function of the bytes.
///
///     let check = EventsCheck(bytes: bytes, spec: .read(model, environmentKeys: keys))
///     check.diagnostics  // the file's, then the replay's, sorted by place
///     check.records      // one per event, nil until the file and its spec are valid
public struct EventsCheck: Sendable {
  /// The spec the file names, as the caller found it.
  public enum SpecSource: Sendable {
    /// The file names no spec.
    case unnamed
    /// The named spec could not be read; `reason` says why (`no such file`).
    case unreadable(reason: String)
    /// The named spec's model stage (`SpecDocument.model`, as `check` judges a spec's errors)
    /// under its project configuration's settings, and that configuration's environment keys.
    case read(SpecDocument, environmentKeys: EnvironmentChange)
  }

  /// The file, checked with the spec's `contentInsetTop` when the spec has no error (else 0).
  public let document: EventsDocument
  /// The replay, when the file and its spec are both valid.
  public let replay: EventsReplay?
  /// The file's diagnostics and the replay's (or HS409), sorted by range start, then code.
  public let diagnostics: [Diagnostic]

  /// The records, one per event, when the replay ran.
  public var records: [ScrollRecord]? { replay?.records }

  /// Checks `bytes` under `settings` (the events file's own); the replay runs under the
  /// spec's settings.
  public init(bytes: [UInt8], spec source: SpecSource, settings: AnalysisSettings = .init()) {
    let parse = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    let name = EventsSpecReference(in: SyntaxTree(bytes: bytes, options: parse))?.path ?? ""
    var problem: String?
    var model: (spec: HeaderSpec, settings: AnalysisSettings, keys: EnvironmentChange)?
    switch source {
    case .unnamed:
      problem = "it names no spec (add \"spec\": \"NAME.header.json\")"
    case .unreadable(let reason):
      problem = "\(name) cannot be read: \(reason)"
    case .read(let spec, let keys):
      let errors = spec.diagnostics.filter { $0.severity == .error }.count
      if let header = spec.spec, errors == 0 {
        model = (header, spec.settings, keys)
      } else {
        let count = errors == 1 ? "an error" : "\(errors) errors"
        problem = "\(name) has \(count); check it and fix \(errors == 1 ? "it" : "them")"
      }
    }
    let document = EventsDocument(
      bytes: bytes, contentInsetTop: model?.spec.metrics.contentInsetTop ?? 0, settings: settings)
    var diagnostics = document.diagnostics
    var replay: EventsReplay?
    if let model {
      replay = EventsReplay(
        events: document, spec: model.spec, environmentKeys: model.keys, settings: model.settings)
      diagnostics += replay?.diagnostics ?? []
    } else if let problem, let diagnostic = EventsReplay.specProblem(problem, in: document) {
      diagnostics.append(diagnostic)
    }
    self.document = document
    self.replay = replay
    self.diagnostics = diagnostics.sorted { ($0.range.start, $0.code) < ($1.range.start, $1.code) }
  }
}
