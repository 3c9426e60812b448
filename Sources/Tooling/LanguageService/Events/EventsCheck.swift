import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// An events file (`Schemas/EVENTS.md`) checked as the editor shows it: its own diagnostics
/// and, once it names its spec (`"spec"`), the replay through that spec (HS407, HS408), or
/// HS409 when the spec cannot be read, has errors, or is not named while expectations exist.
/// The caller reads the spec (files are the server's); this is a plain function of the bytes.
///
///     let check = EventsCheck(bytes: bytes, spec: .analysed(spec, environmentKeys: keys))
///     check.diagnostics  // the file's, then the replay's, sorted by place
///     check.records      // one per event, nil until the file and its spec are valid
public struct EventsCheck: Sendable {
  /// The spec the file names, as the caller found it.
  public enum SpecSource: Sendable {
    /// The file names no spec.
    case unnamed
    /// The named spec could not be read; `reason` says why (`no such file`).
    case unreadable(reason: String)
    /// The named spec, analysed under its project configuration's settings, and the
    /// environment keys of that configuration (`environmentKeys`).
    case analysed(SpecDocument, environmentKeys: EnvironmentChange)
  }

  /// The file, checked with the spec's `contentInsetTop` when the spec resolves (else 0).
  public let document: EventsDocument
  /// The replay, when the file and its spec are both valid.
  public let replay: EventsReplay?
  /// The file's diagnostics and the replay's (or HS409), sorted by range start, then code.
  public let diagnostics: [Diagnostic]

  /// The records, one per event, when the replay ran.
  public var records: [ScrollRecord]? { replay?.records }

  /// Checks `bytes` under `settings` (the spec's, when it is analysed: as `simulate` reads
  /// the events with the spec's settings).
  public init(bytes: [UInt8], spec: SpecSource, settings: AnalysisSettings = .init()) {
    var problem: String?
    var replay: EventsReplay?
    var settings = settings
    let document: EventsDocument
    switch spec {
    case .unnamed:
      document = EventsDocument(bytes: bytes, contentInsetTop: 0, settings: settings)
      problem = "the file names no spec to replay them through"
    case .unreadable(let reason):
      document = EventsDocument(bytes: bytes, contentInsetTop: 0, settings: settings)
      problem = reason
    case .analysed(let spec, let keys):
      settings = spec.settings
      let errors = spec.diagnostics.contains { $0.severity == .error }
      if !errors, let header = spec.resolved, let model = spec.spec {
        document = EventsDocument(
          bytes: bytes, contentInsetTop: header.spec.metrics.contentInsetTop, settings: settings)
        replay = EventsReplay(
          events: document, spec: model, environmentKeys: keys, settings: settings)
      } else {
        document = EventsDocument(bytes: bytes, contentInsetTop: 0, settings: settings)
        problem = errors ? "the spec has errors" : "the spec cannot be resolved"
      }
    }
    var diagnostics = document.diagnostics + (replay?.diagnostics ?? [])
    if let problem {
      let reason = document.specReference.map { "\($0.path): \(problem)" } ?? problem
      if var diagnostic = EventsReplay.specProblem(reason, in: document),
        let severity = settings.severity(of: diagnostic.code, natural: diagnostic.severity)
      {
        diagnostic.severity = severity
        diagnostics.append(diagnostic)
      }
    }
    self.document = document
    self.replay = replay
    self.diagnostics = diagnostics.sorted { ($0.range.start, $0.code) < ($1.range.start, $1.code) }
  }
}
