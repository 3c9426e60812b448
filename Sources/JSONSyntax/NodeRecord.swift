/// One node in the arena of a `SyntaxTree`: 20 bytes, no references.
///
/// Nodes are stored in pre-order, so a node's first child (if any) is the next record and its
/// next sibling is at `subtreeEnd(at:)`. Offsets are `Int32`: a document must be under 2 GiB.
///
/// A number is always a leaf, so its subtree end (its index + 1) need not be stored: its two
/// last fields hold its value instead, 48 bits encoded by `NumberPayload`.
@usableFromInline
struct NodeRecord: Sendable {
  /// UTF-8 offset of the node's first byte.
  @usableFromInline var start: Int32
  /// UTF-8 offset one past the node's last byte.
  @usableFromInline var end: Int32
  /// The parent's index, or -1 for the root.
  @usableFromInline var parent: Int32
  /// For every kind but `.number`: one past the index of the last node in this node's subtree
  /// (its own index + 1 for a leaf). For a number: the low 32 bits of its `NumberPayload`.
  @usableFromInline var subtreeEndOrValue: Int32
  @usableFromInline var kind: NodeKind
  @usableFromInline var flags: NodeFlags
  /// For a key: its number in the tree's `KeyTable`, -1 when unknown, invalid or without a
  /// table. For a number: the high 16 bits of its `NumberPayload`. 0 for other kinds.
  @usableFromInline var keyNumberOrValue: Int16

  @inlinable
  init(
    start: Int32, end: Int32, parent: Int32, subtreeEnd: Int32, kind: NodeKind, flags: NodeFlags,
    keyNumber: Int16 = 0
  ) {
    self.start = start
    self.end = end
    self.parent = parent
    self.subtreeEndOrValue = subtreeEnd
    self.kind = kind
    self.flags = flags
    self.keyNumberOrValue = keyNumber
  }

  /// One past the index of the last node in the subtree of this record, which is at `index`.
  @inlinable
  func subtreeEnd(at index: Int32) -> Int32 { kind == .number ? index + 1 : subtreeEndOrValue }

  /// The 48-bit value payload of a number record, kept in its last two fields.
  @inlinable
  var numberPayload: UInt64 {
    get {
      UInt64(UInt32(bitPattern: subtreeEndOrValue))
        | UInt64(UInt16(bitPattern: keyNumberOrValue)) << 32
    }
    set {
      subtreeEndOrValue = Int32(bitPattern: UInt32(truncatingIfNeeded: newValue))
      keyNumberOrValue = Int16(bitPattern: UInt16(truncatingIfNeeded: newValue >> 32))
    }
  }
}

/// Facts about a node that its kind and range do not tell.
public struct NodeFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A string or key contains a backslash escape (same bit as `Token.Flags.hasEscapes`).
  @inlinable public static var hasEscapes: NodeFlags { NodeFlags(rawValue: 1 << 0) }
  /// A string or key lacks its closing quote.
  @inlinable public static var unterminated: NodeFlags { NodeFlags(rawValue: 1 << 1) }
  /// A number, key or value that was reported as an error (invalid number, unquoted key).
  @inlinable public static var invalid: NodeFlags { NodeFlags(rawValue: 1 << 2) }
  /// An object or array that is not closed; its range ends at its last token.
  @inlinable public static var unclosed: NodeFlags { NodeFlags(rawValue: 1 << 3) }
  /// An object or array nested too deeply: its contents were skipped and it has no children.
  @inlinable public static var skipped: NodeFlags { NodeFlags(rawValue: 1 << 4) }
  /// A member whose key is followed by a colon.
  @inlinable public static var hasColon: NodeFlags { NodeFlags(rawValue: 1 << 5) }

  init(_ tokenFlags: Token.Flags) { self.rawValue = tokenFlags.rawValue }
}
