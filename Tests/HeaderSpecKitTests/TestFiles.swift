#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File access for tests through the C library (the test target imports no Foundation).
/// The specs every test of this target runs on: the examples and the valid corpus.
enum TestFiles {
  /// The repository root, found from this file's path.
  static let root: String = {
    var path = #filePath
    for _ in 0..<3 {
      guard let slash = path.lastIndex(of: "/") else { break }
      path = String(path[..<slash])
    }
    return path
  }()

  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// The names in a folder, sorted; empty when it cannot be read.
  static func list(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Every example and every valid corpus spec, as (path relative to the root, bytes).
  static var specs: [(path: String, bytes: [UInt8])] {
    ["Schemas/examples", "Tests/SchemaCorpus/valid"].flatMap { folder in
      list(root + "/" + folder).filter { $0.hasSuffix(".header.json") }.compactMap { name in
        read(root + "/" + folder + "/" + name).map { (folder + "/" + name, $0) }
      }
    }
  }
}
