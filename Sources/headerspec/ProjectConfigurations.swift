import Foundation
import HeaderSpecLoading
import JSONSyntax
import SpecConfiguration
import SpecFiles

/// The `.headerspec.json` that applies to each input, each configuration file read and
/// checked once however many specs share it. Thread-safe: `check` looks configurations up
/// from all cores.
final class ProjectConfigurations: @unchecked Sendable {
  typealias Entry = ProjectConfigurationCache.Entry

  private let lock = NSLock()
  private var cache = ProjectConfigurationCache()

  /// The configuration for the spec at `path` (relative to the working directory or
  /// absolute; it need not exist), nil when none applies.
  func entry(forSpecAt path: String) -> Entry? {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL
    let folder = absolute.deletingLastPathComponent().resolvingSymlinksInPath().path
    lock.lock()
    defer { lock.unlock() }
    return cache.entry(
      forSpecAt: folder + "/" + absolute.lastPathComponent,
      exists: { FileManager.default.fileExists(atPath: $0) },
      read: { try? SpecFile.read($0) })
  }

  /// The settings for the spec at `path` (none for standard input): its configuration over
  /// the defaults, then every flag given in `flags` over that (`--allow-comments`,
  /// `--severity` code by code, the environment flags over the configuration's
  /// `environment`; `failingSeverities` are always the flags').
  func settings(forSpecAt path: String?, flags: AnalysisSettings) -> AnalysisSettings {
    Self.settings(flags, under: path.flatMap { entry(forSpecAt: $0)?.configuration })
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

  /// Prints the problems of every configuration file read, on stderr, in check's text
  /// layout; whether one of them is an error.
  func reportProblems() -> Bool {
    lock.lock()
    let read = cache.entriesRead
    lock.unlock()
    var hasErrors = false
    for entry in read where !entry.configuration.diagnostics.isEmpty {
      let lines = LineIndex(bytes: entry.bytes)
      let name = Self.displayName(entry.path)
      for diagnostic in entry.configuration.diagnostics {
        let position = lines.position(ofUTF8Offset: diagnostic.range.start, in: .utf32)
        Console.error(
          "\(name):\(position.line + 1):\(position.column + 1): "
            + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
        )
        hasErrors = hasErrors || diagnostic.severity == .error
      }
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
