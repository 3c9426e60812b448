extension HeaderSpec {
  /// One subview of the bar: an id, a kind with its kind-specific data, and keyframes.
  public struct Subview: Hashable, Sendable {
    /// Unique in the document.
    public var id: String
    public var kind: SubviewKind
    /// In document order (cumulative: each starts from the previous one's resolved attributes).
    public var keyframes: [Keyframe]
    /// Whether its frame mirrors in a right-to-left layout (false for an image that must not
    /// flip).
    public var isMirrored: Bool
    /// The size its content has, as the spec declares it (an image's `intrinsicSize`).
    public var intrinsicSize: Size?
    /// The safe-area edges its anchors ignore in an environment (`ignoresSafeArea`): none by
    /// default.
    public var ignoresSafeArea: SafeAreaEdges
    /// How its transform is interpolated between keyframes.
    public var transformInterpolation: TransformInterpolation
    /// What VoiceOver says for it (`accessibilityLabel`); nil: what UIKit or SwiftUI says by
    /// default (a label's text, a button's title).
    public var accessibilityLabel: String?

    public init(
      id: String, kind: SubviewKind = .view(), keyframes: [Keyframe] = [], isMirrored: Bool = true,
      intrinsicSize: Size? = nil, ignoresSafeArea: SafeAreaEdges = [],
      transformInterpolation: TransformInterpolation = .matrix, accessibilityLabel: String? = nil
    ) {
      self.id = id
      self.kind = kind
      self.keyframes = keyframes
      self.isMirrored = isMirrored
      self.intrinsicSize = intrinsicSize
      self.ignoresSafeArea = ignoresSafeArea
      self.transformInterpolation = transformInterpolation
      self.accessibilityLabel = accessibilityLabel
    }

    /// The size a keyframe without a size starts from, per axis, in a bar `width` wide
    /// (Schemas/FORMAT.md#sizes-from-content): a search bar spans the bar at its height; a
    /// label with text is as wide as its estimated text (`TitleMenuLayout.estimatedTextWidth`)
    /// and 1.2 times its font size tall; otherwise the declared `intrinsicSize`, if any.
    public func contentSize(width: Double) -> (width: Double?, height: Double?) {
      switch kind {
      case .searchBar(let searchBar): return (width, searchBar.height)
      case .label(let label):
        if let text = label.text {
          return (
            TitleMenuLayout.estimatedTextWidth(text, fontSize: label.fontSize),
            1.2 * label.fontSize
          )
        }
      default: break
      }
      return (intrinsicSize?.width, intrinsicSize?.height)
    }

    /// The corner radius the first keyframe starts from: the image's, otherwise 0.
    public var initialCornerRadius: Double {
      if case .image(_, _, let cornerRadius?) = kind { return cornerRadius }
      return 0
    }
  }
}
