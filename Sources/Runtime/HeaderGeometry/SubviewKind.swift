/// A subview's kind with its kind-specific keys (Schemas/FORMAT.md#subviews).
public enum SubviewKind: Hashable, Sendable {
  /// A plain view; `backgroundColor` is `#RRGGBB` or `#RRGGBBAA`.
  case view(backgroundColor: String? = nil)
  case label(HeaderSpec.Label)
  /// An image view: its image, an asset's name or an SF Symbol's (`systemImage`), and the
  /// corner radius keyframes start from.
  case image(name: String? = nil, systemImage: String? = nil, cornerRadius: Double? = nil)
  /// A button: its title, and its image, an asset's name or an SF Symbol's (`systemImage`).
  case button(title: String? = nil, image: String? = nil, systemImage: String? = nil)
  case searchBar(SearchBar)
  case titleMenu(TitleMenu)

  /// The kind's name as written in a spec.
  public var name: String {
    switch self {
    case .view: "view"
    case .label: "label"
    case .image: "image"
    case .button: "button"
    case .searchBar: "searchBar"
    case .titleMenu: "titleMenu"
    }
  }
}
