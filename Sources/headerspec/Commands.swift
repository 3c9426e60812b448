import Foundation
import HeaderGeometry
import HeaderSpecAnalysis

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
    case .preview(let files, let progress, let format, let settings):
      return preview(files: files, progress: progress, format: format, settings: settings)
    case .simulate(let file, let events, let format, let settings):
      return SimulateCommand(file: file, eventsFile: events, format: format, settings: settings)
        .run()
    case .lsp:
      LSPCommand.run(version: version)
    }
  }

  static func preview(
    files: [String], progress: [Double], format: PreviewFormat, settings: AnalysisSettings
  ) -> Int32 {
    var results: [(String, ResolvedHeader)] = []
    for file in files {
      guard let header = loadSpec(file, settings: settings) else { return 1 }
      if let p = header.firstOverflowingProgress(progress) {
        Console.problem(
          "\(file): the layout at progress \(TextTable.number(p)) overflows a 64-bit floating "
            + "point number; preview a progress nearer to [0, 1] or set a stretchLimit")
        return 1
      }
      results.append((file, header))
    }
    switch format {
    case .json:
      if results.count == 1, let (_, header) = results.first {
        Console.out(PreviewJSON.document(header, progress: progress).render() + "\n")
      } else {
        let entries = results.map { file, header in
          OrderedJSON.object([
            ("file", .string(file)), ("samples", PreviewJSON.samples(header, progress: progress)),
          ])
        }
        Console.out(OrderedJSON.object([("files", .array(entries))]).render() + "\n")
      }
    case .text:
      let texts = results.map { file, header in
        PreviewText.render(file: file, header: header, progress: progress)
      }
      Console.out(texts.joined(separator: "\n\n") + "\n")
    case .svg:
      Console.out(PreviewSVG.render(results[0].1, progress: progress))
    }
    return 0
  }

  // MARK: - Helpers

  /// The resolved spec through the analysis layer; nil (after printing the diagnostics as
  /// `check` prints them, on stderr) when the file cannot be read or has errors. Warnings are
  /// printed too but do not block.
  static func loadSpec(_ path: String, settings: AnalysisSettings) -> ResolvedHeader? {
    let bytes: [UInt8]
    do {
      bytes = try SpecFile.read(path)
    } catch {
      Console.problem("\(path): \(error.message)")
      return nil
    }
    let file = CheckedFile(path: path, filePath: path, bytes: bytes, settings: settings, fix: false)
    let errors = file.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, let resolved = file.document.resolved else {
      let reporter = TextReporter(colors: false)
      Console.error(reporter.render(file) + reporter.summary([file], fixes: nil))
      return nil
    }
    return resolved
  }
}
