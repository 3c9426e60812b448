extension HeaderSpec {
  /// The data of a `label` subview.
  public struct Label: Hashable, Sendable {
    /// Font weights a spec may name.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
      case regular, medium, semibold, bold
    }

    public var text: String?
    /// Font size in points (with a text style: its size at the content size category, `L`
    /// without an environment).
    public var fontSize: Double
    public var fontWeight: Weight
    public var textColor: String?
    /// The Dynamic Type style the size follows, if the spec names one.
    public var textStyle: TextStyle?

    public init(
      text: String? = nil, fontSize: Double = 17, fontWeight: Weight = .regular,
      textColor: String? = nil, textStyle: TextStyle? = nil
    ) {
      self.text = text
      self.fontSize = fontSize
      self.fontWeight = fontWeight
      self.textColor = textColor
      self.textStyle = textStyle
      if let textStyle { self.fontSize = textStyle.referencePointSize }
    }
  }
}
