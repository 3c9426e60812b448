import JSONSyntax
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder of JSONTestSuite's `test_parsing` cases, set by `.ci/run`; the files are never
/// copied into this repository.
private let suiteFolder: String? = {
  guard let value = getenv("HEADERSPEC_JSON_TEST_SUITE") else { return nil }
  return String(cString: value)
}()

@Test(.enabled(if: suiteFolder != nil, "HEADERSPEC_JSON_TEST_SUITE names the JSONTestSuite folder"))
func jsonTestSuite() throws {
  let folder = try #require(suiteFolder)
  var counts: [Character: (files: Int, accepted: Int)] = [:]
  for name in try listFolder(folder).sorted() where name.hasSuffix(".json") {
    let bytes = try #require(readFile(folder + "/" + name), "cannot read \(name)")
    let tree = SyntaxTree(bytes: bytes)
    let prefix = name.first!
    counts[prefix, default: (0, 0)].files += 1
    if !tree.hasErrors { counts[prefix, default: (0, 0)].accepted += 1 }
    switch prefix {
    // Duplicate keys are legal JSON, reported as warnings: y_object_duplicated_key has them.
    case "y": #expect(!tree.hasErrors, "\(name) should be accepted: \(tree.errors)")
    case "n": #expect(tree.hasErrors, "\(name) should be rejected")
    default: break
    }
  }
  for prefix in counts.keys.sorted() {
    let count = counts[prefix]!
    print(
      "JSONTestSuite \(prefix)_: \(count.files) files, \(count.accepted) accepted without error-severity problems"
    )
  }
  #expect(counts["y"]?.files ?? 0 > 0)
}

private func listFolder(_ path: String) throws -> [String] {
  guard let directory = opendir(path) else { throw SuiteError.unreadable(path) }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
    }
    names.append(name)
  }
  return names
}

/// The bytes of a file, read with the C library (the test target imports no Foundation).
func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let read = fread(&buffer, 1, buffer.count, file)
    if read <= 0 { break }
    bytes.append(contentsOf: buffer[0..<read])
  }
  return bytes
}

private enum SuiteError: Error { case unreadable(String) }
