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
  /// no text encoding a spec could be in has one, most executable and image formats do), or
  /// a first 8 KiB of which more than 30% are bytes outside UTF-8 and control characters other
  /// than tab, line feed, form feed and carriage return (compressed or encrypted data). Text
  /// with some bytes that are not UTF-8 (Latin-1 accents) is still checked: its errors say
  /// where they are.
  static func notText(_ bytes: [UInt8]) -> String? {
    let head = bytes.prefix(8192)
    if let offset = head.firstIndex(of: 0) {
      return "not a text file (a NUL byte at byte \(offset)); not checked"
    }
    let binary = binaryBytes(head)
    guard head.count >= 64, binary * 10 > head.count * 3 else { return nil }
    let share = binary * 100 / head.count
    return "not a text file (\(share)% of its first \(head.count) bytes are not UTF-8 text); "
      + "not checked"
  }

  /// How many of `bytes` are in no well-formed UTF-8 sequence, or are control characters
  /// other than tab, line feed, form feed and carriage return.
  static func binaryBytes(_ bytes: ArraySlice<UInt8>) -> Int {
    var count = 0
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x80 {
        if (byte < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains(byte)) || byte == 0x7F {
          count += 1
        }
        index += 1
        continue
      }
      let length: Int
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: length = 0
      }
      let end = index + length
      if length == 0 || end > bytes.endIndex
        || !bytes[(index + 1)..<end].allSatisfy({ $0 & 0xC0 == 0x80 })
      {
        count += 1
        index += 1
      } else {
        index = end
      }
    }
    return count
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
