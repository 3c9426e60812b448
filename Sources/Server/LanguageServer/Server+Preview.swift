import HeaderGeometry
import JSONSyntax
import SpecAnalysis
import SpecRendering

/// `headerspec/preview` (custom): `{ textDocument, progress?: [Double], environment? }` ->
/// `{ samples, svg }`, the bar at each progress value as `headerspec preview --format json`
/// prints it (Schemas/FORMAT.md#preview-output) and as the SVG of `--format svg`. Without
/// `progress`, the `sampleProgress` setting; with `environment`, the bar laid out there (as
/// `preview --device ...`), else in the document's environment. A spec with errors gets RequestFailed naming the first one, as
/// `preview` refuses it, and so does a progress whose layout overflows (no sample shows null
/// for a number). With `nonce`, the result also has the HTML page (Schemas/FORMAT.md#html-preview)
/// for an editor's webview: `html` (its style and script allowed by that nonce; its first
/// environment the one the samples are laid out in), `page` (its data, which an editor posts to
/// the open page as `{type: "data", data}` after an edit) and `keyframes` (each keyframe
/// object's range and progress, to move the page to the keyframe under the cursor). A request
/// past `RenderBudget.server` (its layouts, counted before any is made, or its text) gets
/// RequestFailed naming the bound and the figure.
extension Server {
  static func preview(_ document: DocumentSnapshot, _ params: PreviewParams)
    throws(ResponseError) -> PreviewResult?
  {
    guard let spec = document.spec else { return nil }
    let progress = params.progress ?? spec.settings.sampleProgress
    if let problem = PreviewLimits.progressProblem(count: progress.count) {
      throw .invalidParams("progress: \(problem)")
    }
    try refuseErrors(document.spec, lineIndex: document.lineIndex)
    let header: ResolvedHeader?
    if let environment = params.environment {
      // Checked in that environment, as `preview --device ...` checks it: an environment that
      // makes the geometry overflow (a width of 1e308) is refused with check's HS313.
      var settings = spec.settings
      settings.environment = environment
      let adapted = SpecDocument(bytes: spec.syntax.bytes, settings: settings)
      try refuseErrors(adapted, lineIndex: document.lineIndex)
      header = adapted.resolved
    } else {
      header = spec.resolved
    }
    guard let header else { throw .requestFailed("the spec cannot be resolved") }
    // Past the server's budget: refused before any layout, and while the SVG or page is written.
    let budget = RenderBudget.server
    let work = RenderWork.previewRequest(
      header, samples: progress.count, page: params.nonce == nil ? nil : spec.spec)
    do throws(RenderBudget.Exceeded) { try budget.check(work) } catch {
      throw .requestFailed(error.message)
    }
    if let p = header.firstOverflowingProgress(progress) {
      throw .requestFailed(
        "the layout at progress \(p) overflows a 64-bit floating point number")
    }
    let svg: String
    do throws(RenderBudget.Exceeded) {
      svg = try PreviewSVG.render(header, progress: progress, budget: budget)
    } catch { throw .requestFailed(error.message) }
    var result = PreviewResult(samples: PreviewJSON.samples(header, progress: progress), svg: svg)
    if let nonce = params.nonce {
      let label = params.environment.map { PreviewHTML.label($0, device: nil) }
      let made: (html: String, data: JSONValue)?
      do throws(RenderBudget.Exceeded) {
        made = try PreviewHTML.page(
          spec, nonce: nonce, header: header, label: label, budget: budget)
      } catch { throw .requestFailed(error.message) }
      guard let page = made else {
        throw .requestFailed("the layout overflows a 64-bit floating point number")
      }
      result.page = PreviewResult.Page(
        html: page.html, data: page.data,
        keyframes: PreviewHTML.keyframes(spec).map {
          PreviewResult.Keyframe(range: document.lspRange($0.range), progress: $0.progress)
        })
    }
    return result
  }

  /// RequestFailed naming the first error of the document's spec, if it has one: a preview
  /// refuses a spec with errors, as `headerspec preview` does.
  static func refuseErrors(_ spec: SpecDocument?, lineIndex: LineIndex) throws(ResponseError) {
    guard let error = spec?.diagnostics.first(where: { $0.severity == .error }) else {
      return
    }
    let line = lineIndex.position(ofUTF8Offset: error.range.start, in: .utf8).line + 1
    throw .requestFailed(
      "the spec has errors: line \(line): \(error.message) [\(error.code.rawValue)]")
  }
}
