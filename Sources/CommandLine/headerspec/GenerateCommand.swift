import HeaderGeometry
import JSONSyntax
import SpecAnalysis
import SpecFiles
import SwiftGeneration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `headerspec generate swift FILE [--type-name NAME] [--access LEVEL] [-o FILE]`: the spec as
/// Swift source (`SwiftGenerator`), on stdout or written atomically to the output file. The
/// type is `--type-name`, else the spec's `name`, else its file's (`TypeNaming`); with
/// `--target-spec` (the build plugin gives every spec of the target), the name among those
/// specs, and two specs that would generate one type are an error naming both. The
/// access level is `--access`, else the spec's project configuration's `generate.access`
/// (`.headerspec.json`), else internal. A spec with errors
/// prints its diagnostics as `check` does and exits 1, and its warnings are printed as `check`
/// prints them; an output file that already holds the
/// same bytes is left alone, so a build does not recompile what did not change. `-o -` is
/// standard output, and a device such as `/dev/null` is written as it is; an output that is
/// the input spec itself (by any path or link) is refused with status 2.
struct GenerateCommand: Equatable {
  var file: String
  var typeName: String?
  /// `--type-name-from`: the type named after this path when the spec has no `name`.
  var typeNamePath: String? = nil
  /// `--target-spec`: every spec of the target the type is generated for.
  var targetSpecs: [String] = []
  var output: String?
  /// `--access`; nil leaves it to the project configuration.
  var access: SwiftAccessLevel?
  var settings: AnalysisSettings
  var configuration: ConfigurationChoice = .search

  func run() -> Int32 {
    let configurations = ProjectConfigurations(configuration)
    let project = configurations.entry(forSpecAt: file)?.configuration
    let settings = ProjectConfigurations.settings(settings, under: project)
    guard
      let (path, document, _) = Commands.loadDocument(
        .file(file), settings: settings,
        sizeLimit: project?.fileSizeLimit ?? SpecFile.defaultSizeLimit, printsWarnings: true),
      let spec = document.spec
    else { return configurations.reportProblems() ? 2 : 1 }
    if configurations.reportProblems() { return 2 }
    let level =
      access ?? project?.generatedAccess.flatMap(SwiftAccessLevel.init(rawValue:)) ?? .internal
    guard let name = typeName ?? targetTypeName(spec, settings: settings) else { return 1 }
    let source = SwiftGenerator.source(
      for: spec, typeName: name, sourceName: String(path.split(separator: "/").last ?? ""),
      access: level)
    guard let output, output != "-" else {
      Console.out(source)
      return 0
    }
    if Self.isSameFile(output, path) {
      Console.problem("\(output): is the input spec; refusing to replace it with Swift")
      return 2
    }
    let bytes = Array(source.utf8)
    if Self.isCharacterDevice(output) {
      return Self.writeToDevice(bytes, output) ? 0 : 2
    }
    if let existing = try? SpecFile.read(output), existing == bytes { return 0 }
    do {
      try AtomicFile(path: output, expected: nil).write(bytes)
    } catch {
      Console.problem("\(output): \(error.message)")
      return 2
    }
    return 0
  }

  /// The type `spec` (at `file`) generates: its `name`'s, else `--type-name-from`'s or its
  /// file's, and among `targetSpecs` (which hold it) the name `TypeNaming.names(of:)` gives
  /// it; nil, after saying so, when another of them would generate the same type.
  func targetTypeName(_ spec: HeaderSpec, settings: AnalysisSettings) -> String? {
    guard let index = targetSpecs.firstIndex(where: { Self.isSameFile($0, file) }) else {
      if let named = spec.name.flatMap(TypeNaming.typeName(forName:)) { return named }
      return typeNamePath.map(SwiftGenerator.typeName(forPath:))
        ?? SwiftGenerator.typeName(forFile: file)
    }
    let specs = targetSpecs.enumerated().map { offset, path in
      TypeNaming.Spec(
        path: path,
        name: offset == index ? spec.name : Self.specName(at: path, settings: settings))
    }
    let names = TypeNaming.names(of: specs)
    if let other = TypeNaming.collision(of: index, in: names) {
      Console.problem(
        "\(file): error: this spec and \(targetSpecs[other]) would both generate the type "
          + "\(names[index]); give one of them another \"name\" or file name")
      return nil
    }
    return names[index]
  }

  /// The `name` a spec at `path` gives (read without checking the spec; nil when it cannot be
  /// read or gives none).
  static func specName(at path: String, settings: AnalysisSettings) -> String? {
    guard let bytes = try? SpecFile.read(path) else { return nil }
    let tree = SyntaxTree(
      bytes: bytes, options: ParseOptions(allowsComments: settings.allowsComments))
    guard let root = tree.root, let member = tree.lastMember(named: "name", in: root) else {
      return nil
    }
    return tree.value(of: member).flatMap(tree.stringValue)
  }

  /// Whether `a` and `b` name one file (same device and inode, links followed).
  static func isSameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  /// Whether `path` is a character device (`/dev/null`, a terminal), which is written in
  /// place: it cannot be replaced atomically and holds nothing to lose.
  static func isCharacterDevice(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR
  }

  /// Writes `bytes` to the device at `path`; false (after saying why) when it cannot.
  private static func writeToDevice(_ bytes: [UInt8], _ path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_NOCTTY)
    guard descriptor >= 0 else {
      Console.problem("\(path): \(String(cString: strerror(errno)))")
      return false
    }
    defer { close(descriptor) }
    if let failure = FileOutput.writeAll(bytes, to: descriptor) {
      Console.problem("\(path): \(String(cString: strerror(failure)))")
      return false
    }
    return true
  }
}
