import Foundation

/// Turns `check` and `format` PATH arguments into the inputs to read, in a stable order:
/// arguments in the order given, each directory's and pattern's files sorted; each file once,
/// under the first name it was given: `a.json`, `./a.json`, `$PWD/a.json` and a link to it are
/// one file (the same device and inode once links are followed), checked, written and
/// reported once.
struct InputPaths {
  /// One input: a file (as the user would write its path) or standard input.
  enum Input: Hashable {
    case file(String)
    case standardInput
  }

  /// Directories searched recursively are not entered at these names.
  static let skippedDirectories: Set<String> = [".build", ".git"]
  static let specSuffix = ".header.json"

  private(set) var inputs: [Input] = []
  /// Problems with arguments (exit status 2): no such file, a pattern that matches nothing.
  private(set) var errors: [String] = []
  /// Remarks that do not fail (a directory without specs).
  private(set) var notes: [String] = []

  init(_ arguments: [String]) {
    var seen: Set<Input> = []
    var seenFiles: Set<FileID> = []
    func add(_ input: Input) {
      guard seen.insert(input).inserted else { return }
      if case .file(let path) = input, let id = FileID(path) {
        guard seenFiles.insert(id).inserted else { return }
      }
      inputs.append(input)
    }
    for argument in arguments.isEmpty ? ["."] : arguments {
      if argument == "-" {
        add(.standardInput)
        continue
      }
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory)
      if exists, isDirectory.boolValue {
        let found = Self.specs(in: argument)
        if found.isEmpty { notes.append("\(argument): no *\(Self.specSuffix) files here") }
        found.forEach { add(.file($0)) }
      } else if !exists, GlobPattern.isPattern(argument) {
        let found = Self.expand(pattern: argument)
        if found.isEmpty { errors.append("\(argument): no files match this pattern") }
        found.forEach { add(.file($0)) }
      } else {
        // A file, or something that will fail to read with a precise reason (a dangling link).
        add(.file(argument))
      }
    }
  }

  /// A file's identity: its device and inode, links followed.
  struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64

    /// nil when `path` names nothing (the read will say why).
    init?(_ path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  // MARK: - Directories and patterns

  /// The spec files under `directory`, sorted, as `directory/relative/path`.
  static func specs(in directory: String) -> [String] {
    walk(directory).filter { $0.hasSuffix(specSuffix) }.map { join(directory, $0) }
  }

  /// The files matching `pattern`: its leading components without metacharacters name the
  /// directory to walk, the rest is matched against paths relative to it.
  static func expand(pattern: String) -> [String] {
    var base: [Substring] = []
    var rest = pattern.split(separator: "/", omittingEmptySubsequences: false)[...]
    while let first = rest.first, rest.count > 1, !GlobPattern.isPattern(String(first)) {
      base.append(first)
      rest = rest.dropFirst()
    }
    let root = base.isEmpty ? "." : base.joined(separator: "/")
    let directory = root.isEmpty ? "/" : root
    let matcher = GlobPattern(rest.joined(separator: "/"))
    return walk(directory).filter(matcher.matches).map {
      base.isEmpty ? $0 : join(directory, $0)
    }
  }

  /// Every regular file (or link to one) under `directory`, as sorted relative paths, skipping
  /// `skippedDirectories`.
  static func walk(_ directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      let type = enumerator.fileAttributes?[.type] as? FileAttributeType
      if type == .typeDirectory {
        if skippedDirectories.contains(name) { enumerator.skipDescendants() }
        continue
      }
      files.append(relative)
    }
    return files.sorted()
  }

  static func join(_ directory: String, _ relative: String) -> String {
    if directory == "." { return relative }
    return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
