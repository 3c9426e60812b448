/// How `JSONPrinter` lays a document out: the line width it fits containers into and the
/// indentation of one level.
public struct JSONFormatStyle: Hashable, Sendable {
  /// One level of indentation.
  public enum Indent: Hashable, Sendable {
    /// This many spaces (1 to 16).
    case spaces(Int)
    /// One tab, counted as `width` columns when fitting lines.
    case tab(width: Int)
  }

  /// The widest line, in columns (`DisplayWidth`), that a container printed on one line may
  /// make. Lines the printer cannot break (a long string) may be wider.
  public var lineWidth: Int
  /// One level of indentation.
  public var indent: Indent
  /// The keys whose array of two or more objects goes one object per line even when it fits
  /// on one line. Any other array of objects stays on one line when it fits and was written
  /// on one line, as prettier and taplo keep them. The default is a spec's `keyframes` (a
  /// timeline reads down the page), the one name of a spec this module knows; it is matched
  /// by the key's decoded name wherever the key stands.
  public var oneElementPerLineKeys: Set<String>

  public init(
    lineWidth: Int = 100, indent: Indent = .spaces(2),
    oneElementPerLineKeys: Set<String> = ["keyframes"]
  ) {
    self.lineWidth = lineWidth
    self.indent = indent
    self.oneElementPerLineKeys = oneElementPerLineKeys
  }

  /// Two-space indentation, 100 columns: the style of every spec the project ships.
  public static let standard = JSONFormatStyle()

  /// Whether `node` is an array that goes one element per line when it holds two or more
  /// objects: the value of a member whose key (decoded) is one of `oneElementPerLineKeys`.
  public func putsOneElementPerLine(_ node: NodeID, in tree: SyntaxTree) -> Bool {
    guard !oneElementPerLineKeys.isEmpty, tree.kind(node) == .array,
      let member = tree.parent(node), tree.kind(member) == .member,
      let name = tree.stringValue(tree.key(of: member))
    else { return false }
    return oneElementPerLineKeys.contains(name)
  }

  /// The bytes of one level of indentation.
  public var indentUnit: [UInt8] {
    switch indent {
    case .spaces(let count): return Array(repeating: 0x20, count: max(0, count))
    case .tab: return [0x09]
    }
  }

  /// The columns one level of indentation takes.
  var indentWidth: Int {
    switch indent {
    case .spaces(let count): return max(0, count)
    case .tab(let width): return max(1, width)
    }
  }
}
