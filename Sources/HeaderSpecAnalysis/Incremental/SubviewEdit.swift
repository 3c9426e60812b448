import JSONSyntax

/// An edit that changed one element of the root's `subviews` array, or only what comes
/// before or after the array: what lets a document be analysed again while keeping the
/// previous analysis of every subview it did not change
/// (`SpecDocument.init(bytes:settings:reusing:)`).
///
/// Found from the bytes alone (`find`): the changed bytes (`ByteChange`) must lie inside one element, or
/// before the array's `[`, or after its `]` (the edited part). It is then checked against the
/// new tree (`confirm`): both documents parse without any error or warning, and the new tree
/// has the array and its elements where the edit puts them. Then every byte outside the
/// edited part is the same in both documents and is parsed in the same state (the parse reads
/// left to right and the part is a whole value, or the array is), so every unchanged element
/// has the same nodes, moved by `byteDelta` and `nodeDelta` when it comes after the part.
struct SubviewEdit {
  /// What the edit changed.
  enum Part: Hashable {
    /// The subview of this model index (the element's position among the array's objects).
    case subview(Int)
    /// Something before or after the `subviews` array: every subview is unchanged.
    case outsideSubviews
  }

  let part: Part
  /// The edited element's position in the array; nil for an edit outside it.
  let element: Int?
  /// The edited part in the previous document: the element, everything before the array or
  /// everything after it. Offsets past it move by `byteDelta` (bytes inserted minus removed).
  let oldRange: ByteRange
  let byteDelta: Int
  /// The edited part's nodes in the previous tree; nodes past them move by `nodeDelta`.
  let oldNodes: Range<Int32>
  /// The previous tree's node count, and its array with its range.
  let oldNodeCount: Int
  let oldArray: NodeID
  let oldArrayRange: ByteRange
  /// Set by `confirm`: nodes added minus nodes removed, the new tree's array and element.
  private(set) var nodeDelta: Int32 = 0
  private(set) var array = NodeID(0)
  private(set) var newElement = NodeID(0)

  /// The model index of the edited subview; nil for an edit outside the array.
  var subview: Int? {
    if case .subview(let index) = part { index } else { nil }
  }

  /// The edit `change` that turns `previous` into the new document, when it lies inside one object element of
  /// the root's `subviews` array or outside the array, and `previous` parsed without errors
  /// or warnings.
  static func find(previous: SyntaxTree, change: ByteChange) -> SubviewEdit? {
    guard previous.errors.isEmpty, let array = subviewsArray(in: previous) else { return nil }
    let old = previous.bytes
    let prefix = change.oldRange.start
    let changedEnd = change.oldRange.end
    let arrayRange = previous.range(array)
    let arrayEnd = previous.subtreeEnd(array)
    func edit(_ part: Part, element: Int?, _ range: ByteRange, _ nodes: Range<Int32>)
      -> SubviewEdit
    {
      SubviewEdit(
        part: part, element: element, oldRange: range, byteDelta: change.delta,
        oldNodes: nodes, oldNodeCount: previous.nodeCount, oldArray: array,
        oldArrayRange: arrayRange)
    }
    if changedEnd <= arrayRange.start {
      return edit(
        .outsideSubviews, element: nil, ByteRange(start: 0, end: arrayRange.start),
        0..<array.index)
    }
    if prefix >= arrayRange.end {
      return edit(
        .outsideSubviews, element: nil, ByteRange(start: arrayRange.end, end: old.count),
        arrayEnd..<Int32(previous.nodeCount))
    }
    var index = 0
    var objects = 0
    var elements = ChildCursor(array, in: previous)
    while let node = elements.next(in: previous) {
      let range = previous.range(node)
      let isObject = previous.kind(node) == .object
      if range.start <= prefix, changedEnd <= range.end {
        guard isObject else { return nil }
        return edit(
          .subview(objects), element: index, range, node.index..<previous.subtreeEnd(node))
      }
      if range.start > prefix { return nil }
      index += 1
      if isObject { objects += 1 }
    }
    return nil
  }

  /// Whether `tree` (the new document's) parsed as this edit needs: no errors or warnings,
  /// the array where the edit puts it, and an edited element an object of the array at the
  /// same node and start, its end moved by `byteDelta` and its node count by `nodeDelta`.
  /// (Then the other elements are the same, see above.)
  mutating func confirm(in tree: SyntaxTree) -> Bool {
    guard tree.errors.isEmpty, let array = Self.subviewsArray(in: tree) else { return false }
    let delta = Int32(tree.nodeCount - oldNodeCount)
    self.nodeDelta = delta
    let arrayRange =
      element == nil
      ? range(oldArrayRange)
      : ByteRange(start: oldArrayRange.start, end: oldArrayRange.end + byteDelta)
    guard array == node(oldArray), tree.range(array) == arrayRange else { return false }
    if element != nil {
      // The element keeps its node (the nodes before it are the same).
      let found = NodeID(oldNodes.lowerBound)
      guard found.index < tree.nodeCount, tree.parent(found) == array,
        tree.kind(found) == .object,
        tree.range(found) == ByteRange(start: oldRange.start, end: oldRange.end + byteDelta),
        tree.subtreeEnd(found) - found.index == Int32(oldNodes.count) + delta
      else { return false }
      newElement = found
    }
    self.array = array
    return true
  }

  /// A range of the previous document in the new one; nil when it overlaps the edited part.
  func range(_ old: ByteRange) -> ByteRange? {
    if old.end <= oldRange.start { return old }
    guard old.start >= oldRange.end else { return nil }
    return ByteRange(start: old.start + byteDelta, end: old.end + byteDelta)
  }

  /// `range(old)` for an optional range: `.some(nil)` when there is none, nil when it
  /// overlaps the edited part.
  func range(ifAny old: ByteRange?) -> ByteRange?? {
    guard let old else { return .some(nil) }
    return range(old).map { .some($0) }
  }

  /// A node of the previous tree outside the edited part, in the new tree.
  @inline(__always)
  func node(_ old: NodeID) -> NodeID {
    old.index >= oldNodes.upperBound ? NodeID(old.index + nodeDelta) : old
  }

  /// The value of the root's `subviews` member when it is an array (the member is unique: a
  /// tree without warnings has no repeated key).
  static func subviewsArray(in tree: SyntaxTree) -> NodeID? {
    guard let root = tree.root, tree.kind(root) == .object,
      let member = tree.lastMember(named: "subviews", in: root),
      let value = tree.value(of: member), tree.kind(value) == .array
    else { return nil }
    return value
  }
}
