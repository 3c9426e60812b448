import HeaderGeometry
import JSONSyntax

/// Lowers a syntax tree to the geometry core's `HeaderSpec`, recording the source of every
/// part in a `SourceMap`. Best effort and total: a value of the wrong type or shape is left out
/// (the schema check reports it) and the model's default applies; array elements that are not
/// objects are skipped; of duplicated keys the last one wins (as in most JSON readers). Walks each member once: O(nodes).
package struct SpecLowering {
  let tree: SyntaxTree
  /// The keys the lowering reads, by name.
  let keys: [String: LoweringKey]
  package var map: SourceMap
  /// The preset a name in `supports.devices` names; the tools pass the fuzzy match
  /// (`Device.preset(named:)`), the loader (one environment, no matrix) the exact name.
  let devicePreset: (String) -> Device?

  package init(
    tree: SyntaxTree,
    devicePreset: @escaping (String) -> Device? = { name in
      Device.presets.first { $0.name == name }
    }
  ) {
    self.tree = tree
    self.devicePreset = devicePreset
    self.keys = LoweringKey.byName
    self.map = SourceMap(tree: tree)
  }

  /// The model, or nil when the root is not an object.
  package mutating func lower() -> HeaderSpec? {
    guard let root = tree.root, tree.kind(root) == .object else { return nil }
    map.rootNode = root
    var spec = HeaderSpec()
    var barNode: NodeID?
    for (name, value) in members(root) {
      switch name {
      case .name: spec.name = tree.stringValue(value)
      case .width: spec.width = number(value) ?? spec.width
      case .bar where tree.kind(value) == .object: barNode = value
      case .statusBar where tree.kind(value) == .object: spec.statusBar = lowerStatusBar(value)
      case .supports where tree.kind(value) == .object: spec.supports = lowerSupports(value)
      case .behavior where tree.kind(value) == .object:
        map.behaviorNode = value
        spec.behavior = lowerBehavior(value)
      case .subviews: spec.subviews = lowerSubviews(value)
      default: break
      }
    }
    if let barNode {
      map.barNode = barNode
      spec.bar = lowerBar(barNode)
    }
    return spec
  }

  // MARK: - Bar and behaviour

  private func lowerBar(_ object: NodeID) -> Bar {
    var bar = Bar()
    for (name, value) in members(object) {
      switch name {
      case .maxHeight: bar.maxHeight = number(value) ?? bar.maxHeight
      case .minHeight: bar.minHeight = number(value) ?? bar.minHeight
      case .clipsToBounds: bar.clipsToBounds = tree.boolValue(value) ?? bar.clipsToBounds
      case .compact where tree.kind(value) == .object:
        for (name, value) in members(value) {
          switch name {
          case .maxHeight: bar.compactMaxHeight = number(value) ?? bar.compactMaxHeight
          case .minHeight: bar.compactMinHeight = number(value) ?? bar.compactMinHeight
          default: break
          }
        }
      default: break
      }
    }
    return bar
  }

  private mutating func lowerBehavior(_ object: NodeID) -> Behavior {
    map.snappingNodes = []
    var behavior = Behavior(kind: .squareCash)
    for (name, value) in members(object) {
      switch name {
      case .kind:
        behavior.kind = tree.stringValue(value).flatMap(Behavior.Kind.init) ?? behavior.kind
      case .elastic: behavior.elastic = tree.boolValue(value) ?? behavior.elastic
      case .stretchLimit: behavior.stretchLimit = number(value) ?? behavior.stretchLimit
      case .contentInsetTop: behavior.contentInsetTop = number(value) ?? behavior.contentInsetTop
      case .thresholds: behavior.thresholds = lowerThresholds(value)
      case .velocityThreshold:
        behavior.velocityThreshold = number(value) ?? behavior.velocityThreshold
      case .displayMode:
        behavior.displayMode =
          tree.stringValue(value).flatMap(Behavior.DisplayMode.init) ?? behavior.displayMode
      case .snappingEnabled:
        behavior.snappingEnabled = tree.boolValue(value) ?? behavior.snappingEnabled
      case .snapping: behavior.snapping = lowerSnapping(value)
      case .compact where tree.kind(value) == .object:
        for case (.contentInsetTop, let value) in members(value) {
          behavior.compactContentInsetTop = number(value) ?? behavior.compactContentInsetTop
        }
      default: break
      }
    }
    return behavior
  }

  private func lowerThresholds(_ object: NodeID) -> FacebookThresholds {
    var thresholds = FacebookThresholds()
    for (name, value) in members(object) {
      guard let number = number(value) else { continue }
      switch name {
      case .fromTop: thresholds.fromTop = number
      case .negativeDirection: thresholds.negativeDirection = number
      case .positiveDirection: thresholds.positiveDirection = number
      default: break
      }
    }
    return thresholds
  }

  /// Ranges with all three numbers; others are skipped (the schema reports them).
  private mutating func lowerSnapping(_ array: NodeID) -> [SnappingRange] {
    map.snappingNodes = []
    guard tree.kind(array) == .array else { return [] }
    var ranges: [SnappingRange] = []
    var children = ChildCursor(array, in: tree)
    while let element = children.next(in: tree) {
      guard tree.kind(element) == .object else { continue }
      var values: (Double?, Double?, Double?) = (nil, nil, nil)
      forEachMember(element) { name, value in
        switch name {
        case .target: values.0 = number(value)
        case .from: values.1 = number(value)
        case .to: values.2 = number(value)
        default: break
        }
      }
      guard let target = values.0, let from = values.1, let to = values.2 else { continue }
      ranges.append(SnappingRange(target: target, from: from, to: to))
      map.snappingNodes.append(element)
    }
    return ranges
  }

  // MARK: - Values

  /// The members of an object whose key the lowering reads and that have a value, in document
  /// order (other keys mean nothing to the model).
  func members(_ object: NodeID) -> [(LoweringKey, NodeID)] {
    var result: [(LoweringKey, NodeID)] = []
    result.reserveCapacity(8)
    forEachMember(object) { result.append(($0, $1)) }
    return result
  }

  /// Calls `body` with the key and value of each member whose key the lowering reads; nothing
  /// for a value that is not an object.
  func forEachMember(_ object: NodeID, _ body: (LoweringKey, NodeID) -> Void) {
    guard tree.kind(object) == .object else { return }
    var children = ChildCursor(object, in: tree)
    while let entry = children.next(in: tree) {
      // An unquoted key was reported by the syntax layer; it names nothing.
      let keyNode = tree.key(of: entry)
      guard !tree.flags(keyNode).contains(.invalid), let name = tree.stringValue(keyNode),
        let key = keys[name], let value = tree.value(of: entry)
      else { continue }
      body(key, value)
    }
  }

  func number(_ node: NodeID) -> Double? { tree.numberValue(node) }

  /// An array of exactly `count` numbers (at most 6), in fixed storage: no allocation.
  func numbers(_ node: NodeID, count: Int) -> InlineArray<6, Double>? {
    precondition(count <= 6, "at most six numbers")
    guard tree.kind(node) == .array else { return nil }
    var values = InlineArray<6, Double>(repeating: 0)
    var filled = 0
    var elements = ChildCursor(node, in: tree)
    while let element = elements.next(in: tree) {
      guard filled < count, let value = tree.numberValue(element) else { return nil }
      values[filled] = value
      filled += 1
    }
    return filled == count ? values : nil
  }

  /// The whole number at `node`, kept exactly up to 2^53 in magnitude (where doubles stop
  /// being exact); nil beyond that or for a fraction, which the schema reports at the value
  /// (HS205, HS206), so the key keeps its default.
  func integer(_ node: NodeID) -> Int? {
    guard let value = tree.numberValue(node), value.rounded(.towardZero) == value,
      abs(value) <= Self.largestExactInteger
    else { return nil }
    return Int(value)
  }

  /// 2^53: every integer up to it in magnitude is a double exactly.
  static let largestExactInteger: Double = 9_007_199_254_740_992
}
