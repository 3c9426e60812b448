import HeaderGeometry
import JSONSyntax

/// The previous model's subviews and where they were, for a lowering after an edit inside one
/// of them (`SpecLowering.lowerSubviews(reusing:)`).
struct PriorSubviews: Sendable {
  var subviews: [Subview]
  let subviewNodes: [NodeID]
  let keyframeStarts: [Int]
  let keyframeNodes: [NodeID]
}
