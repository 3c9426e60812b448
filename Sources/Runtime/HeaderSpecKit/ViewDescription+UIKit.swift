import HeaderGeometry

#if canImport(UIKit)
  import UIKit

  extension ViewDescription {
    /// The UIKit view this description makes: a `UILabel` (text, system font of the weight
    /// at `fontSize`, or with a text style scaled by `UIFontMetrics` and following Dynamic
    /// Type, colour, natural alignment), a `UIImageView` (the named image from `bundle`), a
    /// `UIButton` (title or image), a minimal `UISearchBar` (placeholder), a
    /// `UISegmentedControl` for a title menu (its items, the selected one), or a plain
    /// `UIView` (background colour, corner radius). Its frame comes from the layouts.
    @MainActor
    public func makeView(bundle: Bundle? = nil, traitCollection: UITraitCollection? = nil)
      -> UIView
    {
      let view: UIView
      switch kind {
      case .label:
        let label = UILabel()
        label.text = text
        label.font = font(traitCollection: traitCollection)
        label.adjustsFontForContentSizeCategory = textStyle != nil
        if let color = textColor.flatMap(ColorComponents.init(hex:)) {
          label.textColor = UIColor(color)
        }
        label.textAlignment = .natural
        view = label
      case .image:
        let imageView = UIImageView(image: self.image(bundle, traitCollection))
        imageView.contentMode = .scaleAspectFill
        view = imageView
      case .button:
        let button = UIButton(type: .system)
        if let title { button.setTitle(title, for: .normal) }
        if let image = self.image(bundle, traitCollection) {
          button.setImage(image, for: .normal)
        }
        view = button
      case .searchBar:
        let searchBar = UISearchBar()
        searchBar.placeholder = text
        searchBar.searchBarStyle = .minimal
        view = searchBar
      case .titleMenu:
        let menu = UISegmentedControl(items: menuItems ?? [])
        menu.selectedSegmentIndex = selectedItem ?? 0
        view = menu
      case .view:
        view = UIView()
        if let color = backgroundColor.flatMap(ColorComponents.init(hex:)) {
          view.backgroundColor = UIColor(color)
        }
      }
      if let accessibilityLabel { view.accessibilityLabel = accessibilityLabel }
      view.layer.cornerRadius = CGFloat(cornerRadius)
      view.clipsToBounds = cornerRadius > 0 || kind == .image
      return view
    }

    /// The label's font: a text style's reference size scaled by `UIFontMetrics` for
    /// `traitCollection`, or the system font at `fontSize`, of the label's weight.
    @MainActor
    private func font(traitCollection: UITraitCollection?) -> UIFont {
      let weight: UIFont.Weight =
        switch fontWeight {
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        default: .regular
        }
      guard let textStyle else {
        return UIFont.systemFont(ofSize: CGFloat(fontSize ?? 17), weight: weight)
      }
      let base = UIFont.systemFont(ofSize: CGFloat(textStyle.referencePointSize), weight: weight)
      return UIFontMetrics(forTextStyle: UIFont.TextStyle(textStyle))
        .scaledFont(for: base, compatibleWith: traitCollection)
    }

    /// The SF Symbol `systemImage` names, or else the asset `image` names in `bundle`.
    @MainActor
    private func image(_ bundle: Bundle?, _ traits: UITraitCollection?) -> UIImage? {
      if let systemImage { return UIImage(systemName: systemImage, compatibleWith: traits) }
      return image.flatMap { UIImage(named: $0, in: bundle, compatibleWith: traits) }
    }
  }

  extension UIColor {
    /// The colour of `components` (sRGB).
    public convenience init(_ components: ColorComponents) {
      self.init(
        red: CGFloat(components.red), green: CGFloat(components.green),
        blue: CGFloat(components.blue), alpha: CGFloat(components.alpha))
    }
  }

  extension UIFont.TextStyle {
    /// UIKit's style for a spec's text style.
    init(_ style: HeaderGeometry.TextStyle) {
      self =
        switch style {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
    }
  }
#endif
