/// A message with its numbers left out, so that "reaches 48 pt past" on one device and
/// "reaches 30 pt past" on another are the same problem (`MatrixAnalysis`).
enum MessageShape {
  /// `message` with each run of digits (with its decimal points and a leading minus sign)
  /// replaced by `#`. O(message length).
  static func of(_ message: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(message.utf8.count)
    var inNumber = false
    // Over an array of the bytes: a string's UTF-8 view costs several times more per byte.
    for byte in Array(message.utf8) {
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

  /// The numbers `of(_:)` leaves out, in order (a run of digits with its decimal points and a
  /// leading minus sign). O(message length), over its UTF-8 bytes.
  static func numbers(in message: String) -> [Double] {
    var numbers: [Double] = []
    var digits: [UInt8] = []
    var previous: UInt8 = 0
    for byte in Array(message.utf8) {
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      if isDigit || (!digits.isEmpty && byte == UInt8(ascii: ".")) {
        if digits.isEmpty, previous == UInt8(ascii: "-") { digits.append(previous) }
        digits.append(byte)
      } else if !digits.isEmpty {
        numbers.append(number(digits))
        digits.removeAll(keepingCapacity: true)
      }
      previous = byte
    }
    if !digits.isEmpty { numbers.append(number(digits)) }
    return numbers
  }

  /// The value of a run of digits (a leading minus sign, decimal points), 0 when it is none.
  private static func number(_ digits: [UInt8]) -> Double {
    let text = digits.last == UInt8(ascii: ".") ? digits.dropLast() : digits[...]
    return Double(String(decoding: text, as: UTF8.self)) ?? 0
  }

  /// Whether numbers `a` say more than numbers `b` of the same shape: at the first place where
  /// their sizes differ, `a`'s is the larger (the points a subview overflows by, the width a
  /// text needs). Numbers of the same sizes (`-0.5` and `0.5`) say as much, so this is a strict
  /// weak order: the worst of many numbers is the same in any order (`MatrixMerger`), and
  /// `MatrixAnalysis` quotes the worst environment of a problem so.
  static func isWorse(_ a: [Double], than b: [Double]) -> Bool {
    for (x, y) in zip(a, b) where abs(x) != abs(y) { return abs(x) > abs(y) }
    return false
  }
}
