/// What an analysis keeps for the next one (`SpecDocument.init(bytes:settings:reusing:)`):
/// the schema check's and the geometry's diagnostics before they were merged, and where each
/// subview's begin among them, so that after an edit inside one subview the others' are
/// taken instead of checked again. Empty for a document that parsed with errors or warnings,
/// which no later analysis reuses (see `SubviewEdit`).
struct AnalysisMemo: Sendable {
  /// The schema check's diagnostics, in the order it made them.
  var schema: [Diagnostic] = []
  /// The schema rule the root's `subviews` array was checked against (-1: not recorded), and
  /// per element: `schema[schemaBounds[i] ..< schemaBounds[i + 1]]` are element i's
  /// diagnostics and `schemaValid[i]` whether it passed.
  var schemaRule = -1
  var schemaBounds: [Int32] = []
  var schemaValid: [Bool] = []
  /// The geometry's diagnostics, and per model subview: `geometry[geometryBounds[s] ..<
  /// geometryBounds[s + 1]]` are subview s's (empty when not recorded).
  var geometry: [Diagnostic] = []
  var geometryBounds: [Int32] = []
}
