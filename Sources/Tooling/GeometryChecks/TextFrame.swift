import HeaderGeometry

/// Where a label with a text style has the least room for its text
/// (`ResolvedHeader.environmentProblems(in:textFrames:)`), and how wide its text is per point
/// of font size: its text-fit problem at any content size, without laying it out again.
public struct TextFrame: Hashable, Sendable {
  /// The label's index among the spec's subviews.
  public var subview: Int
  /// The first sampled progress where the label's visible frame is the narrowest.
  public var progress: Double
  /// That frame's width in points.
  public var width: Double
  /// The text's estimated width in ems (`TitleMenuLayout.estimatedEms`).
  public var ems: Double
  public var textStyle: TextStyle

  public init(subview: Int, progress: Double, width: Double, ems: Double, textStyle: TextStyle) {
    self.subview = subview
    self.progress = progress
    self.width = width
    self.ems = ems
    self.textStyle = textStyle
  }

  /// The label's `textDoesNotFit` problem with its text at `fontSize`, if its text is wider
  /// than the frame.
  public func textFitProblem(fontSize: Double) -> GeometryProblem? {
    let textWidth = ems * fontSize
    guard textWidth > width + 1e-9 else { return nil }
    return .textDoesNotFit(
      subview: subview, progress: progress, textWidth: textWidth, frameWidth: width,
      fontSize: fontSize)
  }
}
