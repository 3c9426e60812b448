/// A test fixture with emoji position markers (`1️⃣`, `2️⃣`, ... `9️⃣`) taken out.
///
/// Markers are keycap emoji because header specs legitimately contain `$` and `|`. Each marker
/// is a digit, U+FE0F and U+20E3; it is removed from the text and its position is recorded as
/// a UTF-8 offset into the clean text.
public struct MarkedText: Sendable, Equatable {
  /// The fixture with every marker removed.
  public let text: String
  /// Marker name ("1" for `1️⃣`) to the UTF-8 offset where the marker stood in `text`.
  public let utf8Offsets: [String: Int]

  public init(_ marked: String) {
    var clean = ""
    var offsets: [String: Int] = [:]
    let scalars = Array(marked.unicodeScalars)
    var index = 0
    var utf8Count = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if index + 2 < scalars.count, ("1"..."9").contains(scalar),
        scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
      {
        offsets[String(scalar)] = utf8Count
        index += 3
        continue
      }
      clean.unicodeScalars.append(scalar)
      utf8Count += String(scalar).utf8.count
      index += 1
    }
    self.text = clean
    self.utf8Offsets = offsets
  }

  /// The UTF-8 offset of marker `name`; traps in a test when the fixture lacks it.
  public func offset(_ name: String) -> Int {
    guard let offset = utf8Offsets[name] else {
      preconditionFailure("fixture has no marker \(name)")
    }
    return offset
  }
}
