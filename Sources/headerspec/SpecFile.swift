import Foundation

/// Reading and writing spec files with the guarantees `check --fix` and `format --write`
/// promise: only regular files are read (a FIFO would block), and a write goes to a temporary
/// file in the same directory that is renamed over the original, with the original's
/// permissions, only when the file still holds the bytes that were read.
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

  /// Replaces the file at `path` with `bytes` when it still holds `original`; the original is
  /// left untouched on any failure.
  static func write(_ bytes: [UInt8], to path: String, replacing original: [UInt8])
    throws(Failure)
  {
    let current = try read(path)
    guard current == original else {
      throw Failure(message: "changed on disk since it was read; not written")
    }
    var info = stat()
    guard stat(path, &info) == 0 else { throw Failure(message: reason(errno)) }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var template = Array("\(directory)/.\(url.lastPathComponent).headerspec-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw Failure(message: "cannot write beside it: \(reason(errno))")
    }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: Failure?
    if !writeAll(bytes, to: descriptor) {
      failure = Failure(message: "cannot write: \(reason(errno))")
    } else if fchmod(descriptor, info.st_mode & 0o7777) != 0 || fsync(descriptor) != 0 {
      failure = Failure(message: "cannot write: \(reason(errno))")
    }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 {
      failure = Failure(message: "cannot replace: \(reason(errno))")
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += result
    }
    return true
  }

  /// `strerror` in lower case: "no such file or directory".
  static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
