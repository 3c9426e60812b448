import HeaderGeometry

#if canImport(SwiftUI)
  import SwiftUI

  /// The view `HeaderScrollView` draws for a subview of its kind, filling the subview's frame
  /// (the bar gives the frame, transform, opacity and corner radius). The `subview` closure
  /// gets it for every subview and returns it, or the app's own view for that id:
  ///
  ///     HeaderScrollView(spec: ProfileHeader.spec) { feed } subview: { view in
  ///       if view.description.id == "avatar" { AsyncImage(url: avatarURL) } else { view }
  ///     }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  public struct HeaderSubviewContent: View {
    /// What the spec says of the subview (its id, kind and attributes).
    public let description: ViewDescription
    /// Where the bar lays it out now.
    public let layout: SubviewLayout
    private let buttonTapped: @MainActor (String) -> Void
    private let searchText: Binding<String>?

    /// The built-in view of `description` at `layout` (drawable: no negative size);
    /// `buttonTapped` gets a button's id; `searchText` is a search bar's text (nil: its
    /// placeholder is drawn, as the spec's preview draws it).
    public init(
      _ description: ViewDescription, layout: SubviewLayout,
      buttonTapped: @escaping @MainActor (String) -> Void = { _ in },
      searchText: Binding<String>? = nil
    ) {
      self.description = description
      self.layout = layout.drawable
      self.buttonTapped = buttonTapped
      self.searchText = searchText
    }

    public var body: some View {
      switch description.kind {
      case .view:
        Self.color(description.backgroundColor) ?? Color.clear
      case .label:
        Text(verbatim: description.text ?? "")
          .font(
            .system(
              size: CGFloat(description.fontSize ?? 17),
              weight: Self.weight(description.fontWeight))
          )
          .foregroundStyle(Self.color(description.textColor) ?? Color.primary)
          .lineLimit(1)
      case .image:
        if let image { image } else { Color.clear }
      case .button:
        Button {
          buttonTapped(description.id)
        } label: {
          if let image {
            image
          } else {
            Text(verbatim: description.title ?? "")
          }
        }
      case .searchBar:
        searchField
      case .titleMenu:
        let items = description.menuItems ?? []
        let selected = description.selectedItem ?? 0
        Text(verbatim: items.indices.contains(selected) ? items[selected] : "")
          .font(.system(size: 17, weight: .semibold))
      }
    }

    /// The search bar's text field at its place in the search bar (Schemas/FORMAT.md#search-bar):
    /// a text field bound to `searchText`, or the placeholder.
    private var searchField: some View {
      let frame = layout.untransformedFrame
      let size = Size(width: frame.width, height: frame.height)
      let field =
        description.searchFieldFrame(in: size) ?? Rect(x: 0, y: 0, width: size.width, height: 0)
      let placeholder = description.text ?? ""
      return ZStack(alignment: .topLeading) {
        ZStack {
          Color(.sRGB, red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
          Group {
            if let searchText {
              TextField(placeholder, text: searchText)
            } else {
              Text(verbatim: placeholder).foregroundStyle(Color.secondary)
            }
          }
          .frame(
            width: CGFloat(max(field.width - 16, 0)), height: CGFloat(field.height),
            alignment: .leading)
        }
        .frame(width: CGFloat(field.width), height: CGFloat(field.height))
        .clipShape(
          RoundedRectangle(cornerRadius: CGFloat(description.searchBar?.fieldCornerRadius ?? 0))
        )
        .offset(x: CGFloat(field.x), y: CGFloat(field.y))
      }
      .frame(width: CGFloat(size.width), height: CGFloat(size.height), alignment: .topLeading)
    }

    /// The SF Symbol the description names, or else its asset, resizable; nil for neither.
    private var image: Image? {
      if let name = description.systemImage { return Image(systemName: name).resizable() }
      return description.image.map { Image($0).resizable() }
    }

    /// A spec colour (`#RRGGBB`, `#RRGGBBAA`) in sRGB; nil when there is none or it is
    /// malformed.
    private static func color(_ hex: String?) -> Color? {
      guard let hex, let color = ColorComponents(hex: hex) else { return nil }
      return Color(
        .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    /// A label's weight as written (`regular`, `medium`, `semibold`, `bold`) as SwiftUI's.
    private static func weight(_ name: String?) -> Font.Weight {
      switch name {
      case "medium": .medium
      case "semibold": .semibold
      case "bold": .bold
      default: .regular
      }
    }
  }
#endif
