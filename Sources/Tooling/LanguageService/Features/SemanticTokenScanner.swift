import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// The one walk behind `semanticTokens(in:)` and `semanticTokens(inConfiguration:)`: the tree's
/// nodes in pre-order (document order), each string value classified by the key it is the
/// value (or an array element) of, each key of `severityOverrides` by whether it is a code.
struct SemanticTokenScanner {
  let tree: SyntaxTree
  /// The subviews' objects (their `kind` is a subview kind, not a behaviour kind).
  var subviews: Set<NodeID> = []
  /// The ids and references of `SubviewIDIndex`, by the start of their string value.
  var names: [Int: SubviewIDIndex.Occurrence] = [:]
  /// A configuration's `severityOverrides` object; nil for a spec.
  var severityOverrides: NodeID?

  /// The keys whose values (or elements) are device names (Schemas/FORMAT.md#devices).
  static let deviceKeys: Set<String> = ["devices", "device"]
  /// The levels a code's severity can be set to in `severityOverrides`.
  static let severities: Set<String> = ["error", "warning", "information", "hint", "off"]

  func tokens() -> [SemanticToken] {
    var tokens: [SemanticToken] = []
    for index in 0..<tree.nodeCount {
      let node = NodeID(Int32(index))
      switch tree.kind(node) {
      case .string: appendValue(node, to: &tokens)
      case .key: appendCode(node, to: &tokens)
      default: continue
      }
    }
    return tokens
  }

  /// A string value's tokens: an id or a reference's id and edge, else what its key says.
  private func appendValue(_ node: NodeID, to tokens: inout [SemanticToken]) {
    guard let inside = inside(node) else { return }
    if let name = names[tree.range(node).start] {
      appendName(name, inside, to: &tokens)
      return
    }
    // The key decides whether the value is worth decoding: most strings are names and text.
    guard let (key, object) = owner(of: node) else { return }
    let enumValues = SchemaEnumValues.shared.valuesByKey[key]
    let isDevice = Self.deviceKeys.contains(key)
    let isSeverity = object == severityOverrides
    guard isDevice || isSeverity || enumValues != nil, let value = tree.stringValue(node)
    else { return }
    let role: SemanticToken.Role
    if isDevice {
      guard Device.preset(named: value) != nil else { return }
      role = .device
    } else if isSeverity {
      guard Self.severities.contains(value) else { return }
      role = .enumValue
    } else if enumValues?.contains(value) == true {
      role = key == "kind" && subviews.contains(object) ? .subviewKind : .enumValue
    } else {
      return
    }
    append(inside, role, to: &tokens)
  }

  /// A subview's id, or a reference's id and (after the `.`) its edge. With escapes the raw
  /// text cannot be split: the whole string is the id.
  private func appendName(
    _ name: SubviewIDIndex.Occurrence, _ inside: ByteRange, to tokens: inout [SemanticToken]
  ) {
    let escaped = name.range == name.value
    let id = escaped ? inside : name.range
    append(id, name.isDefinition ? .subviewDefinition : .subviewReference, to: &tokens)
    guard !escaped, let edge = name.edge, AnchorEdge(rawValue: edge) != nil else { return }
    let start = id.end + 1
    append(ByteRange(start: start, end: start + edge.utf8.count), .edge, to: &tokens)
  }

  /// A key of `severityOverrides` that is a diagnostic code.
  private func appendCode(_ key: NodeID, to tokens: inout [SemanticToken]) {
    guard let severityOverrides, let member = tree.parent(key),
      tree.parent(member) == severityOverrides, let inside = inside(key),
      let code = tree.stringValue(key), DiagnosticCode(rawValue: code) != nil
    else { return }
    append(inside, .diagnosticCode, to: &tokens)
  }

  /// Adds a token unless it is empty or crosses a line (a raw line break in a string is a
  /// syntax error, but the text still has it).
  private func append(
    _ range: ByteRange, _ role: SemanticToken.Role, to tokens: inout [SemanticToken]
  ) {
    guard range.length > 0,
      !tree.bytes[range.start..<range.end].contains(where: { $0 == 0x0A || $0 == 0x0D })
    else { return }
    tokens.append(SemanticToken(range: range, role: role))
  }

  /// The bytes between a string's quotes; nil for an unterminated string or an unquoted key.
  private func inside(_ node: NodeID) -> ByteRange? {
    let range = tree.range(node)
    guard !tree.flags(node).contains(.unterminated), range.length >= 2,
      tree.bytes[range.start] == UInt8(ascii: "\""), tree.bytes[range.end - 1] == UInt8(ascii: "\"")
    else { return nil }
    return ByteRange(start: range.start + 1, end: range.end - 1)
  }

  /// The key a value belongs to and the object holding it: a member's value's, or an array
  /// element's (the key of the member whose value the array is).
  private func owner(of node: NodeID) -> (key: String, object: NodeID)? {
    guard var member = tree.parent(node) else { return nil }
    if tree.kind(member) == .array {
      guard let holder = tree.parent(member) else { return nil }
      member = holder
    }
    guard tree.kind(member) == .member, let object = tree.parent(member),
      let key = tree.stringValue(tree.key(of: member))
    else { return nil }
    return (key, object)
  }
}
