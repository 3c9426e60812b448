import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one input gate for spec files, in the command line and the server alike: only regular
/// files are read (a FIFO would block, a device never ends), never more than a size limit, and
/// the first bytes are read and looked at before the rest, so a binary file or one in another
/// encoding is refused in one line instead of checked into a flood of syntax errors. Writing is
/// the command line's `AtomicFile`.
///
///     let bytes = try SpecFile.read("profile.header.json")  // throws SpecFile.Failure
public enum SpecFile {
  /// Why a file could not be read or written; printed as `headerspec: PATH: message`, and the
  /// message of the one diagnostic the server reports for such a file.
  public struct Failure: Error, Equatable, Sendable {
    public var message: String

    public init(message: String) {
      self.message = message
    }
  }

  /// The default size limit: 16 MiB, far above any real spec (1 to 30 KB), low enough that a
  /// mistaken input (a log, a disk image) costs little.
  public static let defaultSizeLimit = 16 * 1024 * 1024

  /// How many bytes are read and looked at before the rest.
  static let headLength = 8192

  /// The bytes of the file at `path`, at most `limit` of them: a path that is not a regular
  /// file, a file larger than `limit`, or one that is not UTF-8 text (`notText`) throws a
  /// `Failure` that says why. Cost: at most `limit` + 1 bytes read, whatever the file claims.
  public static func read(_ path: String, limit: Int = defaultSizeLimit) throws(Failure) -> [UInt8]
  {
    var info = stat()
    guard stat(path, &info) == 0 else { throw Failure(message: reason(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Failure(message: "is a directory")
    default: throw Failure(message: "not a regular file")
    }
    if info.st_size > limit { throw tooLarge(limit) }
    let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else { throw Failure(message: reason(errno)) }
    defer { close(descriptor) }
    return try readGated(descriptor, limit: limit)
  }

  /// All of standard input, through the same gate as a file: at most `limit` bytes, and text.
  public static func readStandardInput(limit: Int = defaultSizeLimit) throws(Failure) -> [UInt8] {
    try readGated(STDIN_FILENO, limit: limit)
  }

  /// Reads `descriptor` to its end: first the head, which must be text, then the rest, never
  /// more than `limit` bytes.
  private static func readGated(_ descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
    var bytes = try readUpTo(descriptor, count: min(headLength, limit + 1), into: [])
    if let reason = notText(bytes[...]) { throw Failure(message: reason) }
    bytes = try readUpTo(descriptor, count: limit + 1, into: bytes)
    if bytes.count > limit { throw tooLarge(limit) }
    return bytes
  }

  /// `bytes` followed by what `descriptor` gives until its end or until there are `count`
  /// bytes in all (retrying interrupted reads, waiting on a descriptor that is not ready).
  private static func readUpTo(_ descriptor: Int32, count: Int, into bytes: [UInt8])
    throws(Failure) -> [UInt8]
  {
    var bytes = bytes
    var chunk = [UInt8](repeating: 0, count: 65536)
    while bytes.count < count {
      let wanted = min(chunk.count, count - bytes.count)
      let result = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
      if result == 0 { break }
      if result < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        throw Failure(message: "cannot read: " + reason(errno))
      }
      bytes += chunk[..<result]
    }
    return bytes
  }

  private static func tooLarge(_ limit: Int) -> Failure {
    Failure(message: "larger than \(sizeText(limit)), the size limit for a spec; not checked")
  }

  /// `16 MiB`, `512 KiB`, `100 bytes`.
  static func sizeText(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  /// Why `head` (a file's first bytes) is not UTF-8 text, or nil: UTF-16 or UTF-32 (by its
  /// byte order mark, or by the NUL bytes that ASCII text has between its characters in those
  /// encodings) named as such; any other NUL byte (as Git and grep decide: no text encoding a
  /// spec could be in has one, most executable and image formats do); or more than 30% of the
  /// head outside UTF-8 and control characters other than tab, line feed, form feed and
  /// carriage return (compressed or encrypted data). Text with some bytes that are not UTF-8
  /// (Latin-1 accents) is still checked: its errors say where they are.
  public static func notText(_ head: ArraySlice<UInt8>) -> String? {
    let head = head.prefix(headLength)
    if let encoding = wideEncoding(head) {
      return "\(encoding) encoded; save it as UTF-8 (not checked)"
    }
    if let offset = head.firstIndex(of: 0) {
      return "not a text file (a NUL byte at byte \(offset - head.startIndex)); not checked"
    }
    let binary = binaryBytes(head)
    guard head.count >= 64, binary * 10 > head.count * 3 else { return nil }
    let share = binary * 100 / head.count
    return "not a text file (\(share)% of its first \(head.count) bytes are not UTF-8 text); "
      + "not checked"
  }

  /// "UTF-16" or "UTF-32" when `head` starts with that encoding's byte order mark, or when its
  /// first characters are ASCII in it (a JSON document starts with ASCII: `{`, blanks, a BOM);
  /// nil for anything else.
  static func wideEncoding(_ head: ArraySlice<UInt8>) -> String? {
    let bytes = Array(head.prefix(4))
    if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
      return "UTF-32"
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
    guard bytes.count == 4 else { return nil }
    let zeros = bytes.map { $0 == 0 }
    switch zeros {
    case [false, true, true, true], [true, true, true, false]: return "UTF-32"
    case [false, true, false, true], [true, false, true, false]: return "UTF-16"
    default: return nil
    }
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

  /// `strerror` in lower case: "no such file or directory".
  public static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// The C library's `read(2)`, under a name `SpecFile.read` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
