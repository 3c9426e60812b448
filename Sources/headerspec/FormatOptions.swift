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

  /// nil for `--help`.
  static func parse(_ arguments: [String]) throws -> FormatOptions? {
    let list = try OptionList(
      arguments, command: "format", valued: ["--stdin-filename"], flags: ["--check", "--write"])
    if list.help { return nil }
    guard !list.positional.isEmpty else { throw UsageError(message: "format: missing PATH") }
    if list.has("--check"), list.has("--write") {
      throw UsageError(message: "format: use --check or --write, not both")
    }
    var options = FormatOptions(paths: list.positional)
    options.stdinFilename = list.value("--stdin-filename")
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
