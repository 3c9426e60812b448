import JSONSyntax

/// The property names the lowering reads: `SpecLowering` looks each key up in `byName` and
/// switches over the result; keys the lowering does not read are not there.
enum LoweringKey: String, CaseIterable {
  case alpha, anchor, backgroundColor, band, bar, behavior, bottom, center, centerX, centerY
  case clipsToBounds, compact, contentInsetTop, cornerRadius, displayMode, elastic, field, font
  case fonts, frame, from, fromTop, height, hidden, id, image, inset, items, keyframes, kind
  case large, largeModeThreshold, leading, matrix, maxHeight, minHeight, name, negativeDirection
  case placeholder, positiveDirection, progress, rotate, scale, selected, size, snapping
  case snappingEnabled, stretchLimit, subviews, target, text, textColor, thresholds, title, to
  case top, trailing, transform, translate, velocityThreshold, weight, width, widthFraction
  case zIndex
  case contentSizes, devices, extendsUnder, layoutDirections, mirrored, orientations
  case referenceTopInset, statusBar, supports, textStyle
  case intrinsicSize, offset, ignoresSafeArea
  case maxStretchMode, scaledTranslate, transformInterpolation
  case systemImage, accessibilityLabel

  /// Every lowering key by its name.
  static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
