/// A client request that has not been answered: what it is about, so that a cancellation, an
/// edit or a finished analysis can act on it.
struct PendingRequest {
  enum Kind {
    /// A `textDocument/diagnostic`, answered when the current version is analysed.
    case documentDiagnostic(previousResultID: String?)
    /// A `workspace/diagnostic` (parked while nothing changed, or running).
    case workspaceDiagnostic(WorkspaceDiagnosticParams)
    /// A feature request waiting for the analysis of the document's current version (up to
    /// `stage`): its handler with the params already decoded.
    case awaitingAnalysis(Server.DocumentJob, AnalysisStage)
    /// A feature request whose handler is running on the work queue.
    case running
  }

  var kind: Kind
  var uri: String?
  /// The document version the request was made on (for ContentModified).
  var version: Int?
  /// A workspace pull waiting for a change (every report was `unchanged`).
  var parked = false

  /// Whether the request waits for no more than the model of its document.
  var awaitsModel: Bool {
    if case .awaitingAnalysis(_, .model) = kind { return true }
    return false
  }
}
