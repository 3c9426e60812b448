#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files under a directory, read as bytes (`opendir`/`readdir`), so that a name that is
/// not UTF-8 is seen as what it is rather than decoded with replacement characters into a path
/// that does not exist. Directories are entered (not links to them); everything else, links
/// included, is a file, but for a link whose target lies outside the directory: a spec that is
/// a link to `../.git/config` in a pull request must not put that file in a CI log.
struct DirectoryWalk {
  /// Relative paths (`sub/a.header.json`) of the files with UTF-8 names, sorted.
  private(set) var files: [String] = []
  /// Relative paths of the files whose path is not UTF-8, each invalid byte shown as `\xNN`
  /// (`sub/a\xFF.header.json`), sorted.
  private(set) var undecodable: [String] = []
  /// Relative paths of the links whose target is outside the directory, sorted: named, never
  /// read. (A dangling link is a file: reading it says why it cannot be read.)
  private(set) var outside: [String] = []
  /// The directory with its links resolved.
  private var resolvedRoot: [UInt8] = []

  /// Walks `directory`, not entering directories named in `skipping`; an unreadable directory
  /// is left out.
  init(_ directory: String, skipping: Set<String>) {
    resolvedRoot = Self.resolved(Array(directory.utf8)) ?? []
    walk(root: Array(directory.utf8), relative: [], skipping: skipping)
    files.sort()
    undecodable.sort()
    outside.sort()
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
      if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK), !isInside(root + [slash] + child) {
        outside.append(shown)
      } else if valid {
        files.append(shown)
      } else {
        undecodable.append(shown)
      }
    }
  }

  /// Whether the link at `path` resolves to a file inside the walked directory, or to nothing.
  private func isInside(_ path: [UInt8]) -> Bool {
    guard let target = Self.resolved(path) else { return true }
    guard !resolvedRoot.isEmpty else { return false }
    let prefix = resolvedRoot == [UInt8(ascii: "/")] ? resolvedRoot : resolvedRoot + [0x2F]
    return target.starts(with: prefix)
  }

  /// `path` with every link resolved (`realpath`), nil when it names nothing.
  private static func resolved(_ path: [UInt8]) -> [UInt8]? {
    withCString(path) { pointer in
      guard let result = realpath(pointer, nil) else { return nil }
      defer { free(result) }
      return (0..<strlen(result)).map { UInt8(bitPattern: result[$0]) }
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
