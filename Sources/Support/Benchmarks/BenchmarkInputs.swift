import Foundation

/// The specs the benchmarks read from the repository, found from this file's path, so that the
/// benchmarks run from any directory.
enum BenchmarkInputs {
  /// The repository's root directory (this file is `Sources/Support/Benchmarks/`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The realistic spec: a social app's profile header of about 24 KB, clean.
  static let realisticPath = root.appendingPathComponent(
    "Tests/Performance/realistic.header.json"
  ).path

  /// The bundled examples (`Schemas/examples/*.header.json`), by name, then the realistic spec.
  static func userSpecs() -> [(name: String, path: String)] {
    let examples = root.appendingPathComponent("Schemas/examples")
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: examples.path))?
      .filter { $0.hasSuffix(".header.json") }.sorted() ?? []
    return names.map {
      (String($0.dropLast(".header.json".count)), examples.appendingPathComponent($0).path)
    }
      + [("realistic", realisticPath)]
  }

  /// The bytes of the file at `path`, or nil with a message on stderr.
  static func read(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
      return nil
    }
    return Array(data)
  }
}
