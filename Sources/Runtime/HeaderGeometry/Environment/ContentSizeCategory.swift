extension HeaderEnvironment {
  /// A Dynamic Type content size category (`UIContentSizeCategory`), smallest first: xSmall to
  /// xxxLarge, then the five accessibility sizes. `large` is the system default.
  public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
