/// A colour as a spec writes it (`#RRGGBB` or `#RRGGBBAA`, Schemas/FORMAT.md#subviews), in
/// components from 0 to 1: what `UIColor(red:green:blue:alpha:)` or SwiftUI's
/// `Color(red:green:blue:opacity:)` takes. Portable, so the parsing is tested on Linux.
public struct ColorComponents: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour `text` writes (`#RRGGBB`, `#RRGGBBAA`, hex digits in either case); nil for
  /// anything else.
  public init?(hex text: String) {
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else {
      return nil
    }
    var components: [Double] = []
    var index = 1
    while index < bytes.count {
      guard let high = Self.digit(bytes[index]), let low = Self.digit(bytes[index + 1]) else {
        return nil
      }
      components.append(Double(high * 16 + low) / 255)
      index += 2
    }
    self.init(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 1)
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
