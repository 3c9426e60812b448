/// A message with its numbers left out, so that "reaches 48 pt past" on one device and
/// "reaches 30 pt past" on another are the same problem (`MatrixAnalysis`).
enum MessageShape {
  /// `message` with each run of digits (with its decimal points and a leading minus sign)
  /// replaced by `#`. O(message length).
  static func of(_ message: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(message.utf8.count)
    var inNumber = false
    for byte in message.utf8 {
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      if isDigit || (inNumber && byte == UInt8(ascii: ".")) {
        if !inNumber {
          if result.last == UInt8(ascii: "-") { result.removeLast() }
          result.append(UInt8(ascii: "#"))
        }
        inNumber = true
      } else {
        inNumber = false
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
