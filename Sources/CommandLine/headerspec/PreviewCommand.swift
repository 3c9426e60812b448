import HeaderGeometry
import JSONSyntax
import SpecAnalysis
import SpecFiles
import SpecRendering

/// `headerspec preview PATH...`: the bar's geometry at each sample progress, for every spec the
/// paths name (files, directories searched for `*.header.json`, glob patterns, `-` for stdin,
/// as `check` takes them). The geometry is the one at the progress asked (Schemas/FORMAT.md#preview-output); a sample
/// the behaviour never reaches says so in the output and as an HS406 information diagnostic
/// on stderr. Each spec is read under its project configuration (`.headerspec.json`: its
/// `sampleProgress`, `allowComments`, `severityOverrides` and `environment`), the flags over
/// it. Exit 2 for a path that names nothing or a configuration with errors, 1 when a spec has
/// errors (its diagnostics on stderr, nothing on stdout). A preview past its budget
/// (`RenderBudget.commandLine`: its layouts, counted before any is made, or its text) is
/// refused with exit 2, naming the bound and the figure.
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
  /// `--events` (with `--format html`): the events file the page's play button replays.
  var events: Events?

  /// An events file to replay in the HTML page, and the environment flags' keys its
  /// `environment` events merge over (over the configuration's `environment` without flags),
  /// as `simulate` replays it.
  struct Events: Equatable {
    var path: String
    var keys: EnvironmentChange
  }

  func run() -> Int32 {
    var paths = self.paths
    if paths.isEmpty, let events {
      // `--events` alone: the spec the events file names, as `simulate --events` takes it.
      guard let spec = Self.namedSpec(events.path) else { return 2 }
      paths = [spec]
    }
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
    var gesture: [ScrollRecord]?
    var failed = false
    var refused = false
    for input in inputs.inputs {
      let settings = configurations.settings(forSpecAt: input.path, flags: flags)
      // The HTML page samples its own progress values (every 0.005; --progress is refused).
      let progress =
        format == .html ? PreviewHTML.progress : self.progress ?? settings.sampleProgress
      guard
        let (path, document, header) = Commands.loadDocument(
          input, settings: settings, sizeLimit: configurations.sizeLimit(forSpecAt: input.path))
      else {
        failed = true
        continue
      }
      if let problem = refusal(document, header: header, progress: progress, settings: settings) {
        Console.problem("\(path): \(problem)")
        refused = true
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
      if let events {
        gesture = replay(
          events, through: header, at: input.path, settings: settings, configurations)
        if gesture == nil { failed = true }
      }
      guard format != .html, !animate else { continue }
      report(
        PreviewReach.diagnostics(document, progress: progress), path: path, document,
        settings: settings)
    }
    // A configuration with errors is trouble, as in `check`: nothing on stdout.
    if configurations.reportProblems() { return 2 }
    if refused { return 2 }
    if failed { return 1 }
    do throws(RenderBudget.Exceeded) {
      Console.out(
        try output(loaded, documents: documents, matrixRows: matrixRows, gesture: gesture))
    } catch {
      Console.problem("preview: \(error.message)")
      return 2
    }
    return 0
  }

  /// The whole output of the run, in `format`; refused past `RenderBudget.commandLine` (the
  /// files' layouts together, then the text as it grows).
  private func output(
    _ loaded: [PreviewFile], documents: [SpecDocument], matrixRows: [PreviewSVG.MatrixRow],
    gesture: [ScrollRecord]?
  ) throws(RenderBudget.Exceeded) -> String {
    let budget = RenderBudget.commandLine
    switch format {
    case .json:
      let json = try PreviewJSON.files(loaded, budget: budget).text(.pretty) + "\n"
      try budget.checkOutput(json.utf8.count, of: "the preview")
      return json
    case .text:
      try budget.check(PreviewJSON.work(loaded, bytesPerLayout: PreviewText.bytesPerLayout))
      var texts: [String] = []
      var written = 0
      for file in loaded {
        texts.append(
          PreviewText.render(
            file: file.path, header: file.header, progress: file.progress,
            environment: file.environment))
        written += texts[texts.count - 1].utf8.count
        try budget.checkOutput(written, of: "the preview")
      }
      return texts.joined(separator: "\n\n") + (texts.isEmpty ? "" : "\n")
    case .svg where animate:
      return try PreviewSVG.animated(loaded[0].header, budget: budget)
    case .svg where matrix:
      return try PreviewSVG.renderMatrix(
        matrixRows, progress: loaded[0].progress, name: loaded[0].header.spec.name, budget: budget)
    case .svg:
      let origin = loaded[0].environment.map { loaded[0].header.spec.barOrigin(in: $0) }
      return try PreviewSVG.render(
        loaded[0].header, progress: loaded[0].progress, barOrigin: origin, budget: budget)
    case .html:
      // The page of the document in the analysed environment (the flags', or the spec as
      // written), then the environments the spec supports; with --events, its first
      // environment plays their records.
      return try PreviewHTML.page(
        documents[0], nonce: nil, gesture: gesture, budget: budget)?.html ?? ""
    }
  }

  /// The spec the events file at `path` names (`"spec"`, resolved from its folder); nil,
  /// said on stderr, when it cannot be read or names none.
  static func namedSpec(_ path: String) -> String? {
    guard let bytes = try? SpecFile.read(path),
      let reference = EventsSpecReference(in: SyntaxTree(bytes: bytes, options: .jsonc))
    else {
      Console.problem(
        "preview: \(path) names no spec (or cannot be read): give FILE, or add \"spec\": "
          + "\"NAME.header.json\" to it")
      return nil
    }
    return reference.resolved(from: path)
  }

  /// The records of `events` replayed through `header`'s spec as `simulate` replays them (its
  /// environment events over the flags' keys, else the configuration's `environment`); nil,
  /// with the reason on stderr, when the events file cannot be read, has errors or holds more
  /// events than `simulate` replays. Unmet expectations do not matter here.
  private func replay(
    _ events: Events, through header: ResolvedHeader, at specPath: String?,
    settings: AnalysisSettings, _ configurations: ProjectConfigurations
  ) -> [ScrollRecord]? {
    let bytes: [UInt8]
    do {
      bytes = try SpecFile.read(events.path)
    } catch {
      Console.problem("\(events.path): \(error.message)")
      return nil
    }
    let file = EventsDocument(
      bytes: bytes, contentInsetTop: header.spec.metrics.contentInsetTop, settings: settings)
    let keys =
      events.keys.isEmpty
      ? configurations.entry(forSpecAt: specPath)?.configuration.environmentKeys ?? events.keys
      : events.keys
    guard let replay = EventsReplay(events: file, spec: header.spec, environmentKeys: keys)
    else {
      let checked = CheckedFile(
        path: events.path, bytes: bytes, diagnostics: file.diagnostics, settings: settings)
      let reporter = TextReporter(colors: false)
      Console.error(reporter.render(checked) + reporter.summary([checked], fixes: nil))
      return nil
    }
    if let problem = PreviewLimits.eventsProblem(count: replay.records.count) {
      Console.problem("\(events.path): \(problem)")
      return nil
    }
    return replay.records
  }

  /// Why previewing one spec in `format` would pass `RenderBudget.commandLine`, counted from
  /// the spec before any layout (before the overflow checks, which lay it out); nil within it.
  private func refusal(
    _ document: SpecDocument, header: ResolvedHeader, progress: [Double],
    settings: AnalysisSettings
  ) -> String? {
    let spec = header.spec
    let work: RenderWork
    switch format {
    case .html:
      work = PreviewHTML.work(document.spec ?? spec)
    case .svg where animate:
      work = PreviewSVG.animationWork(spec)
    case .svg where matrix:
      let supports = document.spec.map { MatrixAnalysis.supports(of: $0, settings: settings) }
      work = PreviewSVG.matrixWork(
        spec, matrix: supports ?? EnvironmentMatrix(), samples: progress.count)
    case .svg:
      work = PreviewSVG.work(header, samples: progress.count)
    case .json, .text:
      let file = PreviewFile(path: "", header: header, progress: progress)
      let bytes = format == .json ? PreviewJSON.bytesPerLayout : PreviewText.bytesPerLayout
      work = PreviewJSON.work([file], bytesPerLayout: bytes)[0]
    }
    do throws(RenderBudget.Exceeded) {
      try RenderBudget.commandLine.check(work)
      return nil
    } catch {
      return error.message
    }
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
