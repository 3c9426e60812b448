/// One problem in a spec, as `headerspec check` prints it: a stable code (`"HS301"`), a
/// severity, the message and where it starts.
///
///     print(diagnostic)  // 2:29: error: minHeight (80) is greater than maxHeight (50) [HS301]
public struct SpecDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad a diagnostic is (the editor's four levels).
  public enum Severity: String, Hashable, Sendable {
    case error, warning, information, hint
  }

  /// The stable code, `HS` and three digits (Schemas/DIAGNOSTICS.md).
  public var code: String
  public var severity: Severity
  public var message: String
  /// 1-based.
  public var line: Int
  /// 1-based, in Unicode scalars (as `check` counts them).
  public var column: Int

  public init(code: String, severity: Severity, message: String, line: Int, column: Int) {
    self.code = code
    self.severity = severity
    self.message = message
    self.line = line
    self.column = column
  }

  /// `line:column: severity: message [code]`: `check`'s line without the path.
  public var description: String {
    "\(line):\(column): \(severity.rawValue): \(message) [\(code)]"
  }
}
