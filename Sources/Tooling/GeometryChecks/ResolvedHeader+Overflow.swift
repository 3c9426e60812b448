import HeaderGeometry

extension ResolvedHeader {
  /// Magnitudes at or above this count as overflowing: an eighth of the largest finite
  /// `Double` (about 2.2e307), so that the few additions and products between a bound and a
  /// printed number (a centre plus half a size plus a translation) cannot reach infinity
  /// through rounding either.
  static let overflowLimit = Double.greatestFiniteMagnitude / 8

  /// The bar's numbers when one of them, or the distance between the heights, is too large
  /// to compute with: the site of the largest (all of them finite; non-finite numbers are
  /// `nonFiniteNumber` problems).
  public var barOverflowProblems: [GeometryProblem] {
    guard !barIsComputable else { return [] }
    let behavior = spec.behavior
    let numbers: [(GeometryProblem.NumberSite, Double?)] = [
      (.width, spec.width), (.maxHeight, spec.bar.maxHeight), (.minHeight, spec.bar.minHeight),
      (.stretchLimit, behavior.stretchLimit), (.contentInsetTop, behavior.contentInsetTop),
    ]
    let written = numbers.compactMap { site, value in value.map { (site, Swift.abs($0)) } }
    guard written.allSatisfy({ $0.1.isFinite }),
      let largest = written.max(by: { $0.1 < $1.1 })
    else { return [] }
    return [.geometryOverflow(.bar(largest.0))]
  }

  /// Whether the bar's numbers are far enough below `overflowLimit` (or not finite, which
  /// `nonFiniteNumber` reports). O(1), no allocation.
  var barIsComputable: Bool {
    let numbers = (
      Swift.abs(metrics.width), Swift.abs(metrics.maxHeight), Swift.abs(metrics.minHeight),
      Swift.abs(metrics.contentInsetTop), Swift.abs(metrics.stretchLimit ?? 0)
    )
    guard numbers.0.isFinite, numbers.1.isFinite, numbers.2.isFinite, numbers.3.isFinite,
      numbers.4.isFinite
    else { return true }
    return numbers.0 + numbers.1 + numbers.2 + numbers.3 + numbers.4 < Self.overflowLimit
  }

  /// Subview `index`'s overflow, if its layout at some progress in [0, 1] (the bar between
  /// its heights and, when elastic, up to its stretch limit) could reach `overflowLimit`: at
  /// the keyframe (document order) whose numbers are the largest, or at the subview for a
  /// title menu.
  ///
  /// Bounded without sampling: between two keyframes each interpolated number lies between
  /// its values at the two (linear interpolation), so a sum of the largest magnitudes of the
  /// two bounds every centre, edge, size and product of the layout (and of a search field);
  /// a title menu's items are bounded by their estimated widths at the largest font size. A
  /// bound, so numbers within a few factors of the limit (about 1e307) count as overflowing
  /// even where the exact layout would just fit. O(keyframes), or O(the titles' characters).
  public func overflowProblems(_ index: Int) -> [GeometryProblem] {
    guard barIsComputable, metrics.width.isFinite, metrics.maxHeight.isFinite,
      metrics.minHeight.isFinite
    else { return [] }
    let heightBound = Swift.max(
      Swift.abs(metrics.maxHeight), Swift.abs(metrics.minHeight),
      metrics.isElastic ? Swift.abs(metrics.stretchLimit ?? 0) : 0)
    switch spec.subviews[index].kind {
    case .titleMenu(let menu):
      let bound = Self.bound(menu, width: metrics.width, heightBound: heightBound)
      return bound < Self.overflowLimit ? [] : [.geometryOverflow(.subview(index))]
    case .searchBar(let searchBar):
      return keyframeOverflow(index, heightBound, field: searchBar)
    case .view, .label, .image, .button:
      return keyframeOverflow(index, heightBound, field: nil)
    }
  }

