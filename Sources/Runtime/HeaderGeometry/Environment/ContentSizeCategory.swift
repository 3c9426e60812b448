extension HeaderEnvironment {
  /// A Dynamic Type content size category (`UIContentSizeCategory`), smallest first: xSmall to
  /// xxxLarge, then the five accessibility sizes. `large` is the system default.
  public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The short name the command line and specs use: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`,
    /// `AX1` to `AX5`.
    public var shortName: String {
      switch self {
      case .xSmall: "xS"
      case .small: "S"
      case .medium: "M"
      case .large: "L"
      case .xLarge: "xL"
      case .xxLarge: "xxL"
      case .xxxLarge: "xxxL"
      case .accessibility1: "AX1"
      case .accessibility2: "AX2"
      case .accessibility3: "AX3"
      case .accessibility4: "AX4"
      case .accessibility5: "AX5"
      }
    }

    /// The category of short name `name` (`AX3`), or nil.
    public init?(shortName name: String) {
      guard let match = Self.allCases.first(where: { $0.shortName == name }) else { return nil }
      self = match
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
