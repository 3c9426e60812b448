import Foundation
import HeaderGeometry
import SpecAnalysis
import SpecFiles

/// Runs a parsed command; returns the exit status. Results go to stdout, problems to stderr.
enum Commands {
  static let version = "0.2.0"

  static func run(_ arguments: [String]) -> Int32 {
    let command: Command
    do {
      command = try Command.parse(arguments)
    } catch let error as UsageError {
      Console.problem(error.message)
      Console.error("usage: headerspec SUBCOMMAND [OPTIONS]; see 'headerspec --help'\n")
      return 2
    } catch {
      return 2
    }
    switch command {
    case .help(let topic):
      Console.out((topic.flatMap(HelpText.subcommand(named:))?.text ?? HelpText.overview) + "\n")
      return 0
    case .version:
      Console.out("headerspec \(version)\n")
      return 0
    case .check(let options):
      return CheckCommand(options: options).run()
    case .format(let options):
      return FormatCommand(options: options).run()
    case .preview(
      let files, let progress, let format, let animate, let matrix, let settings,
      let configuration, let events):
      return PreviewCommand(
        paths: files, progress: progress, format: format, animate: animate, matrix: matrix,
        flags: settings, configuration: configuration, events: events
      )
      .run()
    case .simulate(
      let file, let events, let format, let settings, let environment, let configuration,
      let writes):
      return SimulateCommand(
        file: file, eventsFile: events, format: format, flags: settings,
        environmentFlags: environment, configuration: configuration, writesExpectations: writes
      )
      .run()
    case .explain(let code):
      return ExplainCommand.run(code)
    case .generateSwift(let command):
      return command.run()
    case .diff(let old, let new, let git, let format, let settings, let exitZero):
      return DiffCommand(
        old: old, new: new, gitRevision: git, format: format, settings: settings,
        exitZero: exitZero
      )
      .run()
    case .devices(let sources):
      return DevicesCommand.run(sources: sources)
    case .lsp:
      LSPCommand.run(version: version)
    }
  }

  // MARK: - Helpers

  /// The resolved spec at `path` through the analysis layer; nil (after printing why) as
  /// `loadDocument` says.
  static func loadSpec(_ path: String, settings: AnalysisSettings) -> ResolvedHeader? {
    loadDocument(.file(path), settings: settings)?.header
  }

  /// The input's path as printed (`<stdin>` for standard input), its analysis and its resolved
  /// spec; nil (after printing the diagnostics as `check` prints them, on stderr) when
  /// the file cannot be read (at most `sizeLimit` bytes) or has errors. Warnings are printed with errors but do not block.
  /// With `printsWarnings`, a spec that loads has its warnings printed as `check` prints
  /// them (`FILE:LINE:COLUMN: warning: ...`, which a build log shows as warnings).
  static func loadDocument(
    _ input: InputPaths.Input, settings: AnalysisSettings,
    sizeLimit: Int = SpecFile.defaultSizeLimit, printsWarnings: Bool = false
  ) -> (path: String, document: SpecDocument, header: ResolvedHeader)? {
    let path: String
    switch input {
    case .standardInput: path = "<stdin>"
    case .file(let name): path = name
    }
    let bytes: [UInt8]
    do {
      bytes =
        try input == .standardInput
        ? SpecFile.readStandardInput(limit: sizeLimit) : SpecFile.read(path, limit: sizeLimit)
    } catch {
      Console.problem("\(path): \(error.message)")
      return nil
    }
    let file = CheckedFile(path: path, filePath: path, bytes: bytes, settings: settings, fix: false)
    let errors = file.diagnostics.filter { $0.severity == .error }
    let document = file.document
    guard errors.isEmpty, let header = document.resolved else {
      let reporter = TextReporter(colors: false)
      Console.error(reporter.render(file) + reporter.summary([file], fixes: nil))
      return nil
    }
    let warnings = file.diagnostics.filter { $0.severity == .warning }
    if printsWarnings, !warnings.isEmpty {
      Console.error(TextReporter(colors: false).render(file, only: warnings))
    }
    return (path, document, header)
  }
}
