import HeaderGeometry
import JSONSyntax

/// Where each part of the lowered model sits in the document: for the bar, the behaviour,
/// each snapping range, subview and keyframe, its key range (when it is a member's value), its
/// value range, and the key and value ranges of its members. Indices are the model's (0-based,
/// into `HeaderSpec`'s arrays, which skip array elements that are not objects), so they match
/// the indices in `ResolutionIssue` (and in GeometryChecks' `GeometryProblem`).
///
/// Stores node ids only; ranges are looked up in the tree on demand (O(members) per lookup).
public struct SourceMap: Sendable {
  /// A part of the model.
  public enum Location: Hashable, Sendable {
    case root, bar, behavior
    case snappingRange(Int)
    case subview(Int)
    case keyframe(subview: Int, keyframe: Int)
  }

  /// A key's range (nil for an array element or the root) and its value's range.
  public struct Ranges: Hashable, Sendable {
    public var key: ByteRange?
    public var value: ByteRange

    public init(key: ByteRange?, value: ByteRange) {
      self.key = key
      self.value = value
    }
  }

  let tree: SyntaxTree
  var rootNode: NodeID?
  var barNode: NodeID?
  var behaviorNode: NodeID?
  var snappingNodes: [NodeID] = []
  package var subviewNodes: [NodeID] = []
  /// `keyframeNodes[keyframeStarts[s] ..< keyframeStarts[s + 1]]` are subview s's keyframes.
  var keyframeStarts: [Int] = [0]
  var keyframeNodes: [NodeID] = []

  package init(tree: SyntaxTree) { self.tree = tree }

  /// The object node of a part.
  public func node(_ location: Location) -> NodeID? {
    switch location {
    case .root: return rootNode
    case .bar: return barNode
    case .behavior: return behaviorNode
    case .snappingRange(let index):
      return snappingNodes.indices.contains(index) ? snappingNodes[index] : nil
    case .subview(let index):
      return subviewNodes.indices.contains(index) ? subviewNodes[index] : nil
    case .keyframe(let subview, let keyframe):
      guard subviewNodes.indices.contains(subview) else { return nil }
      let start = keyframeStarts[subview] + keyframe
      guard keyframe >= 0, start < keyframeStarts[subview + 1] else { return nil }
      return keyframeNodes[start]
    }
  }

  /// The number of keyframes of subview `index` in the model.
  public func keyframeCount(subview index: Int) -> Int {
    guard subviewNodes.indices.contains(index) else { return 0 }
    return keyframeStarts[index + 1] - keyframeStarts[index]
  }

  /// The part's key range (when it is a member's value) and value range.
  public func ranges(_ location: Location) -> Ranges? {
    node(location).map(ranges(ofValue:))
  }

  /// The ranges of member `name` of a part: `member("progress", of: .keyframe(...))`.
  public func member(_ name: String, of location: Location) -> Ranges? {
    guard let object = node(location), let entry = tree.lastMember(named: name, in: object) else {
      return nil
    }
    let key = tree.range(tree.key(of: entry))
    return Ranges(key: key, value: tree.value(of: entry).map(tree.range) ?? key)
  }

  /// The member node `name` of a part (key and value together).
  package func memberNode(_ name: String, of location: Location) -> NodeID? {
    node(location).flatMap { tree.lastMember(named: name, in: $0) }
  }

  /// Every member of a part in document order, with its ranges.
  public func members(of location: Location) -> [(name: String, ranges: Ranges)] {
    guard let object = node(location) else { return [] }
    return tree.members(of: object).compactMap { entry in
      guard let name = tree.stringValue(tree.key(of: entry)) else { return nil }
      let key = tree.range(tree.key(of: entry))
      return (name, Ranges(key: key, value: tree.value(of: entry).map(tree.range) ?? key))
    }
  }

  /// The innermost part whose value contains `offset` (for hover and symbols).
  public func location(containing offset: Int) -> Location? {
    func contains(_ node: NodeID?) -> Bool { node.map { tree.range($0).touches(offset) } ?? false }
    for (index, node) in subviewNodes.enumerated() where contains(node) {
      for keyframe in 0..<keyframeCount(subview: index)
      where contains(self.node(.keyframe(subview: index, keyframe: keyframe))) {
        return .keyframe(subview: index, keyframe: keyframe)
      }
      return .subview(index)
    }
    for (index, node) in snappingNodes.enumerated() where contains(node) {
      return .snappingRange(index)
    }
    if contains(barNode) { return .bar }
    if contains(behaviorNode) { return .behavior }
    return contains(rootNode) ? .root : nil
  }

  func ranges(ofValue node: NodeID) -> Ranges {
    var key: ByteRange?
    if let parent = tree.parent(node), tree.kind(parent) == .member {
      key = tree.range(tree.key(of: parent))
    }
    return Ranges(key: key, value: tree.range(node))
  }

  /// Where a reference is written: the key of `edge` (as the document writes it) in keyframe
  /// `keyframe` of subview `subview`'s `anchor`, and the node of its `"to"` value (nil when the
  /// edge is a margin or missing).
  package func reference(subview: Int, keyframe: Int, writtenEdge edge: AnchorEdge) -> (
    key: ByteRange?, to: NodeID?
  ) {
    guard let object = node(.keyframe(subview: subview, keyframe: keyframe)),
      let anchor = tree.lastMember(named: "anchor", in: object),
      let anchorNode = tree.value(of: anchor),
      let entry = tree.lastMember(named: edge.rawValue, in: anchorNode)
    else { return (nil, nil) }
    let key = tree.range(tree.key(of: entry))
    guard let value = tree.value(of: entry), tree.kind(value) == .object,
      let to = tree.lastMember(named: "to", in: value), let toValue = tree.value(of: to)
    else { return (key, nil) }
    return (key, toValue)
  }
}
