/// What resolving a spec gives up on, and the layout it gives instead: references that name
/// no edge, and keyframes whose axes say too much or lose what they had. The loader reports the
/// references; the checks (GeometryChecks' `GeometryProblem`) report all of them.
package enum ResolutionIssue: Hashable, Sendable {
  /// A reference names an id no subview has; the edge sits at 0.
  case unknownReference(subview: Int, keyframe: Int, edge: AnchorEdge, target: String)
  /// A reference names the subview itself; the edge sits at 0.
  case selfReference(subview: Int, keyframe: Int, edge: AnchorEdge)
  /// A reference's edge is not an edge (`written` nil) or is on the other axis; it sits at 0.
  case invalidReferenceEdge(subview: Int, keyframe: Int, edge: AnchorEdge, written: AnchorEdge?)
  /// References that lead back to where they start, in order; every reference among those
  /// subviews is dropped (its edge sits at 0).
  case referenceCycle([ReferenceSite])
  /// A keyframe gives a size on an axis whose two outer edges are anchored; the edges win.
  case axisDefinedTwice(subview: Int, keyframe: Int, horizontal: Bool)
  /// A keyframe drops what the one before gave on an axis; the layout keeps the earlier one's.
  case keyframeLosesGeometry(subview: Int, keyframe: Int, horizontal: Bool, position: Bool)
}
