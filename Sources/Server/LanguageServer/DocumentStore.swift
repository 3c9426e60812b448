import JSONSyntax
import SpecAnalysis

/// The open documents and, for each spec, the analysis of its current version: the
/// `SpecDocument` that `publishDiagnostics` was computed from and that every feature request on
/// that version reads. Owned by the server's queue.
struct DocumentStore {
  /// One document's analysis state.
  struct Analysis {
    /// The version and settings an analysis running on the work queue was started for (at
    /// most one per document); nil when none runs.
    var inFlight: Started?
    /// The latest version analysed, if it is still the current one (see `current`).
    var result: AnalysedVersion?
    /// Whether diagnostics were ever sent for it (so there is something to clear).
    var published = false
    /// When the latest change arrived (`DispatchTime` nanoseconds), for `Log.timing`.
    var changedAt: UInt64 = 0
    /// The model stage of the latest version whose model was computed (see `currentModel`).
    var model: ModelVersion?
    /// Whether a model-only analysis is running on the work queue.
    var modelInFlight = false
  }

  /// What a running analysis analyses, and how to tell it that it is superseded.
  struct Started {
    var version: Int
    var settings: AnalysisSettings
    var cancellation = AnalysisCancellation()
  }

  /// One version's model stage (`SpecDocument.model`), for the requests that read no
  /// geometry diagnostics.
  struct ModelVersion: Sendable {
    var version: Int
    var spec: SpecDocument
  }

  /// One analysed version of a spec.
  struct AnalysedVersion: Sendable {
    var version: Int
    var resultID: String
    /// The LSP diagnostics, as published.
    var items: [LSPDiagnostic]
    /// The analysis; its `settings` are the ones it was made under.
    var spec: SpecDocument
  }

  /// Open documents by URI.
  var documents: [String: TextDocument] = [:]
  /// Analysis state by URI.
  var analyses: [String: Analysis] = [:]
  /// The check of each open events file by URI (`Server+Events.swift`).
  var events: [String: EventsState] = [:]

  /// The check of the current version of the events file `uri`, if it is fresh.
  func currentEvents(_ uri: String) -> EventsState.Checked? {
    guard let document = documents[uri], let state = events[uri], let result = state.result,
      result.version == document.version, result.request == state.requested
    else { return nil }
    return result
  }

  /// The model of the current version of `uri` made under `settings`: the whole analysis'
  /// when it is there, else the model stage's; nil when neither is.
  func currentModel(_ uri: String, settings: AnalysisSettings) -> SpecDocument? {
    if let result = current(uri, settings: settings) { return result.spec }
    guard let document = documents[uri], let model = analyses[uri]?.model,
      model.version == document.version, model.spec.settings == settings
    else { return nil }
    return model.spec
  }

  /// The analysis of the current version of `uri` if it was made under `settings`.
  func current(_ uri: String, settings: AnalysisSettings) -> AnalysedVersion? {
    guard let document = documents[uri], let result = analyses[uri]?.result,
      result.version == document.version, result.spec.settings == settings
    else { return nil }
    return result
  }
}
