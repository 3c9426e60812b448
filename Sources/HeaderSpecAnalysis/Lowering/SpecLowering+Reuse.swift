import HeaderGeometry
import JSONSyntax

extension SpecLowering {
  /// `lowerSubviews` after `edit`: only the edited subview, if any, is lowered; the
  /// others and their places are the previous model's, their nodes moved past the edit. The
  /// result and the map are the same as `lowerSubviews`'s (see `SubviewEdit` for why).
  ///
  /// Cost: O(subviews + keyframes) integer copies, plus lowering one subview.
  mutating func lowerSubviews(reusing prior: inout PriorSubviews, after edit: SubviewEdit)
    -> [Subview]
  {
    // Taken out of `prior`, so that, when nothing else holds the array, it changes in place.
    var subviews: [Subview] = []
    swap(&subviews, &prior.subviews)
    guard let index = edit.subview else {
      map.subviewNodes = prior.subviewNodes.map(edit.node)
      map.keyframeStarts = prior.keyframeStarts
      map.keyframeNodes = prior.keyframeNodes.map(edit.node)
      return subviews
    }
    map.subviewNodes = []
    map.keyframeStarts = [0]
    map.keyframeNodes = []
    subviews[index] = lowerSubview(edit.newElement, index: index)
    let keyframes = map.keyframeNodes
    let oldStart = prior.keyframeStarts[index]
    let oldEnd = prior.keyframeStarts[index + 1]

    var subviewNodes = prior.subviewNodes
    subviewNodes[index] = edit.newElement
    if edit.nodeDelta != 0 {
      for position in (index + 1)..<subviewNodes.count {
        subviewNodes[position] = edit.node(subviewNodes[position])
      }
    }
    var keyframeNodes = Array(prior.keyframeNodes[..<oldStart])
    keyframeNodes.reserveCapacity(prior.keyframeNodes.count - (oldEnd - oldStart) + keyframes.count)
    keyframeNodes += keyframes
    keyframeNodes += prior.keyframeNodes[oldEnd...].lazy.map(edit.node)
    let shift = keyframes.count - (oldEnd - oldStart)
    var keyframeStarts = prior.keyframeStarts
    if shift != 0 {
      for position in (index + 1)..<keyframeStarts.count { keyframeStarts[position] += shift }
    }
    map.subviewNodes = subviewNodes
    map.keyframeNodes = keyframeNodes
    map.keyframeStarts = keyframeStarts
    return subviews
  }
}
