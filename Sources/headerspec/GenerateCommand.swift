import HeaderGeometry
import HeaderSpecLoading
import SwiftGeneration

/// `headerspec generate swift FILE [--type-name NAME] [-o FILE]`: the spec as Swift source
/// (`SwiftGenerator`), on stdout or written atomically to the output file. A spec with errors
/// prints its diagnostics as `check` does and exits 1; an output file that already holds the
/// same bytes is left alone, so a build does not recompile what did not change.
struct GenerateCommand {
  var file: String
  var typeName: String?
  var output: String?
  var settings: AnalysisSettings

  func run() -> Int32 {
    guard let (path, document, _) = Commands.loadDocument(.file(file), settings: settings),
      let spec = document.spec
    else { return 1 }
    let name = typeName ?? SwiftGenerator.typeName(forFile: path)
    let source = SwiftGenerator.source(
      for: spec, typeName: name, sourceName: String(path.split(separator: "/").last ?? ""))
    guard let output else {
      Console.out(source)
      return 0
    }
    let bytes = Array(source.utf8)
    if let existing = try? SpecFile.read(output), existing == bytes { return 0 }
    do {
      try AtomicFile(path: output, expected: nil).write(bytes)
    } catch {
      Console.problem("\(output): \(error.message)")
      return 2
    }
    return 0
  }
}
