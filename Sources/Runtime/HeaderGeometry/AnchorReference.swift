/// An anchor edge pinned to another subview's edge: `{ "to": "avatar.bottom", "offset": 8 }`
/// means this edge equals the avatar's bottom edge plus 8 points, in bar coordinates (x to the
/// right, y down), at every progress, against the avatar's untransformed frame there
/// (Schemas/FORMAT.md#references).
public struct AnchorReference: Hashable, Sendable {
  /// The referenced subview's `id` as written.
  public var target: String
  /// The referenced edge; nil when the written name is not an edge (a problem).
  public var edge: AnchorEdge?
  /// In points, added to the referenced edge's coordinate.
  public var offset: Double

  public init(target: String, edge: AnchorEdge?, offset: Double = 0) {
    self.target = target
    self.edge = edge
    self.offset = offset
  }
}
