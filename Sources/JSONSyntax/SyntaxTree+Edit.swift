extension SyntaxTree {
  /// The tree of `bytes`, which are `previous`'s bytes changed by `change`, made by parsing
  /// only the innermost value around the change and keeping every other node of `previous`
  /// (moved by the change's length): an editor's keystroke costs a copy of the nodes after
  /// it instead of a parse of the whole document. The tree is the one
  /// `init(bytes:options:keys:)` makes.
  ///
  /// Nil, leaving `previous` alone, when that cannot be shown from the value alone: `previous`
  /// has an error, a warning or a comment, or was parsed with other options or keys; the
  /// value, parsed by itself (as deep as it is nested), has one, or no longer spans exactly
  /// its bytes, or has a number that needs the side table; or it is more than half the
  /// document. Then parse the whole document. Otherwise `previous` is set to nil and its node
  /// memory edited in place when nothing else shares it.
  ///
  /// Why the rest is the same: the bytes before the value are unchanged, so the parse reaches
  /// the value in the same state; the value parses to the same nodes wherever it stands (a
  /// value's nodes depend on its bytes, its depth and the key table only); and after a whole
  /// value, the same bytes follow in the same state.
  public init?(
    bytes: [UInt8], options: ParseOptions, keys: KeyTable, editing previous: inout SyntaxTree?,
    change: ByteChange
  ) {
    guard let old = previous, old.options == options, old.keys?.names == keys.names,
      old.errors.isEmpty, !old.hasComments, old.bytes.count + change.delta == bytes.count,
      let node = old.innermostValue(containing: change.oldRange)
    else { return nil }
    let range = old.range(node)
    let newEnd = range.end + change.delta
    guard newEnd > range.start, 2 * (newEnd - range.start) <= bytes.count else { return nil }
    var ancestors: [Int32] = []
    var depth = 0
    var parent = old.nodes[Int(node.index)].parent
    while parent >= 0 {
      ancestors.append(parent)
      let kind = old.nodes[Int(parent)].kind
      if kind == .object || kind == .array { depth += 1 }
      parent = old.nodes[Int(parent)].parent
    }
    var segmentOptions = options
    segmentOptions.maximumDepth -= depth
    guard segmentOptions.maximumDepth > 0 else { return nil }
    let segment = SyntaxTree(
      bytes: Array(bytes[range.start..<newEnd]), options: segmentOptions, keys: keys)
    guard segment.errors.isEmpty, !segment.hasComments, segment.numberSideTable.isEmpty,
      let segmentRoot = segment.root,
      segment.range(segmentRoot) == ByteRange(start: 0, end: newEnd - range.start)
    else { return nil }

    let first = Int(node.index)
    let oldEnd = Int(old.subtreeEnd(node))
    let oldCount = old.nodeCount
    let nodeDelta = segment.nodeCount - (oldEnd - first)
    let newCount = oldCount + nodeDelta
    let sideTable = old.numberSideTable
    let valueParent = old.nodes[first].parent
    var storage = old.nodes.storage
    // Only `storage` may hold the memory now, for the uniqueness check.
    _ = consume old
    previous = nil
    let inPlace = isKnownUniquelyReferenced(&storage) && storage.capacity >= newCount
    let target = inPlace ? storage : NodeStorage(capacity: newCount + newCount / 8 + 16)
    if !inPlace { MemoryAdvice.preferHugePages(for: target) }
    let source = storage.base
    let destination = target.base
    if !inPlace { destination.update(from: source, count: first) }
    // The nodes after the value: moved, then shifted by the change's length and node count.
    if oldCount > oldEnd {
      UnsafeMutableRawPointer(destination + oldEnd + nodeDelta).copyMemory(
        from: source + oldEnd, byteCount: (oldCount - oldEnd) * MemoryLayout<NodeRecord>.stride)
    }
    let byteShift = Int32(change.delta)
    let nodeShift = Int32(nodeDelta)
    for index in (oldEnd + nodeDelta)..<(newCount) {
      var record = destination[index]
      record.start += byteShift
      record.end += byteShift
      if record.parent >= Int32(oldEnd) { record.parent += nodeShift }
      if record.kind != .number { record.subtreeEndOrValue += nodeShift }
      destination[index] = record
    }
    // The value's nodes, placed at its offset and index.
    let offset = Int32(range.start)
    let base = Int32(first)
    for index in 0..<segment.nodeCount {
      var record = segment.nodes[index]
      record.start += offset
      record.end += offset
      record.parent = index == 0 ? valueParent : record.parent + base
      if record.kind != .number { record.subtreeEndOrValue += base }
      destination[first + index] = record
    }
    // Its ancestors end later and hold more nodes.
    for ancestor in ancestors {
      destination[Int(ancestor)].end += byteShift
      destination[Int(ancestor)].subtreeEndOrValue += nodeShift
    }
    self.init(
      bytes: bytes, options: options, keys: keys,
      nodes: NodeArena(storage: target, count: newCount),
      numberSideTable: sideTable)
  }

  /// The innermost value (the root, a member's value or an array element) whose range
  /// contains `range`; nil when the root's does not.
  func innermostValue(containing range: ByteRange) -> NodeID? {
    func contains(_ node: NodeID) -> Bool {
      let own = self.range(node)
      return own.start <= range.start && range.end <= own.end
    }
    guard let root, contains(root) else { return nil }
    var current = root
    descending: while true {
      let kind = self.kind(current)
      guard kind == .object || kind == .array else { return current }
      for child in children(current) {
        let value = kind == .object ? self.value(of: child) : child
        if let value, contains(value) {
          current = value
          continue descending
        }
      }
      return current
    }
  }
}
