/// A spec's colour (`#RRGGBB` or `#RRGGBBAA`, Schemas/FORMAT.md#subviews) as components in
/// 0...1, what `Color(.sRGB, red:green:blue:opacity:)` and `UIColor(red:green:blue:alpha:)`
/// take.
///
///     SpecColor(hex: "#3B599880")  // red 59/255, green 89/255, blue 152/255, opacity 128/255
public struct SpecColor: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  /// 1 for `#RRGGBB`.
  public var opacity: Double

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// Nil for anything but `#` and six or eight hex digits (either case); the schema reports
  /// those, and the view is drawn without that colour.
  public init?(hex: String) {
    let utf8 = Array(hex.utf8)
    guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else {
      return nil
    }
    var bytes: [Double] = []
    var index = 1
    while index < utf8.count {
      guard let high = Self.digit(utf8[index]), let low = Self.digit(utf8[index + 1]) else {
        return nil
      }
      bytes.append(Double(high * 16 + low) / 255)
      index += 2
    }
    self.init(
      red: bytes[0], green: bytes[1], blue: bytes[2], opacity: bytes.count == 4 ? bytes[3] : 1)
  }

  private static func digit(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}
