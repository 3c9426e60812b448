/// The data of a `label` subview.
public struct Label: Hashable, Sendable {
  /// Font weights a spec may name.
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case regular, medium, semibold, bold
  }

  public var text: String?
  /// Font size in points.
  public var fontSize: Double
  public var fontWeight: Weight
  public var textColor: String?

  public init(
    text: String? = nil, fontSize: Double = 17, fontWeight: Weight = .regular,
    textColor: String? = nil
  ) {
    self.text = text
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.textColor = textColor
  }
}
