import SpecAnalysis
import SpecConfiguration

/// `headerspec check`'s command line.
struct CheckOptions: Equatable {
  /// `--format`'s values.
  enum Format: String, Equatable, CaseIterable {
    case text, json, sarif, github
  }

  /// `--color`'s values; `auto` colours text output when stdout is a terminal and `NO_COLOR`
  /// is unset or empty.
  enum ColorChoice: String, Equatable, CaseIterable {
    case auto, always, never
  }

  /// `--fail-on`'s values: the least severe diagnostic that makes `check` exit 1.
  enum FailOn: String, Equatable, CaseIterable {
    case error, warning, information

    var severities: Set<DiagnosticSeverity> {
      switch self {
      case .error: [.error]
      case .warning: [.error, .warning]
      case .information: [.error, .warning, .information]
      }
    }
  }

  /// Files, directories, glob patterns and `-`; the current directory when empty.
  var paths: [String] = []
  var stdinFilename: String?
  var format: Format = .text
  var color: ColorChoice = .auto
  var failOn: FailOn = .error
  /// The settings the flags give (`--allow-comments`, `--severity`, `--fail-on`) over the
  /// defaults; see `settings(for:)` for a spec with a project configuration.
  var settings = AnalysisSettings()
  /// Which project configuration to read.
  var configuration = ConfigurationChoice.search
  var fix = false
  var dryRun = false
  /// `--max-diagnostics`: the most diagnostics printed per file, in every format, before one
  /// closing "and N more"; nil (`--max-diagnostics 0`) prints them all. The summary and the
  /// exit status count every diagnostic.
  var maxDiagnostics: Int? = CheckOptions.defaultMaxDiagnostics

  /// `--max-diagnostics`'s default: more than any spec written by hand has, few enough that a
  /// binary or generated file does not flood a terminal or a CI log.
  static let defaultMaxDiagnostics = 1000

  /// nil for `--help`.
  static func parse(_ arguments: [String]) throws -> CheckOptions? {
    let list = try OptionList(arguments, command: "check", options: SubcommandOptions.check)
    if list.help { return nil }
    var options = CheckOptions()
    options.paths = list.positional
    options.stdinFilename = list.value("--stdin-filename")
    options.format = try list.choice("--format", default: .text)
    options.color = try list.choice("--color", default: .auto)
    options.failOn = try list.choice("--fail-on", default: .error)
    options.fix = list.has("--fix")
    options.dryRun = list.has("--dry-run")
    if let text = list.value("--max-diagnostics") {
      guard let limit = Int(text), limit >= 0 else {
        throw UsageError(
          message: "--max-diagnostics: expected a whole number, 0 for no limit (not '\(text)')")
      }
      options.maxDiagnostics = limit == 0 ? nil : limit
    }
    if options.dryRun, !options.fix {
      throw UsageError(message: "check: --dry-run only goes with --fix")
    }
    if options.fix, options.paths.contains("-"), !options.dryRun {
      throw UsageError(message: "check: --fix cannot write standard input; add --dry-run")
    }
    options.settings = try settings(list)
    options.configuration = try ConfigurationChoice(list, command: "check")
    options.settings.environment = try EnvironmentOptions.environment(from: list, command: "check")
    options.settings.failingSeverities = options.failOn.severities
    return options
  }

  /// The settings for a spec under `configuration` (`ProjectConfigurations.settings`).
  func settings(for configuration: ProjectConfiguration?) -> AnalysisSettings {
    ProjectConfigurations.settings(settings, under: configuration)
  }

  /// `--allow-comments` and each `--severity CODE=LEVEL` (LEVEL `off` turns CODE off).
  static func settings(_ list: OptionList) throws -> AnalysisSettings {
    var settings = AnalysisSettings(allowsComments: list.has("--allow-comments"))
    for item in list.values["--severity"] ?? [] {
      let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else {
        throw UsageError(
          message: "--severity: expected CODE=LEVEL with a code such as HS301 (not '\(item)')")
      }
      let code = try Command.code(parts[0], for: "--severity")
      if code.severityIsFixed {
        throw UsageError(
          message: "--severity: \(code.rawValue) is a syntax error, which always counts as an error"
        )
      }
      if parts[1] == "off" {
        settings.severityOverrides[code.rawValue] = .some(nil)
      } else if let level = DiagnosticSeverity(rawValue: parts[1]) {
        settings.severityOverrides[code.rawValue] = level
      } else {
        throw UsageError(
          message:
            "--severity: LEVEL is error, warning, information, hint or off (not '\(parts[1])')")
      }
    }
    return settings
  }
}
