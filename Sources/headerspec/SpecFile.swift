import Foundation

/// Reading spec files: only regular files are read (a FIFO would block), and what cannot be
/// read is said precisely. Writing is `AtomicFile`'s.
enum SpecFile {
  /// Why a file could not be read or written; printed as `headerspec: PATH: message`.
  struct Failure: Error, Equatable {
    var message: String
  }

  /// The bytes of the file at `path`; a file that is not text (`notText`) is refused in one
  /// line rather than checked into a flood of syntax errors.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw Failure(message: reason(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Failure(message: "is a directory")
    default: throw Failure(message: "not a regular file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Failure(message: reason(errno == 0 ? EACCES : errno))
    }
    defer { try? handle.close() }
    let bytes: [UInt8]
    do {
      bytes = Array(try handle.readToEnd() ?? Data())
    } catch {
      throw Failure(message: "cannot read: \(error.localizedDescription)")
    }
    if let reason = notText(bytes) { throw Failure(message: reason) }
    return bytes
  }

  /// Why `bytes` are not text, or nil: a NUL byte in the first 8 KiB (as Git and grep decide;
  /// no text encoding a spec could be in has one, every executable and image format does).
  /// Text with a few bytes that are not UTF-8 is still checked: its errors say where they are.
  static func notText(_ bytes: [UInt8]) -> String? {
    guard let offset = bytes.prefix(8192).firstIndex(of: 0) else { return nil }
    return "not a text file (a NUL byte at byte \(offset)); not checked"
  }

  /// All of standard input.
  static func readStandardInput() -> [UInt8] {
    Array(FileHandle.standardInput.readDataToEndOfFile())
  }

  /// `strerror` in lower case: "no such file or directory".
  static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
