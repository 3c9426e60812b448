import LanguageService
import SpecFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way `headerspec` replaces a file (`check --fix`, `format --write`, and any later
/// output to a named file): the file system's promises are kept, or nothing is written.
///
/// * A symbolic link is written through: the new bytes replace its final target (every link in
///   the path resolved), and the link stays a link.
/// * Atomic: the bytes go to a temporary file beside the target (`.NAME.headerspec-XXXXXX`),
///   which is flushed to disk and renamed over the target; on any failure the target is left
///   as it was and the temporary file is removed.
/// * Identity: the target's owner, group and permission bits (setuid, setgid and sticky
///   included) are copied to the new file. When the owner or group cannot be given (a user
///   writing someone else's file), the setuid and setgid bits are dropped rather than granted
///   to the writer.
/// * Refusals, before anything is created: a file without any write permission bit (root
///   included) or that this user may not write, a file with other hard links (a rename would
///   split them: the other names would keep the old text), and anything but a regular file.
/// * The late check: right before the rename, the target is read again and must still be the
///   same file (device, inode, owner, group, mode, links) holding `expected`. An edit made
///   between the read and that check is never lost. The window that remains is the time
///   between that last read and the `rename` (two system calls, no user code): an edit saved
///   in it is replaced. POSIX offers no compare-and-swap rename that would close it.
struct AtomicFile {
  /// The path as the user named it.
  var path: String
  /// What the file must still hold when it is replaced; nil for a file that may not exist
  /// yet and whose contents do not matter (an output file): it must then still be absent, or
  /// still the same file, at the late check.
  var expected: [UInt8]?
  /// Runs after the temporary file is complete and flushed, just before the late check and
  /// the rename. A test seam, to change the file at the latest possible moment; the commands
  /// leave it empty.
  var beforeRename: () -> Void = {}

  init(path: String, expected: [UInt8]?, beforeRename: @escaping () -> Void = {}) {
    self.path = path
    self.expected = expected
    self.beforeRename = beforeRename
  }

  /// Replaces the file's contents with `bytes`; throws with a message for
  /// `headerspec: PATH: message`, the file untouched.
  func write(_ bytes: [UInt8]) throws(SpecFile.Failure) {
    let target = try Self.resolve(path, mayBeNew: expected == nil)
    let before = try Self.identity(of: target, mayBeNew: expected == nil)
    if let before { try Self.checkWritable(target, before) }
    let (directory, name) = Self.split(target)
    var template = Array("\(directory)/.\(name).headerspec-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw SpecFile.Failure(message: "cannot write beside it: \(SpecFile.reason(errno))")
    }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do {
      try Self.fill(descriptor, with: bytes, like: before)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let failure = SpecFile.Failure(message: "cannot write: \(SpecFile.reason(errno))")
      unlink(temporary)
      throw failure
    }
    beforeRename()
    do {
      try lateCheck(target, before)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let failure = SpecFile.Failure(message: "cannot replace: \(SpecFile.reason(errno))")
      unlink(temporary)
      throw failure
    }
    Self.flushDirectory(directory)
  }

  // MARK: - Steps

  /// What makes a file the same file: a rename, a `chmod`, `chown` or a new link in the
  /// meantime makes it another.
  struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
    var mode: mode_t
    var owner: uid_t
    var group: gid_t
    var links: UInt64

    init(_ info: stat) {
      device = UInt64(truncatingIfNeeded: info.st_dev)
      inode = UInt64(truncatingIfNeeded: info.st_ino)
      mode = info.st_mode
      owner = info.st_uid
      group = info.st_gid
      links = UInt64(truncatingIfNeeded: info.st_nlink)
    }
  }

  /// The final target of `path`, every symbolic link resolved; `path` itself for a new file.
  static func resolve(_ path: String, mayBeNew: Bool) throws(SpecFile.Failure) -> String {
    var info = stat()
    if lstat(path, &info) != 0 {
      guard mayBeNew, errno == ENOENT else {
        throw SpecFile.Failure(message: SpecFile.reason(errno))
      }
      return path
    }
    guard let resolved = realpath(path, nil) else {
      throw SpecFile.Failure(message: SpecFile.reason(errno))
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The identity of the file at `target` (not following a link), nil when it does not exist
  /// and may be new.
  static func identity(of target: String, mayBeNew: Bool) throws(SpecFile.Failure) -> Identity? {
    var info = stat()
    guard lstat(target, &info) == 0 else {
      if mayBeNew, errno == ENOENT { return nil }
      throw SpecFile.Failure(message: SpecFile.reason(errno))
    }
    return Identity(info)
  }

  /// The refusals: not a regular file, read-only, hard-linked.
  static func checkWritable(_ target: String, _ identity: Identity) throws(SpecFile.Failure) {
    guard identity.mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
      throw SpecFile.Failure(message: "not a regular file; not written")
    }
    if identity.mode & 0o222 == 0 {
      let mode = String(identity.mode & 0o7777, radix: 8)
      throw SpecFile.Failure(message: "is read-only (mode \(mode)); not written")
    }
    if access(target, W_OK) != 0 {
      throw SpecFile.Failure(message: "is not writable: \(SpecFile.reason(errno)); not written")
    }
    if identity.links > 1 {
      throw SpecFile.Failure(
        message: "has \(identity.links) hard links, which a rewrite would split; not written")
    }
  }

  /// Writes `bytes` to the temporary file, gives it the original's owner, group and mode (or
  /// the default mode of a new file), and flushes it.
  static func fill(_ descriptor: Int32, with bytes: [UInt8], like original: Identity?)
    throws(SpecFile.Failure)
  {
    if let code = FileOutput.writeAll(bytes, to: descriptor) {
      throw SpecFile.Failure(message: "cannot write: \(SpecFile.reason(code))")
    }
    var mode: mode_t
    if let original {
      mode = original.mode & 0o7777
      // The owner first: `chown` clears setuid and setgid, so the mode comes after it.
      if fchown(descriptor, original.owner, original.group) != 0 {
        _ = fchown(descriptor, uid_t.max, original.group)  // a group the writer belongs to
      }
      var now = stat()
      guard fstat(descriptor, &now) == 0 else {
        throw SpecFile.Failure(message: "cannot write: \(SpecFile.reason(errno))")
      }
      if now.st_uid != original.owner { mode &= ~mode_t(S_ISUID | S_ISGID) }
      if now.st_gid != original.group { mode &= ~mode_t(S_ISGID) }
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
      throw SpecFile.Failure(message: "cannot write: \(SpecFile.reason(errno))")
    }
  }

  /// The target is still the file `before` describes (or still absent) and still holds
  /// `expected`.
  func lateCheck(_ target: String, _ before: Identity?) throws(SpecFile.Failure) {
    let changed = SpecFile.Failure(message: "changed on disk since it was read; not written")
    guard let before else {
      var info = stat()
      if lstat(target, &info) == 0 || errno != ENOENT { throw changed }
      return
    }
    let descriptor = open(target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { throw changed }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, Identity(info) == before else { throw changed }
    guard let expected else { return }
    var current: [UInt8] = []
    current.reserveCapacity(expected.count)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw changed }
      if count == 0 { break }
      current.append(contentsOf: buffer[0..<count])
      guard current.count <= expected.count else { throw changed }
    }
    guard current == expected else { throw changed }
  }

  /// Makes the rename durable; best effort (some file systems cannot sync a directory).
  static func flushDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// `("dir", "name")` for `dir/name`; `(".", name)` without a slash, `("", name)` at the root.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    return (String(path[..<slash]), String(path[path.index(after: slash)...]))
  }
}
