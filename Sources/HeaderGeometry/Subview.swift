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

  public init(
    id: String, kind: SubviewKind = .view(), keyframes: [Keyframe] = [], isMirrored: Bool = true
  ) {
    self.id = id
    self.kind = kind
    self.keyframes = keyframes
    self.isMirrored = isMirrored
  }

  /// The corner radius the first keyframe starts from: the image's, otherwise 0.
  public var initialCornerRadius: Double {
    if case .image(_, let cornerRadius?) = kind { return cornerRadius }
    return 0
  }
}
