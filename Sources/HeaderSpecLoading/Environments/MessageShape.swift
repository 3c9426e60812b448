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

  /// The numbers `of(_:)` leaves out, in order (a run of digits with its decimal points and a
  /// leading minus sign). O(message length).
  static func numbers(in message: String) -> [Double] {
    var numbers: [Double] = []
    var current = ""
    var previous: Character?
    for character in message + " " {
      if character.isASCII, character.isNumber || (!current.isEmpty && character == ".") {
        if current.isEmpty, previous == "-" { current = "-" }
        current.append(character)
      } else if !current.isEmpty {
        numbers.append(Double(current.hasSuffix(".") ? String(current.dropLast()) : current) ?? 0)
        current = ""
      }
      previous = character
    }
    return numbers
  }

  /// Whether `message` says more than `other` of the same shape: at the first number where
  /// they differ, its number is the larger in size (the points a subview overflows by, the
  /// width a text needs). `MatrixAnalysis` quotes the worst environment of a problem so.
  static func isWorse(_ message: String, than other: String) -> Bool {
    for (a, b) in zip(numbers(in: message), numbers(in: other)) where a != b {
      return abs(a) > abs(b)
    }
    return false
  }
}
