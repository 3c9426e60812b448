import HeaderGeometry
import SpecAnalysis
import SpecRendering
import SwiftGeneration

/// The command line, parsed by hand into one `Command` per subcommand (see `HelpText` for the
/// usage of each). Options are `--name VALUE`, `--name=VALUE` or flags, in any order among the
/// positional arguments; `--` ends the options; `-` alone is a positional argument (stdin).
enum Command: Equatable {
  case help(topic: String?)
  case version
  case check(CheckOptions)
  case format(FormatOptions)
  case preview(
    files: [String], progress: [Double]?, format: PreviewFormat, animate: Bool, matrix: Bool,
    settings: Settings, configuration: ConfigurationChoice, events: PreviewCommand.Events?)
  /// `environment`: the keys the environment flags give (an `environment` event merges
  /// over them).
  case simulate(
    file: String?, events: String, format: OutputFormat, settings: Settings,
    environment: EnvironmentChange, configuration: ConfigurationChoice, writesExpectations: Bool)
  /// One code's explanation, or the list of codes when nil.
  case explain(DiagnosticCode?)
  /// `generate swift`: the spec as Swift source, on stdout or into `output`.
  case generateSwift(GenerateCommand)
  /// `diff OLD NEW` or `diff FILE --git REV` (then `old` is the revision); `exitZero`: exit 0
  /// when the specs were compared, whatever changes.
  case diff(
    old: String, new: String, git: String?, format: DiffFormat, settings: Settings,
    exitZero: Bool)
  /// The device presets; with `sources`, where each figure comes from.
  case devices(sources: Bool)
  /// The language server on stdin and stdout.
  case lsp

  /// The analysis flags every spec-reading subcommand takes.
  typealias Settings = AnalysisSettings

