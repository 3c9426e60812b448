import HeaderGeometry

/// What the library builds for one subview of a spec, before any view exists: a portable value
/// (tested on Linux) that the UIKit glue only turns into a view. One per subview, in the order
/// views are added to the bar (`HeaderSpec.viewDescriptions(in:)`).
///
///     for view in spec.viewDescriptions(in: environment) {
///       // view.kind == .label: a UILabel with view.text at view.fontSize points, ...
///     }
public struct ViewDescription: Hashable, Sendable {
  /// What kind of view to make (Schemas/FORMAT.md#subviews).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case view, label, image, button, searchBar, titleMenu
  }

  public var id: String
  public var kind: Kind
  /// A label's text; a search bar's placeholder; nil for the other kinds.
  public var text: String?
  /// A label's font size in points: its text style's size at the environment's content size
  /// (`UIFontMetrics` scales it so), or its own size; nil for the other kinds.
  public var fontSize: Double?
  /// A label's font weight (`regular`, `medium`, `semibold`, `bold`, ...).
  public var fontWeight: String?
  /// A label's Dynamic Type style, when its size follows one: `fontSize` is that style's size
  /// at the environment's content size, and a view can scale with it (UIKit's
  /// `UIFontMetrics(forTextStyle:)` over `textStyle.referencePointSize`).
  public var textStyle: TextStyle?
  /// A label's text colour, as written (`#RRGGBB` or `#RRGGBBAA`).
  public var textColor: String?
  /// An image view's image name, or a button's image: the asset the app's bundle holds.
  public var image: String?
  /// An image view's or a button's SF Symbol (`UIImage(systemName:)`, `Image(systemName:)`),
  /// in place of `image`.
  public var systemImage: String?
  /// What VoiceOver says for the view; nil: UIKit's or SwiftUI's default.
  public var accessibilityLabel: String?
  /// A button's title.
  public var title: String?
  /// A plain view's background colour, as written.
  public var backgroundColor: String?
  /// The corner radius the view starts with (keyframes may change it).
  public var cornerRadius: Double
  /// A search bar's field geometry (its text field's insets, width and corner radius).
  public var searchBar: SearchBar?
  /// A title menu's items and the selected one.
  public var menuItems: [String]?
  public var selectedItem: Int?
  /// The subview's place in the spec (`spec.subviews`, a driver's layouts): an app's own
  /// view for an id is laid out by this index.
  public var index: Int

  /// A search bar's text field in the search bar's own rectangle of `size` (before its
  /// transform), from the left: at its insets (from the right in right to left), its width
  /// fraction of the width, its height; nil for the other kinds.
  public func searchFieldFrame(in size: Size) -> Rect? {
    guard let searchBar else { return nil }
    let width = searchBar.fieldWidthFraction * size.width
    let x =
      searchBar.isRightToLeft
      ? size.width - searchBar.fieldInsetX - width : searchBar.fieldInsetX
    return Rect(x: x, y: searchBar.fieldInsetY, width: width, height: searchBar.fieldHeight)
  }

  public init(id: String, kind: Kind, index: Int) {
    self.id = id
    self.kind = kind
    self.index = index
    self.cornerRadius = 0
  }
}
