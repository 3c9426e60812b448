/// Which `.headerspec.json` a command reads: the one found above each spec (the default),
/// none (`--no-config`), or one named file for every spec (`--config FILE`).
enum ConfigurationChoice: Equatable, Sendable {
  case search
  case none
  case file(String)

  /// The flags' declarations, shared by every subcommand that reads a configuration.
  static let declarations = [
    OptionDeclaration(
      "--config", value: "FILE",
      "read the project configuration from FILE for every spec, instead of searching"),
    OptionDeclaration("--no-config", "read no project configuration (.headerspec.json)"),
  ]

  /// The choice `options` make; a usage error when both flags are given.
  init(_ options: OptionList, command: String) throws {
    switch (options.value("--config"), options.has("--no-config")) {
    case (nil, false): self = .search
    case (nil, true): self = .none
    case (let file?, false): self = .file(file)
    case (_?, true):
      throw UsageError(message: "\(command): --config and --no-config exclude each other")
    }
  }
}
