/// One reference in a cycle: subview `subview`'s keyframe `keyframe` pins `edge` to subview
/// `target`.
public struct ReferenceSite: Hashable, Sendable {
  public var subview: Int
  public var keyframe: Int
  public var edge: AnchorEdge
  public var target: Int

  public init(subview: Int, keyframe: Int, edge: AnchorEdge, target: Int) {
    self.subview = subview
    self.keyframe = keyframe
    self.edge = edge
    self.target = target
  }
}
