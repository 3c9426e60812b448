/// The header laid out at one progress: what a preview sample shows
/// (Schemas/FORMAT.md#preview-output).
public struct HeaderLayout: Hashable, Sendable {
  /// Built-in contents of a subview, beyond its own frame.
  public enum Contents: Hashable, Sendable {
    case plain
    /// A label's font size, in points: its text style's size at the environment's content
    /// size, or its own (so Dynamic Type can be seen, not guessed).
    case label(fontSize: Double)
    case titleMenu(TitleMenuLayout)
    /// The search field's on-screen frame (bounding box), in bar coordinates.
    case searchBar(field: Rect)
  }

  /// One subview's entry.
  public struct Entry: Hashable, Sendable {
    public var id: String
    public var layout: SubviewLayout
    public var contents: Contents

    public init(id: String, layout: SubviewLayout, contents: Contents) {
      self.id = id
      self.layout = layout
      self.contents = contents
    }
  }

  /// The progress asked for (not clamped).
  public var progress: Double
  /// The bar height, in points.
  public var height: Double
  /// In document order.
  public var subviews: [Entry]

  public init(progress: Double, height: Double, subviews: [Entry]) {
    self.progress = progress
    self.height = height
    self.subviews = subviews
  }
}
