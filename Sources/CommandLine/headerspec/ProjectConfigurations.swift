import Foundation
import JSONSyntax
import SpecAnalysis
import SpecConfiguration
import SpecFiles
import SpecRendering

/// The `.headerspec.json` that applies to each input, each configuration file read and
/// checked once however many specs share it. The search stops at the repository root or the
/// user's home, and a file that someone else owns or may write is not read
/// (`ConfigurationTrust`; said once, on stderr). `--no-config` reads none, `--config FILE`
/// reads FILE for every spec. Thread-safe: `check` looks configurations up from all cores.
final class ProjectConfigurations: @unchecked Sendable {
  typealias Entry = ProjectConfigurationCache.Entry

  /// The most problems printed per configuration file, then "and N more" (as a spec's).
  static let problemLimit = CheckOptions.defaultMaxDiagnostics

  private let lock = NSLock()
  private var cache = ProjectConfigurationCache(home: ConfigurationTrust.homeFolder)
  private let choice: ConfigurationChoice
  /// `--config FILE`, read once: its entry, or why it could not be read.
  private var named: Result<Entry, SpecFile.Failure>?

  init(_ choice: ConfigurationChoice = .search) {
    self.choice = choice
  }

  /// The configuration for the spec at `path` (relative to the working directory or
  /// absolute; it need not exist), nil when none applies (or `path` is nil: standard input
  /// without a name).
  func entry(forSpecAt path: String?) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    switch choice {
    case .none:
      return nil
    case .file(let file):
      if named == nil {
        named = Result { () throws(SpecFile.Failure) in
          let bytes = try SpecFile.read(file)
          let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
          return Entry(
            path: absolute, configuration: ProjectConfiguration(bytes: bytes), bytes: bytes)
        }
      }
      return try? named?.get()
    case .search:
      guard let path else { return nil }
      let absolute = URL(fileURLWithPath: path).standardizedFileURL
      let folder = absolute.deletingLastPathComponent().resolvingSymlinksInPath().path
      return cache.entry(
        forSpecAt: folder + "/" + absolute.lastPathComponent,
        exists: { FileManager.default.fileExists(atPath: $0) },
        read: { try? SpecFile.read($0) },
        refusal: ConfigurationTrust.refusal(ofFileAt:))
    }
  }

  /// The most bytes read of the spec at `path`: its configuration's `maxFileSizeMiB`, else
  /// `SpecFile.defaultSizeLimit`.
  func sizeLimit(forSpecAt path: String?) -> Int {
    entry(forSpecAt: path)?.configuration.fileSizeLimit ?? SpecFile.defaultSizeLimit
  }

  /// The settings for the spec at `path` (none for standard input): its configuration over
  /// the defaults, then every flag given in `flags` over that (`--allow-comments`,
  /// `--severity` code by code, the environment flags over the configuration's
  /// `environment`; `failingSeverities` are always the flags').
  func settings(forSpecAt path: String?, flags: AnalysisSettings) -> AnalysisSettings {
    Self.settings(flags, under: entry(forSpecAt: path)?.configuration)
  }

  /// `flags` over `configuration` over the defaults (see `settings(forSpecAt:flags:)`).
  static func settings(_ flags: AnalysisSettings, under configuration: ProjectConfiguration?)
    -> AnalysisSettings
  {
    guard let configuration else { return flags }
    var result = configuration.applied(to: AnalysisSettings())
    if flags.allowsComments { result.allowsComments = true }
    result.severityOverrides.merge(flags.severityOverrides) { _, flag in flag }
    result.failingSeverities = flags.failingSeverities
    result.environment = flags.environment ?? result.environment
    return result
  }

  /// Prints, on stderr, the configuration files refused and the problems of every one read,
  /// in check's text layout (escaped, at most `problemLimit` per file); whether one of them is
  /// an error (a refused or unreadable `--config FILE` is).
  func reportProblems() -> Bool {
    lock.lock()
    let read = cache.entriesRead
    let refusals = cache.refusals
    let named = self.named
    lock.unlock()
    var hasErrors = false
    for refusal in refusals {
      Console.problem(
        "warning: \(TerminalText.escaped(Self.displayName(refusal.path))): \(refusal.reason)")
    }
    if case .failure(let failure) = named, case .file(let file) = choice {
      Console.problem("--config \(TerminalText.escaped(file)): \(failure.message)")
      hasErrors = true
    }
    var entries = read
    if case .success(let entry) = named { entries.append(entry) }
    for entry in entries where !entry.configuration.diagnostics.isEmpty {
      let lines = LineIndex(bytes: entry.bytes)
      let name = TerminalText.escaped(Self.displayName(entry.path))
      let all = entry.configuration.diagnostics
      for diagnostic in all.prefix(Self.problemLimit) {
        let position = lines.position(ofUTF8Offset: diagnostic.range.start, in: .utf32)
        Console.error(
          "\(name):\(position.line + 1):\(position.column + 1): "
            + "\(diagnostic.severity.rawValue): \(TerminalText.escaped(diagnostic.message)) "
            + "[\(diagnostic.code.rawValue)]\n")
      }
      if all.count > Self.problemLimit {
        Console.error("\(name): and \(all.count - Self.problemLimit) more problems\n")
      }
      hasErrors = hasErrors || all.contains { $0.severity == .error }
    }
    return hasErrors
  }

  /// `path` relative to the working directory when it lies below it, else as it is.
  static func displayName(_ path: String) -> String {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .resolvingSymlinksInPath().path
    let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
