/// The command line, parsed by hand: `preview FILE... [--progress LIST] [--format F]`,
/// `simulate FILE --events FILE [--format F]`, `lsp [--stdio]`, `--help`, `--version`.
enum Command: Equatable {
  case help
  case version
  case preview(files: [String], progress: [Double], format: OutputFormat)
  case simulate(file: String, events: String, format: OutputFormat)
  /// The language server on stdin and stdout.
  case lsp

  static let defaultProgress = [0, 0.25, 0.5, 0.75, 1.0]

  static let usage = """
    usage: headerspec preview FILE... [--progress 0,0.25,0.5,0.75,1] [--format text|json]
           headerspec simulate FILE --events EVENTS.json [--format text|json]
           headerspec lsp [--stdio]
           headerspec --help | --version
    """

  static func parse(_ arguments: [String]) throws -> Command {
    guard let first = arguments.first else { throw UsageError(message: "missing subcommand") }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h", "help": return .help
    case "--version": return .version
    case "preview": return try parsePreview(rest)
    case "simulate": return try parseSimulate(rest)
    case "lsp": return try parseLSP(rest)
    default: throw UsageError(message: "unknown subcommand or option '\(first)'")
    }
  }

  private static func parsePreview(_ arguments: [String]) throws -> Command {
    let options = try OptionList(arguments, allowed: ["--progress", "--format"])
    if options.help { return .help }
    guard !options.positional.isEmpty else { throw UsageError(message: "preview: missing FILE") }
    let progress = try options.value("--progress").map(parseProgressList) ?? defaultProgress
    return .preview(
      files: options.positional, progress: progress, format: try options.format())
  }

  private static func parseSimulate(_ arguments: [String]) throws -> Command {
    let options = try OptionList(arguments, allowed: ["--events", "--format"])
    if options.help { return .help }
    guard options.positional.count == 1, let file = options.positional.first else {
      throw UsageError(message: "simulate: expected exactly one FILE")
    }
    guard let events = options.value("--events") else {
      throw UsageError(message: "simulate: missing --events EVENTS.json")
    }
    return .simulate(file: file, events: events, format: try options.format())
  }

  /// `lsp`, `lsp --stdio` (what editors pass); `--clientProcessId=N` is accepted and ignored.
  private static func parseLSP(_ arguments: [String]) throws -> Command {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" { return .help }
      if argument == "--clientProcessId" { index += 1 }  // its value follows
      guard argument == "--stdio" || argument.hasPrefix("--clientProcessId") else {
        throw UsageError(message: "lsp: unknown option '\(argument)' (only --stdio)")
      }
    }
    return .lsp
  }

  /// `0,0.25,-0.2`: finite numbers separated by commas.
  static func parseProgressList(_ text: String) throws -> [Double] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    return try parts.map { part in
      let trimmed = part.trimmingCharacters(in: " ")
      guard let value = Double(trimmed), value.isFinite else {
        throw UsageError(message: "--progress: '\(trimmed)' is not a number")
      }
      return value
    }
  }
}

/// `--format`'s values.
enum OutputFormat: String, Equatable {
  case text, json
}

/// Options (`--name VALUE` or `--name=VALUE`) and positional arguments, in any order.
struct OptionList {
  var positional: [String] = []
  var values: [String: String] = [:]
  var help = false

  init(_ arguments: [String], allowed: Set<String>) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" {
        help = true
      } else if argument.hasPrefix("-") && argument.count > 1 {
        let parts = argument.split(separator: "=", maxSplits: 1)
        let name = String(parts[0])
        guard allowed.contains(name) else {
          throw UsageError(message: "unknown option '\(name)'")
        }
        if parts.count == 2 {
          values[name] = String(parts[1])
        } else {
          guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
          values[name] = arguments[index]
          index += 1
        }
      } else {
        positional.append(argument)
      }
    }
  }

  func value(_ name: String) -> String? { values[name] }

  func format() throws -> OutputFormat {
    guard let name = values["--format"] else { return .text }
    guard let format = OutputFormat(rawValue: name) else {
      throw UsageError(message: "--format: expected text or json (not '\(name)')")
    }
    return format
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
