/// A client request that has not been answered: what it is about, so that a cancellation or
/// an edit can answer it early.
struct PendingRequest {
  enum Kind {
    /// A `textDocument/diagnostic`, answered when the current version is analysed.
    case documentDiagnostic(previousResultID: String?)
    /// A `workspace/diagnostic` (parked while nothing changed, or running).
    case workspaceDiagnostic(Request)
    /// Any other document request running on the work queue.
    case other
  }

  var kind: Kind
  var uri: String?
  var version: Int?
  /// A workspace pull waiting for a change (every report was `unchanged`).
  var parked = false
}
