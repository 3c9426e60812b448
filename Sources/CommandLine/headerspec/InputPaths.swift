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

    /// The file's path; nil for standard input.
    var path: String? {
      if case .file(let path) = self { path } else { nil }
    }
  }

  /// Directories searched recursively are not entered at these names.
  static let skippedDirectories: Set<String> = [".build", ".git"]
  static let specSuffix = ".header.json"
  /// Events files (`simulate`'s, Schemas/EVENTS.md) that a folder walk checks beside specs.
  static let eventsSuffix = ".events.json"

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
        if found.files.isEmpty, found.undecodable.isEmpty {
          notes.append("\(argument): no *\(Self.specSuffix) files here")
        }
        found.files.forEach { add(.file($0)) }
        found.undecodable.forEach { errors.append(RawName.notUTF8($0, what: "file name")) }
        found.outside.forEach { notes.append(Self.outsideNote($0, argument)) }
      } else if !exists, GlobPattern.isPattern(argument) {
        let found = Self.expand(pattern: argument)
        if found.files.isEmpty, found.undecodable.isEmpty {
          errors.append("\(argument): no files match this pattern")
        }
        found.files.forEach { add(.file($0)) }
        found.undecodable.forEach { errors.append(RawName.notUTF8($0, what: "file name")) }
        found.outside.forEach { notes.append(Self.outsideNote($0, argument)) }
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
      device = UInt64(truncatingIfNeeded: info.st_dev)
      inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
  }

  // MARK: - Directories and patterns

  /// Found files, and the paths of those whose name is not UTF-8, shown with `\xNN` escapes
  /// (a path the other functions cannot open: they are reported, not checked), and the links
  /// whose target is outside the walked directory (named, never read).
  typealias Found = (files: [String], undecodable: [String], outside: [String])

  /// The note for a link out of the folder: its own path only, never its target's.
  static func outsideNote(_ path: String, _ argument: String) -> String {
    "\(path): a link to a file outside \(argument), not checked"
  }

  /// The spec and events files under `directory`, sorted, as `directory/relative/path`.
  static func specs(in directory: String) -> Found {
    let walk = DirectoryWalk(directory, skipping: skippedDirectories)
    func pick(_ paths: [String]) -> [String] {
      paths.filter { $0.hasSuffix(specSuffix) || $0.hasSuffix(eventsSuffix) }.map {
        join(directory, $0)
      }
    }
    return (pick(walk.files), pick(walk.undecodable), pick(walk.outside))
  }

  /// The files matching `pattern`: its leading components without metacharacters name the
  /// directory to walk, the rest is matched against paths relative to it (a name that is not
  /// UTF-8 as it is shown, with `\xNN`).
  static func expand(pattern: String) -> Found {
    var base: [Substring] = []
    var rest = pattern.split(separator: "/", omittingEmptySubsequences: false)[...]
    while let first = rest.first, rest.count > 1, !GlobPattern.isPattern(String(first)) {
      base.append(first)
      rest = rest.dropFirst()
    }
    let root = base.isEmpty ? "." : base.joined(separator: "/")
    let directory = root.isEmpty ? "/" : root
    let matcher = GlobPattern(rest.joined(separator: "/"))
    let walk = DirectoryWalk(directory, skipping: skippedDirectories)
    func pick(_ paths: [String]) -> [String] {
      paths.filter(matcher.matches).map { base.isEmpty ? $0 : join(directory, $0) }
    }
    return (pick(walk.files), pick(walk.undecodable), pick(walk.outside))
  }

  static func join(_ directory: String, _ relative: String) -> String {
    if directory == "." { return relative }
    return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
