import HeaderGeometry

/// Texts that run into what is around them (Schemas/FORMAT.md#overlapping-text), judged on the
/// layout the preview shows at `sampledProgress(of:)`.
extension ResolvedHeader {
  /// The most texts, buttons, search bars and views with a background the overlap check
  /// compares: a real header has a few dozen.
  public static let overlapSubviewLimit = 200

  /// The even steps of [0, 1] the overlap check samples besides the keyframes: a sixteenth of
  /// the progress, a quarter of the outside-bar check's, since each sample lays every text and
  /// what it meets out; an overlap shorter than that between two keyframes can pass unseen.
  static let overlapSteps = 16

  /// What a subview is to the overlap check.
  private enum OverlapRole {
    /// A label with text: its text's estimated width, and its height: one em (the font size),
    /// the capitals and the descenders without the room a line keeps above them.
    case text(width: Double, height: Double)
    /// What a text must stay clear of: a button, a search bar, a view with a background.
    case solid(isBackground: Bool)
    /// An image, a title menu, a view without a background: a text may sit on it.
    case ignored
  }

  /// Each pair of a visible text (a label's text: the estimated width from its leading edge,
  /// one em tall, centred in the frame, through the view's transform) and another visible
  /// text, button, search bar or view with a background whose frame it overlaps at some
  /// sampled progress, with the first and last progress where it does. A view with a
  /// background counts only where it is drawn over the text (a higher `zIndex`, or the same and
  /// later in the document) and hides it: drawn under the text, it is what the text is drawn
  /// on (a banner, a card; its contrast is another matter). Two texts are one pair, named by
  /// the earlier. A large title and a button of a `largeTitle` bar are `titleOverlapsButton`'s.
  /// `rightToLeft`: the text runs from the frame's right edge.
  ///
  /// O(samples x (subviews + texts x subviews)): each sample lays the header out once. A spec
  /// with more than `overlapSubviewLimit` texts and things to keep clear of is not checked
  /// (`textOverlapNotChecked`): no header shows that many, and a megabyte of stacked labels
  /// would make the pairs quadratic.
  public func textOverlapProblems(rightToLeft: Bool) -> [GeometryProblem] {
    let roles = spec.subviews.map(Self.role)
    let texts = roles.indices.filter {
      if case .text = roles[$0] { true } else { false }
    }
    let others = roles.indices.filter {
      if case .ignored = roles[$0] { false } else { true }
    }
    guard !texts.isEmpty, others.count > 1 else { return [] }
    guard others.count <= Self.overlapSubviewLimit else {
      return [.textOverlapNotChecked(subviews: others.count)]
    }
    let largeTitles = spec.subviews.map { subview in
      guard spec.behavior.kind == .largeTitle, case .label(let label) = subview.kind else {
        return false
      }
      return label.textStyle == .largeTitle
    }
    var spans: [Int: (from: Double, to: Double)] = [:]
    let count = spec.subviews.count
    for p in sampledProgress(of: others, steps: Self.overlapSteps) {
      let layouts = self.layouts(at: p)
      // Where each visible text is drawn and each visible obstacle stands, once per sample.
      var rects = [Rect?](repeating: nil, count: count)
      for index in others where layouts[index].isVisible {
        if case .text(let width, let height) = roles[index] {
          rects[index] = Self.textRect(
            layouts[index], width: width, height: height, rightToLeft: rightToLeft)
        } else {
          rects[index] = layouts[index].frame
        }
      }
      for text in texts {
        guard let textRect = rects[text] else { continue }
        for other in others where other != text {
          guard let otherRect = rects[other] else { continue }
          switch roles[other] {
          case .text:
            // One pair per two texts, met from the earlier one.
            guard other > text else { continue }
          case .solid(let isBackground):
            // HS316's (`titleOverlapsButton`), said once.
            if largeTitles[text], case .button = spec.subviews[other].kind { continue }
            // A background drawn under the text is what it is drawn on.
            if isBackground, Self.isDrawn(other, layouts[other], under: text, layouts[text]) {
              continue
            }
          case .ignored:
            continue
          }
          guard Self.overlap(textRect, otherRect) else { continue }
          let key = text * count + other
          spans[key] = (spans[key]?.from ?? p, p)
        }
      }
    }
    return spans.keys.sorted().map { key in
      let span = spans[key]!
      return .textOverlap(subview: key / count, other: key % count, from: span.from, to: span.to)
    }
  }

  private static func role(_ subview: HeaderSpec.Subview) -> OverlapRole {
    switch subview.kind {
    case .label(let label):
      guard let text = label.text, !text.isEmpty else { return .ignored }
      return .text(
        width: TitleMenuLayout.estimatedTextWidth(text, fontSize: label.fontSize),
        height: label.fontSize)
    case .button, .searchBar: return .solid(isBackground: false)
    case .view(let backgroundColor?): return .solid(isBackground: !backgroundColor.isEmpty)
    case .view, .image, .titleMenu: return .ignored
    }
  }

  /// Where a label's text is drawn: `width` wide from the frame's leading edge (at most the
  /// frame's width), `height` (an em) tall centred in it (at most its height), then transformed
  /// about the view's centre as the view is.
  private static func textRect(
    _ layout: SubviewLayout, width: Double, height: Double, rightToLeft: Bool
  ) -> Rect {
    let frame = layout.untransformedFrame
    let w = min(width, frame.width)
    let h = min(height, frame.height)
    let text = Rect(
      x: rightToLeft ? frame.maxX - w : frame.minX, y: frame.midY - h / 2, width: w, height: h)
    // The transform acts about the view's centre: move it to act about the text's.
    let offset = Point(x: text.midX - layout.center.x, y: text.midY - layout.center.y)
    var transform = layout.transform
    let moved = transform.apply(toOffset: offset)
    transform.tx = moved.x - offset.x
    transform.ty = moved.y - offset.y
    return transform.boundingBox(of: text)
  }

  /// Whether subview `a` is drawn under `b`: a lower `zIndex`, or the same and earlier.
  private static func isDrawn(
    _ a: Int, _ first: SubviewLayout, under b: Int, _ second: SubviewLayout
  )
    -> Bool
  {
    (first.zIndex, a) < (second.zIndex, b)
  }
}