  /// The first keyframe that overflows alone, else the largest keyframe of the first pair
  /// that overflows together.
  private func keyframeOverflow(_ index: Int, _ heightBound: Double, field: SearchBar?)
    -> [GeometryProblem]
  {
    let timeline = timelines[index]
    let keyframes = timeline.keyframes
    let parts = timeline.transformParts
    func bound(_ i: Int, _ j: Int) -> Double {
      Self.bound(
        keyframes[i], keyframes[j], heightBound, field, parts: (parts?[i] ?? nil, parts?[j] ?? nil))
    }
    // A pair's bound is at least each keyframe's own: when every pair (or the one keyframe)
    // is below the limit, so is everything, and the common case costs one bound per keyframe.
    let fits =
      keyframes.count == 1
      ? bound(0, 0) < Self.overflowLimit
      : keyframes.indices.dropFirst().allSatisfy {
        bound($0 - 1, $0) < Self.overflowLimit
      }
    if fits { return [] }
    var largest = (position: 0, bound: 0.0)
    for position in keyframes.indices {
      let alone = bound(position, position)
      guard alone < Self.overflowLimit else { return [overflow(index, timeline, position)] }
      if alone > largest.bound { largest = (position, alone) }
      if position > 0 {
        let pair = bound(position - 1, position)
        guard pair < Self.overflowLimit else {
          return [overflow(index, timeline, largest.position)]
        }
      }
    }
    return []
  }

  private func overflow(_ index: Int, _ timeline: SubviewTimeline, _ position: Int)
    -> GeometryProblem
  {
    .geometryOverflow(.keyframe(subview: index, keyframe: timeline.sourceIndex(position)))
  }

  /// A bound of every number of the layouts between keyframes `from` and `to` (the same
  /// keyframe for its own layout) in bars up to `heightBound` tall, and of a search `field`
  /// in them: twice the sum of the largest magnitudes of their numbers, of the transform's
  /// extents and of the field's offsets through the transform. NaN or infinite when one is.
  static func bound(
    _ from: ResolvedKeyframe, _ to: ResolvedKeyframe, _ heightBound: Double,
    _ field: SearchBar? = nil, parts: (TransformParts?, TransformParts?) = (nil, nil)
  ) -> Double {
    func most(_ a: Double, _ b: Double) -> Double {
      let (a, b) = (Swift.abs(a), Swift.abs(b))
      return a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
    }
    let width = most(from.width, to.width)
    let height = most(from.height, to.height)
    let (m0, m1) = (from.transform, to.transform)
    let (a, b, c, d) = (most(m0.a, m1.a), most(m0.b, m1.b), most(m0.c, m1.c), most(m0.d, m1.d))
    let centerY =
      most(from.centerYBase, to.centerYBase)
      + most(from.centerYPerHeight, to.centerYPerHeight) * heightBound
    let extents = (a + b) * width + (c + d) * height
    var sum =
      most(from.centerX, to.centerX) + centerY + width + height + most(m0.tx, m1.tx)
      + most(m0.ty, m1.ty) + a + b + c + d + extents + most(from.alpha, to.alpha)
      + most(from.cornerRadius, to.cornerRadius)
    var partsScale = 0.0
    if let p0 = parts.0, let p1 = parts.1 {
      // Parts are interpolated, then multiplied: every matrix entry is at most the largest
      // scale, the translation at most that scale times the scaled translation plus the
      // translation (Schemas/FORMAT.md#keyframes).
      let scale = Swift.max(most(p0.scaleX, p1.scaleX), most(p0.scaleY, p1.scaleY))
      let scaled =
        most(p0.scaledTranslateX, p1.scaledTranslateX)
        + most(p0.scaledTranslateY, p1.scaledTranslateY)
      let translate = most(p0.translateX, p1.translateX) + most(p0.translateY, p1.translateY)
      sum += 4 * scale + 2 * scale * (scaled + width + height) + translate
      partsScale = scale
    }
    if let field {
      // A field corner's offset from the centre, before and after the transform.
      let offset =
        width + height + Swift.abs(field.fieldInsetX) + Swift.abs(field.fieldInsetY)
        + Swift.abs(field.fieldHeight) + Swift.abs(field.fieldWidthFraction) * width
      sum += (1 + a + b + c + d + 4 * partsScale) * offset
    }
    return 2 * sum
  }

  /// A bound of every number of a title menu's layout in a bar `width` wide and up to
  /// `heightBound` tall: its band and each item's estimated width at the largest font size.
  static func bound(_ menu: TitleMenu, width: Double, heightBound: Double) -> Double {
    let font =
      [
        menu.largeSelectedFontSize, menu.largeFontSize, menu.compactSelectedFontSize,
        menu.compactFontSize,
      ].map { Swift.abs($0) }.max() ?? 0
    var sum =
      Swift.abs(width) + heightBound + Swift.abs(menu.bandMinimum)
      + Swift.abs(menu.bandMaximum) + Swift.abs(menu.largeModeThreshold) + font + 44 + 20 + 8
      + 22
    for item in menu.items {
      sum += TitleMenuLayout.estimatedTextWidth(item, fontSize: font) + 12
    }
    return sum.isNaN ? .nan : 2 * sum
  }
}
