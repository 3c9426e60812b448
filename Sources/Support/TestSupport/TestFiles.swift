#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File access for tests through the C library (test targets that import no Foundation use it).
public enum TestFiles {
  /// The repository root, found from this file's path (`Sources/Support/TestSupport/TestFiles.swift`).
  public static let root: String = {
    var path = #filePath
    for _ in 0..<4 {
      guard let slash = path.lastIndex(of: "/") else { break }
      path = String(path[..<slash])
    }
    return path
  }()

  /// The bytes of the file at `path`, or nil when it cannot be read.
  public static func read(_ path: String) -> [UInt8]? {
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

  /// The file at `path` as UTF-8 text (invalid bytes replaced), or nil when it cannot be read.
  public static func text(_ path: String) -> String? {
    read(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `text` to `path`; returns whether every byte was written.
  @discardableResult
  public static func write(_ path: String, _ text: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    return fclose(file) == 0 && written == bytes.count
  }

  /// The names in a folder (without `.` and `..`), sorted; empty when it cannot be read.
  public static func list(_ path: String) -> [String] {
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

  /// The built `headerspec` that the command line and server tests run: `HEADERSPEC_BINARY`
  /// when set, else the first executable `headerspec` beside the test runner (symbolic links
  /// resolved), in its parent folder, or in `.build/debug`; nil when there is none.
  public static var headerspecBinary: String? {
    if let path = environment("HEADERSPEC_BINARY") { return path }
    var runner = CommandLine.arguments.first ?? ""
    if let resolved = realpath(runner, nil) {
      runner = String(cString: resolved)
      free(resolved)
    }
    let beside = folder(of: runner)
    let candidates = [
      beside + "/headerspec", folder(of: beside) + "/headerspec", root + "/.build/debug/headerspec",
    ]
    return candidates.first { access($0, X_OK) == 0 }
  }

  private static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
  }

  /// The environment variable `name`, or nil when it is not set.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
