#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files under a directory, read as bytes (`opendir`/`readdir`), so that a name that is
/// not UTF-8 is seen as what it is rather than decoded with replacement characters into a path
/// that does not exist. Directories are entered (not links to them); everything else, links
/// included, is a file.
struct DirectoryWalk {
  /// Relative paths (`sub/a.header.json`) of the files with UTF-8 names, sorted.
  private(set) var files: [String] = []
  /// Relative paths of the files whose path is not UTF-8, each invalid byte shown as `\xNN`
  /// (`sub/a\xFF.header.json`), sorted.
  private(set) var undecodable: [String] = []

  /// Walks `directory`, not entering directories named in `skipping`; an unreadable directory
  /// is left out.
  init(_ directory: String, skipping: Set<String>) {
    walk(root: Array(directory.utf8), relative: [], skipping: skipping)
    files.sort()
    undecodable.sort()
  }

  private mutating func walk(root: [UInt8], relative: [UInt8], skipping: Set<String>) {
    let slash = UInt8(ascii: "/")
    let path = relative.isEmpty ? root : root + [slash] + relative
    guard let handle = Self.withCString(path, { opendir($0) }) else { return }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if name == [UInt8(ascii: ".")] || name == Array("..".utf8) { continue }
      let child = relative.isEmpty ? name : relative + [slash] + name
      var info = stat()
      guard Self.withCString(root + [slash] + child, { lstat($0, &info) }) == 0 else { continue }
      if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) {
        if skipping.contains(String(decoding: name, as: UTF8.self)) { continue }
        walk(root: root, relative: child, skipping: skipping)
        continue
      }
      let (shown, valid) = RawName.shown(child)
      if valid { files.append(shown) } else { undecodable.append(shown) }
    }
  }

  private static func withCString<Result>(
    _ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }
}
