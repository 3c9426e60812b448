/// An immutable `Anchor` behind a reference, compared and hashed by its value: what `Keyframe`
/// stores so that copying a keyframe copies one pointer instead of six optional edges.
@usableFromInline
final class AnchorBox: Hashable, Sendable {
  @usableFromInline let anchor: Anchor

  @usableFromInline
  init(_ anchor: Anchor) { self.anchor = anchor }

  @usableFromInline
  static func == (left: AnchorBox, right: AnchorBox) -> Bool {
    left === right || left.anchor == right.anchor
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(anchor) }
}
