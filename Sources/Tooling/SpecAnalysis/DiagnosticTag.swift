/// What a diagnostic says about its range beyond its message, for an editor to draw: LSP's
/// `DiagnosticTag`, in editor words. The code decides `unnecessary` (`DiagnosticCode.tags`);
/// the schema decides `deprecated` (a key whose schema says `"deprecated": true`).
public enum DiagnosticTag: Hashable, Sendable, CaseIterable {
  /// The range has no effect on the header (a key the behaviour ignores, a keyframe never
  /// reached): editors fade it out.
  case unnecessary
  /// The range is a key the format deprecates: editors strike it through.
  case deprecated
}
