import JSONSyntax
import SpecAnalysis

/// A colour written as `"#RRGGBB"` or `"#RRGGBBAA"` in the document: the string's range
/// (quotes included) and its components in [0, 1].
public struct DocumentColor: Hashable, Sendable {
  public var range: ByteRange
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(range: ByteRange, red: Double, green: Double, blue: Double, alpha: Double) {
    self.range = range
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// Every string value of the form `#RRGGBB` or `#RRGGBBAA` (hex digits of either case). O(n).
public func documentColors(in document: SpecDocument) -> [DocumentColor] {
  let tree = document.syntax
  var colors: [DocumentColor] = []
  for node in tree.allNodes where tree.kind(node) == .string {
    let range = tree.range(node)
    guard range.length == 9 || range.length == 11,
      let components = hexComponents(tree.bytes[(range.start + 1)..<(range.end - 1)])
    else { continue }
    colors.append(
      DocumentColor(
        range: range, red: components[0], green: components[1], blue: components[2],
        alpha: components.count > 3 ? components[3] : 1))
  }
  return colors
}

/// How a colour can be written at `range`: `#RRGGBB` when opaque, else `#RRGGBBAA`, upper
/// case; each with the edit that writes it (quotes included).
public func colorPresentations(
  red: Double, green: Double, blue: Double, alpha: Double, range: ByteRange
) -> [ColorPresentation] {
  func hex(_ component: Double) -> String {
    let value = Int((min(max(component, 0), 1) * 255).rounded())
    let digits = Array("0123456789ABCDEF")
    return String([digits[value / 16], digits[value % 16]])
  }
  var label = "#" + hex(red) + hex(green) + hex(blue)
  if (min(max(alpha, 0), 1) * 255).rounded() != 255 { label += hex(alpha) }
  return [
    ColorPresentation(label: label, edit: TextEdit(range: range, newText: "\"\(label)\""))
  ]
}

/// `#` followed by 6 or 8 hex digits, as components in [0, 1]; nil otherwise.
private func hexComponents(_ bytes: ArraySlice<UInt8>) -> [Double]? {
  guard bytes.first == UInt8(ascii: "#") else { return nil }
  var values: [Int] = []
  for byte in bytes.dropFirst() {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(Int(byte - UInt8(ascii: "0")))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(Int(byte - UInt8(ascii: "a")) + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(Int(byte - UInt8(ascii: "A")) + 10)
    default: return nil
    }
  }
  guard values.count == 6 || values.count == 8 else { return nil }
  return stride(from: 0, to: values.count, by: 2).map {
    Double(values[$0] * 16 + values[$0 + 1]) / 255
  }
}
