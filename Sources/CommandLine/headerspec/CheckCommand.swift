import Foundation
import SpecAnalysis
import SpecRendering

/// `headerspec check`: expands the paths, checks every input in parallel (each with the
/// settings of its `.headerspec.json`, flags first), applies `--fix`, prints the chosen format
/// in input order, and decides the exit status: 2 when an argument or a file could not be read
/// or a project configuration has errors (after checking all the others), else 1 when a
/// diagnostic reaches `--fail-on`, else 0.
struct CheckCommand {
  var options: CheckOptions

  func run() -> Int32 {
    let paths = InputPaths(options.paths)
    paths.errors.forEach { Console.problem($0) }
    paths.notes.forEach { Console.problem("warning: \($0)") }
    var unreadable = !paths.errors.isEmpty
    var files: [CheckedFile] = []
    let runner = CheckRunner(options: options)
    for (input, result) in zip(paths.inputs, runner.run(paths.inputs)) {
      switch result {
      case .success(let file):
        files.append(file)
      case .failure(let failure):
        switch input {
        case .file(let path): Console.problem("\(path): \(failure.message)")
        case .standardInput:
          Console.problem("\(options.stdinFilename ?? "<stdin>"): \(failure.message)")
        }
        unreadable = true
      }
    }
    // A project configuration with errors is trouble, like an unreadable file.
    if runner.configurations.reportProblems() { unreadable = true }
    var fixes: Int?
    if options.fix {
      for file in files {
        if let reason = file.notFixedReason {
          Console.problem("\(TerminalText.escaped(file.path)): \(reason)")
        }
      }
      if options.dryRun {
        printDiffs(files)
      } else if !write(&files) {
        unreadable = true
      }
      fixes = files.reduce(0) { $0 + $1.fixesApplied }
    }
    Console.out(report(files, fixes: fixes))
    if unreadable { return 2 }
    // A dry run changes no file: its status is the files' as they are, fixable or not.
    if options.dryRun { return files.contains { $0.originalHasFailingDiagnostics } ? 1 : 0 }
    return files.contains { $0.hasFailingDiagnostics } ? 1 : 0
  }

  func report(_ files: [CheckedFile], fixes: Int?) -> String {
    let limit = options.maxDiagnostics
    switch options.format {
    case .text:
      let reporter = TextReporter(colors: Console.colors(options.color), limit: limit)
      let summary = reporter.summary(files, fixes: fixes, dryRun: options.dryRun)
      var label = ""
      if options.dryRun, files.contains(where: \.changed) {
        label =
          files.allSatisfy(\.diagnostics.isEmpty)
          ? "After these fixes (dry run), no diagnostics would remain.\n"
          : "After these fixes (dry run), these diagnostics would remain:\n"
      }
      return label + Self.parallelMap(files) { reporter.render($0) }.joined() + summary
    case .json:
      return JSONReporter.render(files, fixes: fixes, limit: limit, dryRun: options.dryRun)
    case .sarif: return SARIFReporter.render(files, version: Commands.version, limit: limit)
    case .github:
      return Self.parallelMap(files) { GitHubReporter.render($0, limit: limit) }.joined()
    }
  }

  /// `transform` over `items` on all cores, results in order (each file's report is
  /// independent of the others').
  static func parallelMap<T: Sendable, R>(
    _ items: [T], _ transform: @escaping @Sendable (T) -> R
  ) -> [R] {
    ParallelWork.map(count: items.count) { transform(items[$0]) }
  }

  // MARK: - Fixes

  /// `--fix --dry-run`: the diffs go to stderr for the machine formats, so that their stdout
  /// stays one document, and to stdout before the report for text.
  func printDiffs(_ files: [CheckedFile]) {
    let diffs = files.filter(\.changed).map { file in
      LineDiff.unified(
        old: String(decoding: file.original, as: UTF8.self),
        new: String(decoding: file.bytes, as: UTF8.self), path: file.path)
    }.joined()
    if options.format == .text { Console.out(diffs) } else { Console.error(diffs) }
  }

  /// Writes each changed file; false when one could not be written (reported, left intact).
  /// A file that was not written is checked again as it was read, without fixes, so that the
  /// report neither counts its fixes nor hides its diagnostics.
  func write(_ files: inout [CheckedFile]) -> Bool {
    var allWritten = true
    for (index, file) in files.enumerated() where file.changed {
      guard let path = file.filePath else { continue }
      do {
        try AtomicFile(path: path, expected: file.original).write(file.bytes)
      } catch {
        Console.problem("\(file.path): \(error.message)")
        files[index] = CheckedFile(
          path: file.path, filePath: path, bytes: file.original, settings: options.settings,
          fix: false)
        allWritten = false
      }
    }
    return allWritten
  }
}
