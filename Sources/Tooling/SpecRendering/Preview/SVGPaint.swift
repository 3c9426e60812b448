/// A spec colour (`#RRGGBB` or `#RRGGBBAA`, Schemas/FORMAT.md#subviews) as SVG 1.1 paint: six
/// lowercase hex digits and a separate opacity, since SVG 1.1 has no eight-digit colours.
///
///     SVGPaint(hex: "#3B599880")  // rgb "#3b5998", opacity 128/255
struct SVGPaint: Hashable, Sendable {
  /// `#rrggbb`, lowercase.
  var rgb: String
  /// The alpha byte over 255; 1 for `#RRGGBB`.
  var opacity: Double
  /// Rec. 601 luma in [0, 1]: how light the colour looks, to give light text an outline.
  var luma: Double

  /// Nil for anything but `#` and six or eight hex digits (the schema reports those; the
  /// preview then draws the subview without that colour).
  init?(hex: String) {
    let digits = Array(hex.utf8.dropFirst())
    guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8 else {
      return nil
    }
    var bytes: [Int] = []
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else {
        return nil
      }
      bytes.append(high * 16 + low)
    }
    rgb = "#" + String(decoding: digits.prefix(6).map(Self.lowercased), as: UTF8.self)
    opacity = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
    luma = (0.299 * Double(bytes[0]) + 0.587 * Double(bytes[1]) + 0.114 * Double(bytes[2])) / 255
  }

  private static func nibble(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte) ? byte + 32 : byte
  }
}
