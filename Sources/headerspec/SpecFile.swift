import Foundation

/// Reading spec files: only regular files are read (a FIFO would block), and what cannot be
/// read is said precisely. Writing is `AtomicFile`'s.
enum SpecFile {
  /// Why a file could not be read or written; printed as `headerspec: PATH: message`.
  struct Failure: Error, Equatable {
    var message: String
  }

  /// The bytes of the file at `path`.
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
    do {
      return Array(try handle.readToEnd() ?? Data())
    } catch {
      throw Failure(message: "cannot read: \(error.localizedDescription)")
    }
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
