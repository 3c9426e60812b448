/// What a cursor at a UTF-8 offset is positioned to type: the facts completion is built on.
///
/// Made by `SyntaxTree.cursorContext(at:)`. All ranges are UTF-8 byte ranges.
public struct CursorContext: Hashable, Sendable {
  /// The kind of place the cursor is at.
  public enum Position: Hashable, Sendable {
    /// In an object where a new property name can go: before a key, between members, in `{}`.
    case propertyName
    /// Inside an existing property name (or an unquoted word standing in for one).
    case inPropertyName
    /// After a member's colon: on its value or where the value goes.
    case propertyValue
    /// In an array, on an element or where one can go.
    case arrayElement
    /// The root value: an empty document, or on a root that is a single token.
    case root
    /// Nowhere completion helps: between a key and its colon, after the root, in a comment...
    case none
  }

  public var position: Position
  /// The object whose property name or value the cursor is at.
  public var object: NodeID?
  /// The member whose key or value the cursor is in (nil between members).
  public var member: NodeID?
  /// The array whose element the cursor is at.
  public var array: NodeID?
  /// For `arrayElement`: the 0-based index of the element at the cursor, or of the one that
  /// typing would insert.
  public var elementIndex: Int?
  /// The token under the cursor that completion replaces (a key, a string, a number, a word).
  public var node: NodeID?
  /// What completion replaces: the range of `node`, or an empty range at the cursor.
  public var replacementRange: ByteRange
  /// For property positions: the decoded names of `object`'s members, except the one under
  /// the cursor, in source order.
  public var presentKeys: [String]
  /// The member or element before the cursor's position.
  public var previousSibling: NodeID?
  /// `previousSibling` is not followed by a comma before the cursor: an insertion needs one.
  public var needsCommaBefore: Bool
  /// A member or element follows with no comma before it: an insertion needs one after it.
  public var needsCommaAfter: Bool

  public init(
    position: Position, object: NodeID? = nil, member: NodeID? = nil, array: NodeID? = nil,
    elementIndex: Int? = nil, node: NodeID? = nil, replacementRange: ByteRange,
    presentKeys: [String] = [], previousSibling: NodeID? = nil, needsCommaBefore: Bool = false,
    needsCommaAfter: Bool = false
  ) {
    self.position = position
    self.object = object
    self.member = member
    self.array = array
    self.elementIndex = elementIndex
    self.node = node
    self.replacementRange = replacementRange
    self.presentKeys = presentKeys
    self.previousSibling = previousSibling
    self.needsCommaBefore = needsCommaBefore
    self.needsCommaAfter = needsCommaAfter
  }
}
