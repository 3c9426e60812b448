/// One node of a `SyntaxTree`, as the tree's node array holds it.
///
/// Nodes are stored in pre-order, so a node's first child (if any) is the next record and its
/// next sibling is at `subtreeEnd`. Offsets are `Int32`: a document must be under 2 GiB.
struct NodeRecord: Sendable {
  /// UTF-8 offset of the node's first byte.
  var start: Int32
  /// UTF-8 offset one past the node's last byte.
  var end: Int32
  /// The parent's index, or -1 for the root.
  var parent: Int32
  /// One past the index of the last node in this node's subtree (its own index + 1 for a leaf).
  var subtreeEnd: Int32
  var kind: NodeKind
  var flags: NodeFlags
  /// For a valid number: its value, read from its text by `Double(_:)`; 0 for other kinds.
  var number: Double = 0
  /// For a key: its decoded name (quotes removed, escapes resolved); nil for other kinds.
  var name: String?
}

/// Facts about a node that its kind and range do not tell.
public struct NodeFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A string or key contains a backslash escape (same bit as `Token.Flags.hasEscapes`).
  public static let hasEscapes = NodeFlags(rawValue: 1 << 0)
  /// A string or key lacks its closing quote.
  public static let unterminated = NodeFlags(rawValue: 1 << 1)
  /// A number, key or value that was reported as an error (invalid number, unquoted key).
  public static let invalid = NodeFlags(rawValue: 1 << 2)
  /// An object or array that is not closed; its range ends at its last token.
  public static let unclosed = NodeFlags(rawValue: 1 << 3)
  /// An object or array nested too deeply: its contents were skipped and it has no children.
  public static let skipped = NodeFlags(rawValue: 1 << 4)
  /// A member whose key is followed by a colon.
  public static let hasColon = NodeFlags(rawValue: 1 << 5)

  init(_ tokenFlags: Token.Flags) { self.rawValue = tokenFlags.rawValue }
}
