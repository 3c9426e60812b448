import HeaderGeometry
import JSONSyntax

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
    case "subviews":
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
  guard let spec = document.spec,
    let object = map.node(.behavior), let member = tree.member(named: "snapping", in: object)
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

private func subviewSymbols(_ document: SpecDocument) -> [DocumentSymbol] {
  let tree = document.syntax
  let map = document.sourceMap
  guard let spec = document.spec else { return [] }
  let n = NumberText.format
  return spec.subviews.indices.compactMap { index in
    guard let node = map.node(.subview(index)) else { return nil }
    let subview = spec.subviews[index]
    var detail = subview.kind.name
    if let resolved = document.resolved {
      let size = resolved.layout(subview: index, at: 0).size
      detail += ", \(n(size.width)) x \(n(size.height))"
    }
    let idRange = map.member("id", of: .subview(index))?.value ?? tree.range(node)
    let keyframes: [DocumentSymbol] = (0..<map.keyframeCount(subview: index)).compactMap {
      keyframe in
      let location = SourceMap.Location.keyframe(subview: index, keyframe: keyframe)
      guard let frame = map.node(location), keyframe < subview.keyframes.count else {
        return nil
      }
      return DocumentSymbol(
        name: "progress \(n(subview.keyframes[keyframe].progress))", kind: .object,
        range: tree.range(frame),
        selectionRange: map.member("progress", of: location)?.key ?? tree.range(frame))
    }
    return DocumentSymbol(
      name: subview.id.isEmpty ? "subview \(index + 1)" : subview.id, detail: detail,
      kind: .object, range: tree.range(node), selectionRange: idRange, children: keyframes)
  }
}