  static func parse(_ arguments: [String]) throws -> Command {
    guard let first = arguments.first else { throw UsageError(message: "missing subcommand") }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h": return .help(topic: nil)
    case "help":
      guard rest.count <= 1 else { throw UsageError(message: "help: expected one SUBCOMMAND") }
      if let topic = rest.first, HelpText.subcommand(named: topic) == nil {
        throw UsageError(message: "help: unknown subcommand '\(topic)'")
      }
      return .help(topic: rest.first)
    case "--version": return .version
    case "check": return try CheckOptions.parse(rest).map(Command.check) ?? .help(topic: first)
    case "format": return try FormatOptions.parse(rest).map(Command.format) ?? .help(topic: first)
    case "preview": return try parsePreview(rest) ?? .help(topic: first)
    case "simulate": return try parseSimulate(rest) ?? .help(topic: first)
    case "lsp": return try parseLSP(rest) ?? .help(topic: first)
    case "diff": return try parseDiff(rest) ?? .help(topic: first)
    case "explain": return try parseExplain(rest) ?? .help(topic: first)
    case "generate": return try parseGenerate(rest) ?? .help(topic: first)
    case "devices":
      let options = try OptionList(
        rest, command: "devices", options: SubcommandOptions.devices)
      if options.help { return .help(topic: first) }
      guard options.positional.isEmpty else {
        throw UsageError(message: "devices: takes no arguments")
      }
      return .devices(sources: options.has("--sources"))
    default:
      let kind = first.hasPrefix("-") ? "option" : "subcommand"
      throw UsageError(message: "unknown \(kind) '\(first)'")
    }
  }

  /// nil for `--help`.
  private static func parsePreview(_ arguments: [String]) throws -> Command? {
    let options = try OptionList(
      arguments, command: "preview", options: SubcommandOptions.preview)
    if options.help { return nil }
    guard !options.positional.isEmpty || options.value("--events") != nil else {
      throw UsageError(message: "preview: missing PATH")
    }
    let animate = options.has("--animate")
    let matrix = options.has("--matrix")
    let progress = try options.value("--progress").map(parseProgressList)
    let format = try options.choice("--format", default: PreviewFormat.text)
    if format == .svg || format == .html, options.positional.count > 1 {
      throw UsageError(message: "preview: --format \(format.rawValue) draws one FILE at a time")
    }
    if animate, format != .svg {
      throw UsageError(message: "preview: --animate draws an SVG; add --format svg")
    }
    if animate || format == .html, options.value("--progress") != nil {
      let what = animate ? "--animate" : "--format html"
      throw UsageError(message: "preview: \(what) samples its own progress; leave out --progress")
    }
    if options.value("--events") != nil, format != .html {
      throw UsageError(message: "preview: --events replays in the HTML page; add --format html")
    }
    let environment = try EnvironmentOptions.environment(from: options, command: "preview")
    if matrix, format != .svg {
      throw UsageError(message: "preview: --matrix draws an SVG; add --format svg")
    }
    if matrix, environment != nil {
      throw UsageError(
        message: "preview: --matrix draws every environment of the spec's supports; "
          + "it takes no environment flag")
    }
    return .preview(
      files: options.positional, progress: progress, format: format, animate: animate,
      matrix: matrix,
      settings: AnalysisSettings(
        allowsComments: options.has("--allow-comments"), environment: environment),
      configuration: try ConfigurationChoice(options, command: "preview"),
      events: try options.value("--events").map { path in
        PreviewCommand.Events(
          path: path,
          keys: try EnvironmentOptions.setting(from: options, command: "preview").change)
      })
  }

  /// nil for `--help`.
  private static func parseSimulate(_ arguments: [String]) throws -> Command? {
    let options = try OptionList(
      arguments, command: "simulate", options: SubcommandOptions.simulate)
    if options.help { return nil }
    guard options.positional.count <= 1 else {
      throw UsageError(message: "simulate: expected at most one FILE")
    }
    guard let events = options.value("--events") else {
      throw UsageError(message: "simulate: missing --events EVENTS.json")
    }
    let environment = try EnvironmentOptions.setting(from: options, command: "simulate")
    return .simulate(
      file: options.positional.first, events: events,
      format: try options.choice("--format", default: .text),
      settings: AnalysisSettings(
        allowsComments: options.has("--allow-comments"), environment: environment.environment),
      environment: environment.change,
      configuration: try ConfigurationChoice(options, command: "simulate"),
      writesExpectations: options.has("--write-expectations"))
  }

  /// `generate swift FILE [--type-name NAME] [-o FILE]`; nil for `--help`.
  private static func parseGenerate(_ arguments: [String]) throws -> Command? {
    let options = try OptionList(
      arguments, command: "generate", options: SubcommandOptions.generate)
    if options.help { return nil }
    guard let language = options.positional.first else {
      throw UsageError(message: "generate: missing LANGUAGE (swift)")
    }
    guard language == "swift" else {
      throw UsageError(message: "generate: unknown language '\(language)' (only swift)")
    }
    guard options.positional.count == 2 else {
      throw UsageError(message: "generate swift: expected exactly one FILE")
    }
    let typeName = options.value("--type-name")
    let typeNamePath = options.value("--type-name-from")
    if typeName != nil, typeNamePath != nil {
      throw UsageError(message: "generate swift: --type-name and --type-name-from together")
    }
    if let typeName, let problem = SwiftGenerator.typeNameProblem(typeName) {
      throw UsageError(message: "generate swift: --type-name '\(typeName)' \(problem)")
    }
    let access: SwiftAccessLevel? = try options.value("--access").map {
      guard let level = SwiftAccessLevel(rawValue: $0) else {
        throw UsageError(message: "generate swift: --access must be internal, package or public")
      }
      return level
    }
    return .generateSwift(
      GenerateCommand(
        file: options.positional[1], typeName: typeName, typeNamePath: typeNamePath,
        targetSpecs: options.values["--target-spec"] ?? [], output: options.value("--output"),
        access: access,
        settings: AnalysisSettings(allowsComments: options.has("--allow-comments")),
        configuration: try ConfigurationChoice(options, command: "generate")))
  }

  /// `diff OLD NEW` or `diff FILE --git REV`; nil for `--help`.
  private static func parseDiff(_ arguments: [String]) throws -> Command? {
    let options = try OptionList(arguments, command: "diff", options: SubcommandOptions.diff)
    if options.help { return nil }
    let format = try options.choice("--format", default: DiffFormat.text)
    var settings = AnalysisSettings(allowsComments: options.has("--allow-comments"))
    settings.environment = try EnvironmentOptions.environment(from: options, command: "diff")
    if let revision = options.value("--git") {
      guard options.positional.count == 1, let file = options.positional.first else {
        throw UsageError(message: "diff: --git REV takes exactly one FILE")
      }
      return .diff(
        old: revision, new: file, git: revision, format: format, settings: settings,
        exitZero: options.has("--exit-zero"))
    }
    guard options.positional.count == 2 else {
      throw UsageError(message: "diff: expected OLD and NEW, or FILE --git REV")
    }
    return .diff(
      old: options.positional[0], new: options.positional[1], git: nil, format: format,
      settings: settings, exitZero: options.has("--exit-zero"))
  }

  /// `explain` or `explain CODE`; nil for `--help`.
  private static func parseExplain(_ arguments: [String]) throws -> Command? {
    let options = try OptionList(arguments, command: "explain", options: [])
    if options.help { return nil }
    guard options.positional.count <= 1 else {
      throw UsageError(message: "explain: expected at most one CODE")
    }
    guard let text = options.positional.first else { return .explain(nil) }
    return .explain(try code(text, for: "explain"))
  }

  /// The code `text` names (`HS301`, `hs301`), or a usage error that suggests the closest.
  static func code(_ text: String, for context: String) throws -> DiagnosticCode {
    if let code = DiagnosticCode(code: text) { return code }
    let suggestion = DiagnosticCode.suggestion(for: text).map { "; did you mean \($0.rawValue)?" }
    throw UsageError(
      message: "\(context): there is no code '\(text)'\(suggestion ?? "") "
        + "('headerspec explain' lists every code)")
  }

  /// `lsp`, `lsp --stdio` (what editors pass); `--clientProcessId N` is accepted and ignored.
  /// nil for `--help`.
  private static func parseLSP(_ arguments: [String]) throws -> Command? {
    let options = try OptionList(arguments, command: "lsp", options: SubcommandOptions.lsp)
    if options.help { return nil }
    guard options.positional.isEmpty else { throw UsageError(message: "lsp: takes no arguments") }
    return .lsp
  }

  /// `0,0.25,-0.2`: finite numbers separated by commas.
  static func parseProgressList(_ text: String) throws -> [Double] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    if let problem = PreviewLimits.progressProblem(count: parts.count) {
      throw UsageError(message: "--progress: \(problem)")
    }
    return try parts.map { part in
      let trimmed = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard let value = Double(trimmed), value.isFinite else {
        throw UsageError(message: "--progress: '\(trimmed)' is not a number")
      }
      return value
    }
  }
}

/// `simulate --format`'s values.
enum OutputFormat: String, Equatable, CaseIterable {
  case text, json
}

/// `preview --format`'s values.
enum PreviewFormat: String, Equatable, CaseIterable {
  case text, json, svg, html
}
