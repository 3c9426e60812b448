/// Compact JSON written straight into bytes: what `JSONValue` encodes into, and what the
/// handlers with large results (outlines, diagnostics) write into directly, with no tree of
/// `JSONValue`s in between (on a 1 MB spec's outline, building and freeing that tree took
/// ten times as long as writing the bytes).
///
/// The caller writes the structure (`"{\"name\":"`) with `append(_:)` and lets the buffer
/// escape strings and format numbers; it is the caller's job that the result is one value.
public struct JSONBuffer: Sendable {
  /// The JSON written so far, UTF-8.
  public private(set) var bytes: [UInt8]

  /// An empty buffer with room for `capacity` bytes.
  public init(capacity: Int = 256) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  // MARK: - Structure

  /// Appends ASCII that needs no escaping as it is: punctuation, keys with their quotes and
  /// colon, `true`, `null`.
  @inline(__always)
  public mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends a value that is already compact JSON (`JSONValue.encoded`).
  public mutating func append(encoded: [UInt8]) {
    bytes.append(contentsOf: encoded)
  }

  // MARK: - Scalars

  /// Appends a number: integral values without a fraction, non-finite values as `null`.
  public mutating func append(number value: Double) {
    guard value.isFinite else { return append("null") }
    if value.rounded() == value, abs(value) < 0x1p53 {
      append(integer: Int(value))
    } else {
      bytes.append(contentsOf: value.description.utf8)
    }
  }

  /// Appends the decimal digits of `value`, straight into the bytes (no `String` per number:
  /// an outline or a list of diagnostics is mostly line and column numbers).
  public mutating func append(integer value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    guard magnitude >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(magnitude)) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt.max has 20 digits
    withUnsafeMutableBytes(of: &digits) { buffer in
      var index = buffer.count
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
    }
  }

  /// Appends `value` as a JSON string, escaped per RFC 8259 (non-ASCII text kept as UTF-8).
  /// Runs of bytes that need no escape are copied in bulk: a long string costs one scan and a
  /// few `memcpy`s.
  public mutating func append(string value: String) {
    var value = value
    value.withUTF8 { append(stringUTF8: $0) }
  }

  /// Appends well-formed UTF-8 `text` as a JSON string (see `append(string:)`).
  public mutating func append(stringUTF8 text: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var runStart = 0
    for index in 0..<text.count {
      let byte = text[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
        continue
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
      appendEscape(byte)
      runStart = index + 1
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
    bytes.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func appendEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append(#"\""#)
    case UInt8(ascii: "\\"): append(#"\\"#)
    case 0x0A: append(#"\n"#)
    case 0x0D: append(#"\r"#)
    case 0x09: append(#"\t"#)
    default:
      append(#"\u00"#)
      bytes.append(JSONBuffer.hexDigits[Int(byte >> 4)])
      bytes.append(JSONBuffer.hexDigits[Int(byte & 0xF)])
    }
  }
}
