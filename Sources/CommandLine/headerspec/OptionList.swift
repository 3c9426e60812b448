/// Options and positional arguments of one subcommand, in any order: `--name VALUE`,
/// `--name=VALUE`, flags (`--fix`), `--help`/`-h`; `--` ends the options; `-` is positional.
/// An option the subcommand does not declare (`SubcommandOptions`) is a usage error naming the
/// subcommand.
struct OptionList {
  var positional: [String] = []
  /// Every value of each valued option, in order (repeatable options keep them all), under the
  /// option's long name whatever name it was given by.
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var help = false

  init(_ arguments: [String], command: String, options: [OptionDeclaration]) throws {
    var declared: [String: OptionDeclaration] = [:]
    for option in options {
      for name in option.names { declared[name] = option }
    }
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positional.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "--help" || argument == "-h" {
        help = true
      } else {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let given = String(parts[0])
        guard let option = declared[given] else {
          throw UsageError(
            message: "\(command): unknown option '\(given)' (see 'headerspec help \(command)')")
        }
        if !option.takesValue {
          guard parts.count == 1 else { throw UsageError(message: "\(given) takes no value") }
          flags.insert(option.name)
        } else {
          let value: String
          if parts.count == 2 {
            value = String(parts[1])
          } else {
            guard index < arguments.count else {
              throw UsageError(message: "\(given) needs a value")
            }
            value = arguments[index]
            index += 1
          }
          values[option.name, default: []].append(value)
        }
      }
    }
  }

  /// The last value given for `name`.
  func value(_ name: String) -> String? { values[name]?.last }

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of `name` as one of `T`'s cases, matched whatever its case (`Landscape`), or
  /// `fallback` when absent.
  func choice<T: RawRepresentable & CaseIterable>(_ name: String, default fallback: T) throws -> T
  where T.RawValue == String {
    guard let text = value(name) else { return fallback }
    guard let choice = T.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
    else {
      let names = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(message: "\(name): expected one of \(names) (not '\(text)')")
    }
    return choice
  }
}
