/// How much of a document's analysis a feature request reads: the model alone
/// (`SpecDocument.model`: the parse, the schema check, the lowered model and its geometry) or
/// also the geometry's diagnostics, which in an environment matrix cost one layout search per
/// environment. A request that needs only the model is answered as soon as the model of the
/// current version is there, never after a stale or running check of the geometry.
enum AnalysisStage: Sendable {
  case model
  case geometry
}
