import JSONSyntax
import SpecAnalysis

/// The quick fixes of many diagnostics of one document, each distinct fix built once.
///
/// Diagnostics often share a fix: every out-of-order keyframe of an array offers "sort the
/// array". Building it per diagnostic costs n sorts of n elements for n diagnostics (quadratic
/// time, and quadratic output where each is listed); here the diagnostics of one `key` share
/// one value (`QuickFix` arrays are copy-on-write, so sharing costs nothing).
public struct QuickFixMemo {
  /// What determines a diagnostic's fixes: its `FixData`, code and severity, and its range
  /// where the edits start from it (a key or value replaced in place, a duplicate key removed).
  public struct Key: Hashable, Sendable {
    var fix: FixData?
    var code: DiagnosticCode
    var severity: DiagnosticSeverity
    var range: ByteRange?

    public init(_ diagnostic: Diagnostic) {
      fix = diagnostic.fix
      code = diagnostic.code
      severity = diagnostic.severity
      switch diagnostic.fix {
      case .replaceKey, .replaceValue, nil: range = diagnostic.range
      default: range = nil
      }
    }
  }

  public let document: SpecDocument
  private var fixes: [Key: [QuickFix]] = [:]

  public init(document: SpecDocument) {
    self.document = document
  }

  /// `QuickFix.fixes(for: diagnostic, in: document)`, built once per key.
  public mutating func fixes(for diagnostic: Diagnostic) -> [QuickFix] {
    let key = Key(diagnostic)
    if let known = fixes[key] { return known }
    let built = QuickFix.fixes(for: diagnostic, in: document)
    fixes[key] = built
    return built
  }
}
