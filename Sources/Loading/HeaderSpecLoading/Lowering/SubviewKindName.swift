/// The names a subview's `kind` may have, recognised from raw UTF-8 bytes without making a
/// `String` (the lowering reads one per subview).
enum SubviewKindName: String {
  case view, label, image, button, searchBar, titleMenu

  /// The kind whose name has exactly these bytes, nil for any other.
  init?(utf8 bytes: ArraySlice<UInt8>) {
    // The length and first byte leave one candidate; then its bytes are compared.
    let candidate: Self
    switch bytes.count {
    case 4: candidate = .view
    case 5: candidate = bytes.first == UInt8(ascii: "l") ? .label : .image
    case 6: candidate = .button
    case 9: candidate = bytes.first == UInt8(ascii: "s") ? .searchBar : .titleMenu
    default: return nil
    }
    // A name literal is a small string: its bytes are read without an allocation.
    var name = candidate.rawValue
    guard name.withUTF8({ bytes.elementsEqual($0) }) else { return nil }
    self = candidate
  }
}
