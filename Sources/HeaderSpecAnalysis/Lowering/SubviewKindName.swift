/// The names a subview's `kind` may have, recognised from raw UTF-8 bytes without making a
/// `String` (the lowering reads one per subview).
enum SubviewKindName: String {
  case view, label, image, button, searchBar, titleMenu

  /// The kind whose name has exactly these bytes, nil for any other.
  init?(utf8 bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    // The length and first byte leave one candidate; then its bytes are compared.
    let candidate: Self
    switch bytes.count {
    case 4: candidate = .view
    case 5: candidate = bytes.first == UInt8(ascii: "l") ? .label : .image
    case 6: candidate = .button
    case 9: candidate = bytes.first == UInt8(ascii: "s") ? .searchBar : .titleMenu
    default: return nil
    }
    let name = candidate.staticName
    let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    guard bytes.elementsEqual(expected) else { return nil }
    self = candidate
  }

  private var staticName: StaticString {
    switch self {
    case .view: "view"
    case .label: "label"
    case .image: "image"
    case .button: "button"
    case .searchBar: "searchBar"
    case .titleMenu: "titleMenu"
    }
  }
}
