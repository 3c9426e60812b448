import JSONSyntax

/// One entry of `workspace/symbol`: a spec's `name`, or one of its subview ids where it is
/// defined.
public struct WorkspaceSymbol: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case spec
    case subview
  }

  public var name: String
  public var kind: Kind
  /// The string that defines it (quotes included), UTF-8.
  public var range: ByteRange
  /// For a subview, the spec's `name` when it has one.
  public var container: String?
}

/// The spec's `name` and its subview ids in `tree` that `query` matches (`FuzzyMatch`), in
/// document order. Reads the syntax tree alone, no analysis, so a workspace of specs is
/// searched as fast as it is parsed: O(members of the root and of each subview).
public func workspaceSymbols(in tree: SyntaxTree, matching query: String) -> [WorkspaceSymbol] {
  guard let root = tree.root, tree.kind(root) == .object else { return [] }
  func string(_ key: String, in object: NodeID) -> (text: String, range: ByteRange)? {
    guard let member = tree.member(named: key, in: object), let value = tree.value(of: member),
      let text = tree.stringValue(value)
    else { return nil }
    return (text, tree.range(value))
  }
  var symbols: [WorkspaceSymbol] = []
  let specName = string("name", in: root)
  if let specName, FuzzyMatch.matches(query, specName.text) {
    symbols.append(
      WorkspaceSymbol(name: specName.text, kind: .spec, range: specName.range, container: nil))
  }
  guard let member = tree.member(named: "subviews", in: root),
    let subviews = tree.value(of: member), tree.kind(subviews) == .array
  else { return symbols }
  for subview in tree.children(subviews) where tree.kind(subview) == .object {
    guard let id = string("id", in: subview), FuzzyMatch.matches(query, id.text) else {
      continue
    }
    symbols.append(
      WorkspaceSymbol(name: id.text, kind: .subview, range: id.range, container: specName?.text))
  }
  return symbols
}
