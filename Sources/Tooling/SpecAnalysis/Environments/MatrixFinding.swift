import GeometryChecks
import HeaderGeometry

/// A diagnostic found in one environment of a matrix, with what `MatrixAnalysis` merges it by:
/// the problem it words, without its measurements, and how bad it is there.
struct MatrixFinding {
  /// The same problem in every environment: its code and range, the geometry's problem
  /// without its measurements (`GeometryProblem.withoutMeasurements`; nil for a diagnostic of
  /// its own, such as HS407's) and which of the problem's diagnostics this is.
  struct Key: Hashable {
    var code: DiagnosticCode
    var start: Int
    var end: Int
    var problem: GeometryProblem?
    var part: Int
  }

  var diagnostic: Diagnostic
  var key: Key
  /// `GeometryProblem.amounts`: compared between environments to quote the worst one.
  var amounts: [Double]

  /// The `part`th diagnostic of `problem`, or a diagnostic of its own (one per environment)
  /// when `problem` is nil.
  init(_ diagnostic: Diagnostic, of problem: GeometryProblem? = nil, part: Int = 0) {
    self.diagnostic = diagnostic
    key = Key(
      code: diagnostic.code, start: diagnostic.range.start, end: diagnostic.range.end,
      problem: problem?.withoutMeasurements, part: part)
    amounts = problem?.amounts ?? []
  }
}
