import JSONSyntax
import SpecAnalysis

/// The semantic tokens of a header spec, in document order, none overlapping: the names that
/// JSON highlighting shows as plain strings (Schemas/FORMAT.md): subview ids where defined,
/// the id and edge of each anchor reference (`"to": "avatar.bottom"`), subview kinds, values
/// of the schema's closed lists (behaviour kinds, weights, text styles, orientations, ...)
/// and device names. Only strings that are what their place asks for: an id or reference as
/// `SubviewIDIndex` finds it, an enum value the schema lists for its key, a device name that
/// names a preset; an unterminated string gets none. Cost: one walk of the syntax tree's
/// nodes and the id index, O(nodes).
public func semanticTokens(in document: SpecDocument) -> [SemanticToken] {
  var names: [Int: SubviewIDIndex.Occurrence] = [:]
  for occurrence in SubviewIDIndex(document).occurrences {
    names[occurrence.value.start] = occurrence
  }
  let scanner = SemanticTokenScanner(
    tree: document.syntax, subviews: Set(document.sourceMap.subviewNodes), names: names)
  return scanner.tokens()
}

/// The semantic tokens of a project configuration (`.headerspec.json`, its bytes), in
/// document order: the diagnostic codes that key `severityOverrides` and their severities,
/// the device names (`supports.devices`, `environment.device`) and the values of `supports`'
/// other lists. Comments are read as comments whether or not the file allows them. O(nodes).
public func semanticTokens(inConfiguration bytes: [UInt8]) -> [SemanticToken] {
  let tree = SyntaxTree(bytes: bytes, options: .jsonc)
  var overrides: NodeID?
  if let root = tree.root, let member = tree.lastMember(named: "severityOverrides", in: root),
    let value = tree.value(of: member), tree.kind(value) == .object
  {
    overrides = value
  }
  return SemanticTokenScanner(tree: tree, severityOverrides: overrides).tokens()
}
