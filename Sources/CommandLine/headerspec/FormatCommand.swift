import JSONSyntax
import SpecAnalysis
import SpecConfiguration
import SpecFiles
import SpecRendering

/// `headerspec format`: the canonical text of each input through `JSONPrinter`, in the style
/// of the options (`--line-width`, `--indent`); with `--allow-comments` a JSONC spec keeps its
/// comments. A spec with syntax errors (comments are errors without `--allow-comments`) is
/// reported on stderr with its syntax diagnostics and never written. Exit status: 2 for an unreadable path, else 1 when a file cannot be formatted or
/// (with `--check`) would change, else 0.
struct FormatCommand {
  var options: FormatOptions

  func run() -> Int32 {
    let paths = InputPaths(options.paths)
    paths.errors.forEach { Console.problem($0) }
    paths.notes.forEach { Console.problem("warning: \($0)") }
    var status: Int32 = paths.errors.isEmpty ? 0 : 2
    let configurations = ProjectConfigurations(options.configuration)
    for input in paths.inputs {
      let name: String
      let bytes: [UInt8]
      switch input {
      case .standardInput: name = options.stdinFilename ?? "<stdin>"
      case .file(let path): name = path
      }
      let place = input == .standardInput ? options.stdinFilename : name
      let configuration = configurations.entry(forSpecAt: place)?.configuration
      let limit = configuration?.fileSizeLimit ?? SpecFile.defaultSizeLimit
      do {
        bytes =
          try input == .standardInput
          ? SpecFile.readStandardInput(limit: limit) : SpecFile.read(name, limit: limit)
      } catch {
        Console.problem("\(name): \(error.message)")
        status = 2
        continue
      }
      let outcome = format(
        bytes, name: name, path: input == .standardInput ? nil : name,
        configuration: configuration)
      if status != 2 { status = max(status, outcome) }
    }
    if configurations.reportProblems() { status = 2 }
    return status
  }

  /// Formats one input in the style of its project configuration and the flags; its exit
  /// status.
  func format(
    _ bytes: [UInt8], name: String, path: String?, configuration: ProjectConfiguration?
  ) -> Int32 {
    let allowsComments = options.allowsComments(for: configuration)
    let tree = SyntaxTree(bytes: bytes, options: allowsComments ? .jsonc : .json)
    let formatted: [UInt8]
    do {
      formatted = try JSONPrinter.printedBytes(tree, style: options.style(for: configuration))
    } catch {
      reportUnformattable(bytes, name: name, refusal: error, allowsComments: allowsComments)
      return 1
    }
    switch options.mode {
    case .print:
      Console.out(String(decoding: formatted, as: UTF8.self))
      return 0
    case .check:
      guard formatted != bytes else { return 0 }
      Console.out("would reformat \(TerminalText.escaped(name))\n")
      return 1
    case .write:
      guard formatted != bytes, let path else { return 0 }
      do {
        try AtomicFile(path: path, expected: bytes).write(formatted)
        Console.out("formatted \(TerminalText.escaped(name))\n")
        return 0
      } catch {
        Console.problem("\(path): \(error.message)")
        return 2
      }
    }
  }

  /// Why the printer refused: the syntax errors in check's text format, or where a comment
  /// stands that the canonical layout has no place for.
  func reportUnformattable(
    _ bytes: [UInt8], name: String, refusal: FormatRefusal, allowsComments: Bool
  ) {
    let file = CheckedFile(
      path: name, filePath: nil, bytes: bytes,
      settings: AnalysisSettings(allowsComments: allowsComments), fix: false)
    switch refusal {
    case .commentInsideMember(let range):
      let position = file.position(range.start)
      Console.problem(
        "\(name):\(position.line):\(position.column): not formatted: a comment between a key and its value has no place in the canonical layout; move it before the member"
      )
    case .syntaxErrors:
      let errors = file.diagnostics.filter {
        $0.code.rawValue.hasPrefix("HS1") && $0.severity == .error
      }
      let hint =
        !options.allowsComments
          && errors.contains { $0.message.contains("Comments are not allowed") }
        ? " (use --allow-comments to format JSON with comments)" : ""
      Console.problem("\(name): not formatted: fix its syntax errors first\(hint)")
      Console.error(TextReporter(colors: false).render(file, only: errors))
    }
  }
}
