import HeaderGeometry

#if canImport(UIKit)
  import UIKit

  extension HeaderEnvironment {
    /// The environment a bar runs in: `traitCollection`'s Dynamic Type size, size classes
    /// and layout direction, the window's `safeAreaInsets` (left and right turned into
    /// leading and trailing) and size, and the bar's width. Glue over
    /// `HeaderEnvironment(barWidth:safeArea:windowWidth:windowHeight:...)`, which is portable.
    @MainActor
    public init(
      traitCollection: UITraitCollection, safeAreaInsets: UIEdgeInsets, barWidth: CGFloat,
      windowSize: CGSize
    ) {
      let direction: HeaderEnvironment.LayoutDirection =
        traitCollection.layoutDirection == .rightToLeft ? .rtl : .ltr
      let (left, right) = (Double(safeAreaInsets.left), Double(safeAreaInsets.right))
      self.init(
        barWidth: Double(barWidth),
        safeArea: SafeAreaInsets(
          top: Double(safeAreaInsets.top), leading: direction == .rtl ? right : left,
          bottom: Double(safeAreaInsets.bottom), trailing: direction == .rtl ? left : right),
        windowWidth: Double(windowSize.width), windowHeight: Double(windowSize.height),
        isCompactHeight: traitCollection.verticalSizeClass == .compact,
        isRegularWidth: traitCollection.horizontalSizeClass == .regular,
        contentSize: HeaderEnvironment.ContentSizeCategory(
          traitCollection.preferredContentSizeCategory),
        layoutDirection: direction)
    }
  }

  extension HeaderEnvironment.ContentSizeCategory {
    /// The category of UIKit's `category`; `large` (the system default) for
    /// `.unspecified` or one this library does not know.
    public init(_ category: UIContentSizeCategory) {
      self =
        switch category {
        case .extraSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .extraLarge: .xLarge
        case .extraExtraLarge: .xxLarge
        case .extraExtraExtraLarge: .xxxLarge
        case .accessibilityMedium: .accessibility1
        case .accessibilityLarge: .accessibility2
        case .accessibilityExtraLarge: .accessibility3
        case .accessibilityExtraExtraLarge: .accessibility4
        case .accessibilityExtraExtraExtraLarge: .accessibility5
        default: .large
        }
    }
  }
#endif
