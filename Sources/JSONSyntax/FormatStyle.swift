/// How `JSONPrinter` lays a document out: the line width it fits containers into and the
/// indentation of one level.
public struct FormatStyle: Hashable, Sendable {
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

  public init(lineWidth: Int = 100, indent: Indent = .spaces(2)) {
    self.lineWidth = lineWidth
    self.indent = indent
  }

  /// Two-space indentation, 100 columns: the style of every spec the project ships.
  public static let standard = FormatStyle()

  /// The bytes of one level of indentation.
  var indentUnit: [UInt8] {
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
