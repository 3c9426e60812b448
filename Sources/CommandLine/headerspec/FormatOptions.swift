import JSONSyntax
import SpecConfiguration

/// `headerspec format`'s command line.
struct FormatOptions: Equatable {
  /// What to do with the canonical text.
  enum Mode: Equatable {
    /// Print it to stdout.
    case print
    /// Exit 1 and name the files that would change.
    case check
    /// Write the files that change, atomically.
    case write
  }

  var paths: [String] = []
  var mode = Mode.print
  var stdinFilename: String?
  /// `--line-width N`, when given.
  var lineWidth: Int?
  /// `--indent N|tab`, when given.
  var indent: JSONFormatStyle.Indent?
  /// `--allow-comments`: format JSONC, keeping its comments with their elements.
  var allowsComments = false
  /// Which project configuration to read.
  var configuration = ConfigurationChoice.search

  /// The style for a spec under `configuration`: the standard style, the configuration's
  /// `format` over it, the flags over that.
  func style(for configuration: ProjectConfiguration?) -> JSONFormatStyle {
    var style = configuration?.applied(to: JSONFormatStyle.standard) ?? .standard
    if let lineWidth { style.lineWidth = lineWidth }
    if let indent { style.indent = indent }
    return style
  }

  /// Whether a spec under `configuration` may have comments: the flag, else the
  /// configuration's `allowComments`.
  func allowsComments(for configuration: ProjectConfiguration?) -> Bool {
    allowsComments || configuration?.allowsComments == true
  }

  /// nil for `--help`.
  static func parse(_ arguments: [String]) throws -> FormatOptions? {
    let list = try OptionList(arguments, command: "format", options: SubcommandOptions.format)
    if list.help { return nil }
    guard !list.positional.isEmpty else { throw UsageError(message: "format: missing PATH") }
    if list.has("--check"), list.has("--write") {
      throw UsageError(message: "format: use --check or --write, not both")
    }
    var options = FormatOptions(paths: list.positional)
    options.stdinFilename = list.value("--stdin-filename")
    options.allowsComments = list.has("--allow-comments")
    options.configuration = try ConfigurationChoice(list, command: "format")
    if let width = list.value("--line-width") {
      guard let columns = Int(width), (20...1000).contains(columns) else {
        throw UsageError(message: "format: --line-width takes a number of columns from 20 to 1000")
      }
      options.lineWidth = columns
    }
    if let indent = list.value("--indent") {
      if indent == "tab" {
        options.indent = .tab(width: 4)
      } else if let spaces = Int(indent), (1...16).contains(spaces) {
        options.indent = .spaces(spaces)
      } else {
        throw UsageError(message: "format: --indent takes a number of spaces from 1 to 16, or tab")
      }
    }
    if list.has("--check") { options.mode = .check }
    if list.has("--write") {
      guard !list.positional.contains("-") else {
        throw UsageError(message: "format: --write cannot write standard input")
      }
      options.mode = .write
    }
    return options
  }
}
