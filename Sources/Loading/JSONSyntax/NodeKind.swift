/// The kind of a syntax tree node.
public enum NodeKind: UInt8, Sendable, CaseIterable {
  /// `{ ... }`; its children are `member` nodes.
  case object
  /// `"key": value`; its children are a `key` and, unless missing, one value node.
  case member
  /// A property name: a string, or an unquoted word that was reported as an error.
  case key
  /// `[ ... ]`; its children are value nodes.
  case array
  case string
  case number
  case `true`
  case `false`
  case null
  /// A word in a value position that is no JSON value (`tru`, `NaN`); reported as an error.
  case invalid

  /// Whether nodes of this kind can have children.
  public var isContainer: Bool { self == .object || self == .array || self == .member }

  /// Whether this is a value kind (anything but `member` and `key`).
  public var isValue: Bool { self != .member && self != .key }
}
