/// The safe-area edges a subview ignores (Schemas/FORMAT.md#full-bleed), as SwiftUI's
/// `ignoresSafeArea(edges:)`: its anchors on those edges measure from the bar's bounds in
/// every environment, where the others move in by the safe area (the top by the top inset's
/// difference from the reference, the sides by the side insets). The bar's bottom is no
/// safe-area edge, so there is no `bottom`.
public struct SafeAreaEdges: OptionSet, Hashable, Sendable {
  public var rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let top = SafeAreaEdges(rawValue: 1)
  public static let leading = SafeAreaEdges(rawValue: 2)
  public static let trailing = SafeAreaEdges(rawValue: 4)
  /// `leading` and `trailing`.
  public static let horizontal: SafeAreaEdges = [.leading, .trailing]
  /// Every edge: a full-bleed view.
  public static let all: SafeAreaEdges = [.top, .leading, .trailing]

  /// The edges a name of the format stands for (`top`, `leading`, `trailing`, `horizontal`,
  /// `all`), or nil for another name.
  public init?(name: String) {
    switch name {
    case "top": self = .top
    case "leading": self = .leading
    case "trailing": self = .trailing
    case "horizontal": self = .horizontal
    case "all": self = .all
    default: return nil
    }
  }
}
