/// One option of a subcommand, declared once: the parser accepts it by these names and
/// `SUBCOMMAND --help` prints it from the same value (`SubcommandOptions` lists them).
struct OptionDeclaration: Equatable {
  /// The names it is given by, the long one last (`-o`, `--output`); values are stored under
  /// the last.
  var names: [String]
  /// What its value is called in the help (`N`, `text|json`); nil for a flag without value.
  var valueName: String?
  /// What it does, one sentence or more, wrapped when printed.
  var summary: String

  /// `--name`, with a one-letter `short` name (`-o`) printed first when there is one.
  init(_ name: String, short: String? = nil, value valueName: String? = nil, _ summary: String) {
    self.names = (short.map { [$0] } ?? []) + [name]
    self.valueName = valueName
    self.summary = summary
  }

  /// The name values are stored under (the last, long one).
  var name: String { names[names.count - 1] }

  var takesValue: Bool { valueName != nil }

  /// The same option with another summary, for a subcommand that says more about it.
  func summarized(_ summary: String) -> OptionDeclaration {
    var copy = self
    copy.summary = summary
    return copy
  }
}
