/// A Dynamic Type text style (`UIFont.TextStyle`): a font size that follows the content size
/// category (Schemas/FORMAT.md#text-styles).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// The point size at `category`: Apple's Dynamic Type table (Human Interface Guidelines,
  /// Typography, "iOS, iPadOS Dynamic Type sizes"), one row per style, one column per category.
  public func pointSize(at category: HeaderEnvironment.ContentSizeCategory) -> Double {
    Self.sizes[Self.allCases.firstIndex(of: self)!][category.rawValue]
  }

  /// The size at the default category, `large`: what a spec means without an environment.
  public var referencePointSize: Double { pointSize(at: .large) }

  /// Rows in `allCases` order; columns xS, S, M, L, xL, xxL, xxxL, AX1 to AX5.
  private static let sizes: [[Double]] = [
    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50],
    [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// The line height of the navigation bar's large title at `category`, in points (Human
  /// Interface Guidelines, Typography: the leading of `largeTitle`). A large-title bar's
  /// maximum height grows by the difference from `large` (41).
  public static func largeTitleLineHeight(at category: HeaderEnvironment.ContentSizeCategory)
    -> Double
  {
    [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70][category.rawValue]
  }
}
