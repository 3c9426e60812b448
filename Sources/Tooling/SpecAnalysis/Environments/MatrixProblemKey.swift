/// A problem's identity across the environments of a matrix (`MatrixAnalysis`): its code,
/// range and message shape (`MessageShape`), so that the same problem with other numbers in
/// another environment is the same problem.
struct MatrixProblemKey: Hashable {
  var code: DiagnosticCode
  var start: Int
  var end: Int
  var shape: String

  init(_ diagnostic: Diagnostic) {
    code = diagnostic.code
    start = diagnostic.range.start
    end = diagnostic.range.end
    shape = MessageShape.of(diagnostic.message)
  }
}
