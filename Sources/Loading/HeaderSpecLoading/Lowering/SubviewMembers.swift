import JSONSyntax

/// The values of the members of a subview object that the lowering reads, by key; of a
/// repeated key the last one wins, as everywhere in the lowering. Fixed storage on the stack,
/// so lowering a subview allocates nothing for its members.
struct SubviewMembers {
  var id: NodeID?
  var kind: NodeID?
  var keyframes: NodeID?
  var text: NodeID?
  var textColor: NodeID?
  var font: NodeID?
  var image: NodeID?
  var systemImage: NodeID?
  var accessibilityLabel: NodeID?
  var cornerRadius: NodeID?
  var title: NodeID?
  var backgroundColor: NodeID?
  var placeholder: NodeID?
  var height: NodeID?
  var field: NodeID?
  var items: NodeID?
  var selected: NodeID?
  var largeModeThreshold: NodeID?
  var band: NodeID?
  var maxStretchMode: NodeID?
  var fonts: NodeID?
  var mirrored: NodeID?
  var intrinsicSize: NodeID?
  var ignoresSafeArea: NodeID?
  var transformInterpolation: NodeID?

  /// Records `value` as the value of `key`; keys a subview does not have are ignored.
  mutating func record(_ key: LoweringKey, _ value: NodeID) {
    switch key {
    case .id: id = value
    case .kind: kind = value
    case .keyframes: keyframes = value
    case .text: text = value
    case .textColor: textColor = value
    case .font: font = value
    case .image: image = value
    case .systemImage: systemImage = value
    case .accessibilityLabel: accessibilityLabel = value
    case .cornerRadius: cornerRadius = value
    case .title: title = value
    case .backgroundColor: backgroundColor = value
    case .placeholder: placeholder = value
    case .height: height = value
    case .field: field = value
    case .items: items = value
    case .selected: selected = value
    case .largeModeThreshold: largeModeThreshold = value
    case .band: band = value
    case .maxStretchMode: maxStretchMode = value
    case .fonts: fonts = value
    case .mirrored: mirrored = value
    case .intrinsicSize: intrinsicSize = value
    case .ignoresSafeArea: ignoresSafeArea = value
    case .transformInterpolation: transformInterpolation = value
    default: break
    }
  }
}
