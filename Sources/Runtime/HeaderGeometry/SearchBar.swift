/// The data of a `searchBar` subview (OHSearchBarInNaviBar's layout, Schemas/FORMAT.md#search-bar).
public struct SearchBar: Hashable, Sendable {
  public var placeholder: String?
  /// The search bar's height in points: 56 as iOS 11 makes it, 44 when pinned.
  /// Keyframes without `size` use `[spec width, height]`.
  public var height: Double
  /// Text field inset from the search bar's top-left, in points.
  public var fieldInsetX: Double
  public var fieldInsetY: Double
  /// The field's width as a fraction of the search bar's width.
  public var fieldWidthFraction: Double
  /// The field's height in points.
  public var fieldHeight: Double
  public var fieldCornerRadius: Double
  /// Whether the field sits at the search bar's right (set by `HeaderSpec.adapted(to:)` in
  /// `rtl`): its `fieldInsetX` then counts from the right edge.
  public var isRightToLeft = false

  public init(
    placeholder: String? = nil, height: Double = 56, fieldInsetX: Double = 12,
    fieldInsetY: Double = 8, fieldWidthFraction: Double = 0.8, fieldHeight: Double = 28,
    fieldCornerRadius: Double = 5, isRightToLeft: Bool = false
  ) {
    self.placeholder = placeholder
    self.height = height
    self.fieldInsetX = fieldInsetX
    self.fieldInsetY = fieldInsetY
    self.fieldWidthFraction = fieldWidthFraction
    self.fieldHeight = fieldHeight
    self.fieldCornerRadius = fieldCornerRadius
    self.isRightToLeft = isRightToLeft
  }
}
