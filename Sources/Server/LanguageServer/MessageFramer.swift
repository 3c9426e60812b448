/// Splits the LSP base protocol's byte stream into message bodies: header lines
/// (`Content-Length: N`, others ignored), an empty line, then N bytes of body.
///
/// Never fails and never trusts the peer: a header block without a valid `Content-Length`, one
/// longer than `maximumHeaderLength`, or a declared length over `maximumBodyLength` is reported
/// as a `.problem` (nothing is allocated for the declared length) and the framer resynchronises
/// by skipping to the next `Content-Length` header. Feed it bytes in any chunking (one byte at a
/// time works): memory is the unread bytes only (a large body's buffer leaves with the body).
public struct MessageFramer: Sendable {
  /// What `next()` found.
  public enum Event: Equatable, Sendable {
    /// A complete body, exactly as many bytes as its header declared.
    case message([UInt8])
    /// A framing problem, already recovered from; a sentence for the log.
    case problem(String)
  }

  /// The largest body accepted (default 256 MiB).
  public var maximumBodyLength: Int
  /// The largest header block accepted, terminator included.
  public var maximumHeaderLength = 8192

  private enum State: Sendable {
    case header
    case body(length: Int)
    /// Dropping bytes until a line that starts a `Content-Length` header.
    case resync
  }

  /// Bodies from this length on are read into a buffer of their own size and handed out
  /// without a copy; smaller ones are copied out of the shared buffer.
  public static let largeBodyLength = 1 << 16

  private var buffer: [UInt8] = []
  private var readIndex = 0
  private var state = State.header

  public init(maximumBodyLength: Int = 256 << 20) {
    self.maximumBodyLength = maximumBodyLength
  }

  /// The bytes received but not yet returned as a message.
  public var bufferedByteCount: Int { buffer.count - readIndex }

  /// Adds bytes read from the stream.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    if readIndex > 0 && readIndex >= buffer.count / 2 {
      buffer.removeSubrange(0..<readIndex)
      readIndex = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next message or problem, or nil when more bytes are needed.
  public mutating func next() -> Event? {
    while true {
      switch state {
      case .header:
        return nextHeader()
      case .body(let length):
        guard buffer.count - readIndex >= length else { return nil }
        state = .header
        guard readIndex == 0 else {
          let body = Array(buffer[readIndex..<(readIndex + length)])
          readIndex += length
          return .message(body)
        }
        // A large body starts the buffer (see `nextHeader`): hand the buffer itself out and
        // keep only what follows the body, so a big message is neither copied nor kept.
        var body: [UInt8] = []
        swap(&body, &buffer)
        buffer = Array(body[length...])
        body.removeSubrange(length...)
        return .message(body)
      case .resync:
        guard skipToContentLength() else { return nil }
        state = .header
      }
    }
  }

  // MARK: - Header

  /// Parses a complete header block, or returns nil while it is incomplete.
  private mutating func nextHeader() -> Event? {
    // Blank lines between messages are tolerated.
    while readIndex < buffer.count, buffer[readIndex] == 0x0D || buffer[readIndex] == 0x0A {
      readIndex += 1
    }
    guard let (headerEnd, bodyStart) = findHeaderEnd() else {
      guard buffer.count - readIndex > maximumHeaderLength else { return nil }
      readIndex = buffer.count
      state = .resync
      return .problem("header longer than \(maximumHeaderLength) bytes; skipped")
    }
    let headerStart = readIndex
    let header = buffer[headerStart..<headerEnd]
    readIndex = bodyStart
    var length: Int?
    var lengthText: String?
    for line in header.split(separator: 0x0A) {
      let line = line.last == 0x0D ? line.dropLast() : line
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
      let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
      guard name.lowercased() == "content-length" else { continue }
      let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      let digits = value.prefix { $0 != 0x20 && $0 != 0x09 }
      lengthText = String(decoding: digits, as: UTF8.self)
      length = MessageFramer.parseLength(digits)
    }
    guard let lengthText else {
      // The header may still hold a `Content-Length` after garbage on its line: look again
      // from just after where this block started.
      readIndex = headerStart + 1
      state = .resync
      return .problem("header without Content-Length; skipped to the next header")
    }
    guard let length else {
      state = .resync
      return .problem("invalid Content-Length '\(lengthText)'; skipped to the next header")
    }
    guard length <= maximumBodyLength else {
      state = .resync
      return .problem(
        "declared Content-Length \(lengthText) is over the limit of \(maximumBodyLength) bytes; "
          + "refused and skipped to the next header")
    }
    state = .body(length: length)
    if length >= MessageFramer.largeBodyLength {
      // Start the buffer at the body, sized for it: it grows once and becomes the message.
      buffer.removeSubrange(0..<readIndex)
      readIndex = 0
      buffer.reserveCapacity(length)
    }
    return next()
  }

  /// The end of the header block and the start of the body: after `\r\n\r\n` (or `\n\n`).
  private func findHeaderEnd() -> (Int, Int)? {
    var index = readIndex
    while index < buffer.count {
      if buffer[index] == 0x0A {
        if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
        if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
          return (index, index + 3)
        }
      }
      index += 1
    }
    return nil
  }

  /// Decimal digits only, at most 18 of them (so no overflow); nil otherwise.
  private static func parseLength(_ digits: some Collection<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for digit in digits {
      guard (0x30...0x39).contains(digit) else { return nil }
      value = value * 10 + Int(digit - 0x30)
    }
    return value
  }

  // MARK: - Resynchronisation

  private static let marker = Array("content-length:".utf8)

  /// Drops bytes up to the next `Content-Length:` (any case); true when found. Keeps a tail
  /// that could be the start of a split marker.
  private mutating func skipToContentLength() -> Bool {
    let marker = MessageFramer.marker
    var index = readIndex
    while index + marker.count <= buffer.count {
      var matches = true
      for offset in 0..<marker.count where buffer[index + offset] | 0x20 != marker[offset] {
        matches = false
        break
      }
      if matches {
        readIndex = index
        return true
      }
      index += 1
    }
    readIndex = max(readIndex, buffer.count - (marker.count - 1))
    return false
  }
}
