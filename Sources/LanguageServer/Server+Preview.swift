import HeaderGeometry
import HeaderSpecAnalysis

/// `headerspec/preview` (custom): `{ textDocument, progress?: [Double], environment? }` ->
/// `{ samples, svg }`, the bar at each progress value as `headerspec preview --format json`
/// prints it (Schemas/FORMAT.md#preview-output) and as the SVG of `--format svg`. Without
/// `progress`, the `sampleProgress` setting; with `environment`, the bar laid out there (as
/// `preview --device ...`), else in the document's environment. A spec with errors gets RequestFailed naming the first one, as
/// `preview` refuses it, and so does a progress whose layout overflows (no sample shows null
/// for a number).
extension Server {
  static func preview(_ document: DocumentSnapshot, _ params: PreviewParams)
    throws(ResponseError) -> PreviewResult?
  {
    guard let spec = document.spec else { return nil }
    let progress = params.progress ?? spec.settings.sampleProgress
    if let problem = PreviewLimits.progressProblem(count: progress.count) {
      throw .invalidParams("progress: \(problem)")
    }
    if let error = spec.diagnostics.first(where: { $0.severity == .error }) {
      let line = document.lineIndex.position(ofUTF8Offset: error.range.start, in: .utf8).line + 1
      throw .requestFailed(
        "the spec has errors: line \(line): \(error.message) [\(error.code.rawValue)]")
    }
    let header: ResolvedHeader?
    if let environment = params.environment {
      header = spec.spec.map { ResolvedHeader($0.adapted(to: environment)) }
    } else {
      header = spec.resolved
    }
    guard let header else { throw .requestFailed("the spec cannot be resolved") }
    if let p = header.firstOverflowingProgress(progress) {
      throw .requestFailed(
        "the layout at progress \(p) overflows a 64-bit floating point number")
    }
    return PreviewResult(
      samples: JSONValue(PreviewJSON.samples(header, progress: progress)),
      svg: PreviewSVG.render(header, progress: progress))
  }
}
