import HeaderGeometry
import HeaderSpecLoading
import SpecRendering

/// `headerspec preview PATH...`: the bar's geometry at each sample progress, for every spec the
/// paths name (files, directories searched for `*.header.json`, glob patterns, `-` for stdin,
/// as `check` takes them). The geometry is the one at the progress asked (Schemas/FORMAT.md#preview-output); a sample
/// the behaviour never reaches says so in the output and as an HS406 information diagnostic
/// on stderr. Each spec is read under its project configuration (`.headerspec.json`: its
/// `sampleProgress`, `allowComments`, `severityOverrides` and `environment`), the flags over
/// it. Exit 2 for a path that names nothing or a configuration with errors, 1 when a spec has
/// errors (its diagnostics on stderr, nothing on stdout).
struct PreviewCommand {
  var paths: [String]
  /// `--progress`; nil samples each spec at its settings' `sampleProgress`.
  var progress: [Double]?
  var format: PreviewFormat
  /// `--animate` (with `--format svg`): one animated SVG instead of samples side by side.
  var animate = false
  /// `--matrix` (with `--format svg`): a grid of the spec's supported environments by samples.
  var matrix = false
  /// The settings the flags give; each spec's own are its configuration's under these.
  var flags: AnalysisSettings
  /// Which project configuration to read.
  var configuration: ConfigurationChoice

  func run() -> Int32 {
    let inputs = InputPaths(paths)
    inputs.errors.forEach { Console.problem($0) }
    inputs.notes.forEach { Console.problem("warning: \($0)") }
    guard inputs.errors.isEmpty else { return 2 }
    if format == .svg || format == .html, inputs.inputs.count != 1 {
      Console.problem(
        "preview: --format \(format.rawValue) draws one file; the paths name \(inputs.inputs.count)"
      )
      return 2
    }
    let configurations = ProjectConfigurations(configuration)
    var loaded: [PreviewFile] = []
    var documents: [SpecDocument] = []
    var matrixRows: [PreviewSVG.MatrixRow] = []
    var failed = false
    for input in inputs.inputs {
      let settings = configurations.settings(forSpecAt: input.path, flags: flags)
      // The HTML page samples its own progress values (every 0.005; --progress is refused).
      let progress =
        format == .html ? PreviewHTML.progress : self.progress ?? settings.sampleProgress
      guard let (path, document, header) = Commands.loadDocument(input, settings: settings) else {
        failed = true
        continue
      }
      let sampled = animate ? PreviewSVG.animationProgress(header.spec) : progress
      if let p = header.firstOverflowingProgress(sampled) {
        Console.problem(
          "\(path): the layout at progress \(TextTable.number(p)) overflows a 64-bit floating "
            + "point number; preview a progress nearer to [0, 1] or set a stretchLimit")
        failed = true
        continue
      }
      if matrix {
        // The spec's own supports, else its configuration's.
        guard let spec = document.spec,
          case let supports = MatrixAnalysis.supports(of: spec, settings: settings),
          !supports.isEmpty
        else {
          Console.problem("\(path): --matrix needs the spec's supports to list devices")
          return 2
        }
        matrixRows = PreviewSVG.matrixRows(spec, matrix: supports)
        let overflowing = matrixRows.first { $0.header.firstOverflowingProgress(progress) != nil }
        if let row = overflowing {
          Console.problem(
            "\(path): on \(row.name) the layout overflows a 64-bit floating point number; "
              + "preview a progress nearer to [0, 1] or set a stretchLimit")
          failed = true
          continue
        }
      }
      loaded.append(
        PreviewFile(
          path: path, header: header, progress: progress, environment: settings.environment))
      documents.append(document)
      guard format != .html, !animate else { continue }
      report(
        PreviewReach.diagnostics(document, progress: progress), path: path, document,
        settings: settings)
    }
    // A configuration with errors is trouble, as in `check`: nothing on stdout.
    if configurations.reportProblems() { return 2 }
    if failed { return 1 }
    switch format {
    case .json:
      Console.out(PreviewJSON.files(loaded).text(.pretty) + "\n")
    case .text:
      let texts = loaded.map {
        PreviewText.render(
          file: $0.path, header: $0.header, progress: $0.progress, environment: $0.environment)
      }
      Console.out(texts.joined(separator: "\n\n") + (texts.isEmpty ? "" : "\n"))
    case .svg where animate:
      Console.out(PreviewSVG.animated(loaded[0].header))
    case .svg:
      if matrix {
        Console.out(
          PreviewSVG.renderMatrix(
            matrixRows, progress: loaded[0].progress, name: loaded[0].header.spec.name))
        return 0
      }
      let origin = loaded[0].environment.map { loaded[0].header.spec.barOrigin(in: $0) }
      Console.out(
        PreviewSVG.render(loaded[0].header, progress: loaded[0].progress, barOrigin: origin))
    case .html:
      Console.out(html(documents[0]))
    }
    return 0
  }

  /// The page of `document` in the analysed environment (the flags', or the spec as written),
  /// then the environments the spec supports (`PreviewHTML.page`).
  private func html(_ document: SpecDocument) -> String {
    PreviewHTML.page(document, nonce: nil)?.html ?? ""
  }

  /// Prints `diagnostics` of `document` on stderr as `check` prints them (no summary line: the
  /// spec's own diagnostics, if any, were printed with theirs).
  private func report(
    _ diagnostics: [Diagnostic], path: String, _ document: SpecDocument,
    settings: AnalysisSettings
  ) {
    guard !diagnostics.isEmpty else { return }
    let file = CheckedFile(
      path: path, bytes: document.syntax.bytes, diagnostics: diagnostics, settings: settings)
    Console.error(TextReporter(colors: false).render(file))
  }
}
