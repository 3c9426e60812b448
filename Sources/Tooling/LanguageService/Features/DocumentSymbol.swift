import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// One entry of the document outline, with its children.
public struct DocumentSymbol: Hashable, Sendable {
  /// The editor's icon for the symbol.
  public enum Kind: String, Hashable, Sendable {
    case object, array, property, event
  }

  /// `bar`, `behavior`, a subview's id, `progress 0.5`, `[0, 0.5] -> 0`.
  public var name: String
  /// The behaviour's kind, a subview's kind and size, the bar's heights.
  public var detail: String?
  public var kind: Kind
  /// The whole member or element, UTF-8.
  public var range: ByteRange
  /// What the editor selects when the symbol is chosen: the key, or the element's start.
  public var selectionRange: ByteRange
  public var children: [DocumentSymbol]

  public init(
    name: String, detail: String? = nil, kind: Kind, range: ByteRange, selectionRange: ByteRange,
    children: [DocumentSymbol] = []
  ) {
    self.name = name
    self.detail = detail
    self.kind = kind
    self.range = range
    self.selectionRange = selectionRange
    self.children = children
  }
}

/// The outline: every top-level member; `bar` with its heights; `behavior` with its kind and
/// its snapping ranges; `subviews` with each subview (id, kind and size at progress 0) and its
/// keyframes (by progress). Sizes come from `ResolvedHeader.layout(subview:at:)`.
public func documentSymbols(in document: SpecDocument) -> [DocumentSymbol] {
  let tree = document.syntax
  let map = document.sourceMap
  guard let root = tree.root, tree.kind(root) == .object else { return [] }
  let n = NumberText.format
  var symbols: [DocumentSymbol] = []
  // With the key duplicated, only the member the model's subviews come from holds them.
  let subviews = map.node(.subview(0)).flatMap(tree.parent).flatMap(tree.parent)
  for member in tree.members(of: root) {
    guard let name = tree.stringValue(tree.key(of: member)) else { continue }
    let key = tree.range(tree.key(of: member))
    var symbol = DocumentSymbol(
      name: name, kind: .property, range: tree.range(member), selectionRange: key)
    let value = tree.value(of: member)
    switch name {
    case "bar" where value == map.node(.bar):
      symbol.kind = .object
      if let metrics = document.resolved?.metrics {
        symbol.detail = "\(n(metrics.maxHeight)) -> \(n(metrics.minHeight)) pt"
      }
    case "behavior" where value == map.node(.behavior):
      symbol.kind = .object
      symbol.detail = document.spec?.behavior.kind.rawValue
      symbol.children = snappingSymbols(document)
    case "subviews" where subviews == nil || member == subviews:
      symbol.kind = .array
      symbol.children = subviewSymbols(document)
    default:
      symbol.detail = value.map { tree.kind($0).isContainer ? nil : tree.text($0) } ?? nil
    }
    symbols.append(symbol)
  }
  return symbols
}

private func snappingSymbols(_ document: SpecDocument) -> [DocumentSymbol] {
  let tree = document.syntax
  let map = document.sourceMap
  // The member the model's ranges come from (of duplicated keys, the last one with a value).
  guard let spec = document.spec, let object = map.node(.behavior),
    let member = map.node(.snappingRange(0)).flatMap(tree.parent).flatMap(tree.parent)
      ?? tree.lastMember(named: "snapping", in: object)
  else { return [] }
  let n = NumberText.format
  let ranges: [DocumentSymbol] = spec.behavior.snapping.indices.compactMap { index in
    guard let node = map.node(.snappingRange(index)) else { return nil }
    let range = spec.behavior.snapping[index]
    let height = document.resolved.map { " (\(n($0.height(at: range.target))) pt)" } ?? ""
    return DocumentSymbol(
      name: "[\(n(range.from)), \(n(range.to))] -> \(n(range.target))",
      detail: "snaps to \(n(range.target))" + height, kind: .event, range: tree.range(node),
      selectionRange: tree.range(node))
  }
  return [
    DocumentSymbol(
      name: "snapping", kind: .array, range: tree.range(member),
      selectionRange: tree.range(tree.key(of: member)), children: ranges)
  ]
}

/// The subviews with their keyframes: the bulk of a large outline, so written to allocate
/// little (keys compared as bytes, names from the text).
private func subviewSymbols(_ document: SpecDocument) -> [DocumentSymbol] {
  let tree = document.syntax
  let map = document.sourceMap
  guard let spec = document.spec else { return [] }
  let n = NumberText.format
  var symbols: [DocumentSymbol] = []
  symbols.reserveCapacity(spec.subviews.count)
  // Every size is at progress 0: the bar's height and layout progress there, computed once.
  let resolved = document.resolved
  let height = resolved?.metrics.height(at: 0) ?? 0
  let layoutProgress = resolved?.metrics.layoutProgress(0) ?? 0
  // With references, one pass lays out every subview targets first (linear); otherwise each
  // subview alone, without the array.
  let layouts =
    resolved.map {
      $0.hasDynamicLayouts ? $0.layouts(layoutProgress: layoutProgress, height: height) : []
    } ?? []
  for index in spec.subviews.indices {
    guard let node = map.node(.subview(index)) else { continue }
    var detail = spec.subviews[index].kind.name
    if let resolved {
      let size =
        layouts.isEmpty
        ? resolved.layout(subview: index, layoutProgress: layoutProgress, height: height).size
        : layouts[index].size
      detail += ", \(n(size.width)) x \(n(size.height))"
    }
    let idRange = tree.memberValue(named: "id", in: node).map { tree.range($0) } ?? tree.range(node)
    let count = min(map.keyframeCount(subview: index), spec.subviews[index].keyframes.count)
    var keyframes: [DocumentSymbol] = []
    keyframes.reserveCapacity(count)
    for keyframe in 0..<count {
      guard let frame = map.node(.keyframe(subview: index, keyframe: keyframe)) else { continue }
      let range = tree.range(frame)
      let progress = tree.memberValue(named: "progress", in: frame).map { tree.range($0) }
      // The progress as written.
      let name = progress.map { "progress " + tree.text($0) } ?? "keyframe \(keyframe + 1)"
      keyframes.append(
        DocumentSymbol(
          name: name, kind: .object, range: range, selectionRange: progress ?? range))
    }
    let id = spec.subviews[index].id
    symbols.append(
      DocumentSymbol(
        name: id.isEmpty ? "subview \(index + 1)" : id, detail: detail, kind: .object,
        range: tree.range(node), selectionRange: idRange, children: keyframes))
  }
  return symbols
}

extension SyntaxTree {
  /// The value of the first member of `object` whose quoted key is `name`.
  fileprivate func memberValue(named name: String, in object: NodeID) -> NodeID? {
    guard kind(object) == .object else { return nil }
    var members = ChildCursor(object, in: self)
    while let member = members.next(in: self) {
      let key = key(of: member)
      if !flags(key).contains(.invalid) && stringValue(key) == name { return value(of: member) }
    }
    return nil
  }
}
