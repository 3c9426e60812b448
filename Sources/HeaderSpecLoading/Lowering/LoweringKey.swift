import JSONSyntax

/// The property names the lowering reads, so that it switches over small integers instead of
/// comparing strings. `SpecLowering` maps each vocabulary key number to one of these once
/// (`table(for:)`); keys the lowering does not read map to nil.
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
  case intrinsicSize, offset

  /// Per vocabulary key number: the lowering key of that name, or nil.
  static func table(for vocabulary: KeyTable) -> [LoweringKey?] {
    var table = [LoweringKey?](repeating: nil, count: vocabulary.count)
    for key in allCases {
      if let number = vocabulary.number(of: key.rawValue) { table[number] = key }
    }
    return table
  }
}
