import HeaderGeometry

/// Where a label has the least room for its text (`ResolvedHeader.environmentProblems(in:textFrames:)`):
/// its narrowest and its shortest visible frames, and how wide its text is per point of font
/// size. Its text-fit problems at any content size follow without laying it out again.
///
/// A label is one line (UILabel's default `numberOfLines`, 1; the SwiftUI glue sets
/// `lineLimit(1)`), so its text needs a frame as wide as the text and as tall as one line.
public struct TextFrame: Hashable, Sendable {
  /// The line height of the system font (SF Pro) per point of size, UIFont's `lineHeight`
  /// (ascender plus descender): 2444 of the font's 2048 units per em. Reported: a 15 pt system
  /// font's `lineHeight` logs 17.900391 (Stack Overflow question 33278645, "Why is lineHeight
  /// of UIFont larger than font size?"), which is 15 x 2444 / 2048 to the digits shown.
  public static let lineHeightPerPoint = 2444.0 / 2048
  /// How far a line may stand out of its frame unreported: UILabel centres the line and does
  /// not clip it, and the line's height includes room above the capitals for accents, so a
  /// 17 pt text (20.3 pt) in a 20 pt frame looks as intended; a 60 pt title in a 41 pt frame
  /// does not. A threshold of this check, not a figure of the font.
  public static let lineOverhangAllowed = 1.0

  /// The label's index among the spec's subviews.
  public var subview: Int
  /// The first sampled progress where the label's visible frame is the narrowest.
  public var progress: Double
  /// That frame's width in points.
  public var width: Double
  /// The first sampled progress where the label's visible frame is the shortest.
  public var shortestProgress: Double
  /// That frame's height in points.
  public var height: Double
  /// The text's estimated width in ems (`TitleMenuLayout.estimatedEms`).
  public var ems: Double
  /// The text style its size follows; nil for a fixed size (`fixedFontSize`).
  public var textStyle: TextStyle?
  /// The label's font size when it has no text style.
  public var fixedFontSize: Double

  public init(
    subview: Int, narrowest: (progress: Double, width: Double),
    shortest: (progress: Double, height: Double), ems: Double, textStyle: TextStyle?,
    fixedFontSize: Double
  ) {
    self.subview = subview
    progress = narrowest.progress
    width = narrowest.width
    shortestProgress = shortest.progress
    height = shortest.height
    self.ems = ems
    self.textStyle = textStyle
    self.fixedFontSize = fixedFontSize
  }

  /// The label's font size at `contentSize`.
  public func fontSize(at contentSize: HeaderEnvironment.ContentSizeCategory) -> Double {
    textStyle?.pointSize(at: contentSize) ?? fixedFontSize
  }

  /// The label's text-fit problems with its text at `fontSize`: its text is wider than the
  /// narrowest frame (judged for a text style only: the width is an estimate, made for text
  /// that grows with Dynamic Type, where a fixed size is what its author saw), or a line
  /// taller than the shortest one, when that has a height, by more than `lineOverhangAllowed`
  /// (width first).
  public func textFitProblems(fontSize: Double) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    let textWidth = ems * fontSize
    if textStyle != nil, textWidth > width + 1e-9 {
      problems.append(
        .textDoesNotFit(
          subview: subview, progress: progress, textWidth: textWidth, frameWidth: width,
          fontSize: fontSize))
    }
    let lineHeight = Self.lineHeightPerPoint * fontSize
    // A frame of no height is the crossing's or the lost geometry's problem (HS325, HS326).
    if height > 0, lineHeight > height + Self.lineOverhangAllowed {
      problems.append(
        .textTallerThanFrame(
          subview: subview, progress: shortestProgress, lineHeight: lineHeight,
          frameHeight: height, fontSize: fontSize))
    }
    return problems
  }
}
