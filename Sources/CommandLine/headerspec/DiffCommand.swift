import Foundation
import HeaderGeometry
import SpecAnalysis
import SpecFiles
import SpecRendering

/// `headerspec diff OLD NEW` and `headerspec diff FILE --git REV`: what changes on screen
/// between two specs (`SpecDiff`, Schemas/FORMAT.md#diff), in text, JSON, GitHub annotations on
/// the new file's lines, or an SVG of the old over the new. Exit 0 when nothing on screen
/// changes (and with `--format svg` or `--exit-zero` when the comparison was made), 1 when
/// something does, 2 when a file cannot be read or has errors, git cannot give the old
/// version, or the comparison as written would pass its budget (`RenderBudget.commandLine`,
/// counted before any layout; environments of `supports` past it are named, not compared).
/// With the environment flags, both specs are compared in that environment alone (adapted to
/// it, as `preview` lays them out), not in the spec's supported ones.
struct DiffCommand {
  var old: String
  var new: String
  /// With `--git REV`: `old` is the revision, read with `git show REV:./FILE` in FILE's folder.
  var gitRevision: String?
  var format: DiffFormat
  var settings: AnalysisSettings
  /// `--exit-zero`: 0 rather than 1 when something changes (a report, not a gate).
  var exitZero = false

  func run() -> Int32 {
    let oldName = gitRevision.map { "\($0):\(new)" } ?? old
    guard let newBytes = Self.read(new) else { return 2 }
    let oldBytes: [UInt8]
    if let gitRevision {
      do {
        oldBytes = try Self.gitShow(gitRevision, file: new)
      } catch {
        Console.problem("diff: \(error.message)")
        return 2
      }
    } else {
      guard let bytes = Self.read(old) else { return 2 }
      oldBytes = bytes
    }
    // The models first: the budget is counted on them, before the geometry is checked (in a
    // spec's every supported environment) for errors.
    guard let oldModel = spec(.model(bytes: oldBytes, settings: settings), path: oldName),
      let newModel = spec(.model(bytes: newBytes, settings: settings), path: new)
    else { return 2 }
    do throws(RenderBudget.Exceeded) {
      try RenderBudget.commandLine.check(SpecDiff.work(old: oldModel.spec, new: newModel.spec))
    } catch {
      Console.problem("diff: \(error.message)")
      return 2
    }
    guard var before = spec(oldModel.document.checkingGeometry(), path: oldName),
      var after = spec(newModel.document.checkingGeometry(), path: new)
    else { return 2 }
    if let environment = settings.environment {
      before.spec = Self.inOnly(environment, before.spec)
      after.spec = Self.inOnly(environment, after.spec)
    }
    let diff: SpecDiff
    let svg: String?
    do throws(RenderBudget.Exceeded) {
      diff = try SpecDiff(old: before.spec, new: after.spec)
      svg =
        format == .svg
        ? try SpecDiffSVG.render(old: ResolvedHeader(before.spec), new: ResolvedHeader(after.spec))
        : nil
    } catch {
      Console.problem("diff: \(error.message)")
      return 2
    }
    switch format {
    case .text: Console.out(DiffText.render(diff))
    case .json: Console.out(DiffText.json(diff).text(.pretty) + "\n")
    case .svg: Console.out(svg ?? "")
    case .github:
      let file = CheckedFile(path: new, bytes: newBytes, diagnostics: [], settings: settings)
      Console.out(
        DiffText.github(
          diff, file: file, sourceMap: after.document.sourceMap, ids: after.spec.subviews.map(\.id))
      )
    }
    // The picture is the answer: written is success, so `diff --format svg a b > x.svg &&
    // open x.svg` works; the other formats say "same" or "different" as diff(1) does.
    return diff.isEmpty || format == .svg || exitZero ? 0 : 1
  }

  /// `spec` adapted to `environment`, supporting no other.
  static func inOnly(_ environment: HeaderEnvironment, _ spec: HeaderSpec) -> HeaderSpec {
    var adapted = spec.adapted(to: environment)
    adapted.supports = EnvironmentMatrix()
    return adapted
  }

  /// The lowered spec of `document`; nil after printing its errors as `check` does.
  private func spec(_ document: SpecDocument, path: String)
    -> (spec: HeaderSpec, document: SpecDocument)?
  {
    let errors = document.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, let spec = document.spec else {
      let file = CheckedFile(
        path: path, bytes: document.syntax.bytes, diagnostics: errors, settings: settings)
      let reporter = TextReporter(colors: false)
      Console.error(reporter.render(file) + reporter.summary([file], fixes: nil))
      return nil
    }
    return (spec, document)
  }

  /// The file's bytes; nil after printing why it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    do {
      return try SpecFile.read(path)
    } catch {
      Console.problem("\(path): \(error.message)")
      return nil
    }
  }

  /// `git show REV:./NAME` run in the file's folder: the file as it was at `revision`. A
  /// revision that starts with `-` is refused (git would take it for an option), the others
  /// follow `--end-of-options`; a revision that names no commit and a file that is not in it
  /// are each said in their own words.
  static func gitShow(_ revision: String, file: String) throws(InputError) -> [UInt8] {
    guard !revision.hasPrefix("-") else {
      throw InputError(message: "--git \(revision): a revision cannot start with '-'")
    }
    let url = URL(fileURLWithPath: file)
    let folder = url.deletingLastPathComponent()
    let commit = try runGit(
      ["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"], in: folder)
    guard commit.status == 0 else {
      throw InputError(message: "--git \(revision): no such revision in this repository")
    }
    let object = "\(revision):./\(url.lastPathComponent)"
    let shown = try runGit(["show", "--end-of-options", object], in: folder)
    guard shown.status == 0 else {
      let exists = try runGit(["cat-file", "-e", "--end-of-options", object], in: folder)
      if exists.status != 0 {
        throw InputError(message: "--git \(revision): \(url.lastPathComponent) is not in it")
      }
      throw InputError(message: "git show \(object): \(shown.errors)")
    }
    return Array(shown.output)
  }

  /// Runs `git ARGUMENTS` in `folder` with no standard input: its status, its output and its
  /// error text (trimmed).
  private static func runGit(_ arguments: [String], in folder: URL) throws(InputError) -> (
    status: Int32, output: Data, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw InputError(message: "cannot run git: \(error.localizedDescription)")
    }
    // Read both pipes to the end before waiting, so a large file cannot block git.
    nonisolated(unsafe) var problem = Data()
    let reader = Thread { problem = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
    let text = String(decoding: problem, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return (process.terminationStatus, data, text)
  }
}

/// `diff --format`'s values.
enum DiffFormat: String, Equatable, CaseIterable {
  case text, json, github, svg
}
