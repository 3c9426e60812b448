/// A spec moved into an environment (Schemas/FORMAT.md#environments): the same spec, written as
/// if for that screen, so that every computation downstream (heights, layouts, problems,
/// scrolling) needs nothing else. The result has the same subviews and keyframes, in the same
/// order, so source positions still apply.
extension HeaderSpec {
  /// Whether the bar extends under the status bar (the default: every kind but `largeTitle`).
  public var extendsUnderStatusBar: Bool {
    statusBar.extendsUnder ?? (behavior.kind != .largeTitle)
  }

  /// The top inset the spec's numbers are written for, in points.
  public var referenceTopInset: Double {
    statusBar.referenceTopInset ?? StatusBarPlacement.defaultReferenceTopInset
  }

  /// Where the bar's top edge is on screen in `environment`, in points: 0 for a bar under the
  /// status bar, otherwise the top inset (frames stay in the bar's coordinates).
  public func barOrigin(in environment: HeaderEnvironment) -> Double {
    extendsUnderStatusBar ? 0 : environment.insets.top
  }

  /// The height of this `largeTitle` bar in a compact height, in points, where it is the
  /// inline bar: the environment's `inlineBarHeight`, or the spec's own `minHeight` when that
  /// is taller than the inline bar it is written for (`Bar.referenceInlineHeight`: a search
  /// bar below the title, say); under the status bar, plus the environment's top inset.
  public func compactHeight(in environment: HeaderEnvironment) -> Double {
    let statusBar = extendsUnderStatusBar ? referenceTopInset : 0
    let own = metrics.minHeight - statusBar
    let inline = own > Bar.referenceInlineHeight ? own : environment.inlineBarHeight
    return inline + (extendsUnderStatusBar ? environment.insets.top : 0)
  }

  /// Whether the spec gives a height or an inset for a compact vertical size class.
  public var hasCompactOverrides: Bool {
    bar.compactMaxHeight != nil || bar.compactMinHeight != nil
      || behavior.compactContentInsetTop != nil
  }

  /// The heights of a compact vertical size class (Schemas/FORMAT.md#heights-per-size-class):
  /// `compact.maxHeight` (not for a `largeTitle` bar, which is the inline bar there),
  /// `compact.minHeight` and `compact.contentInsetTop` replace the regular ones, which the
  /// spec then no longer has; `heightsAreCompact` says so.
  public var withCompactHeights: HeaderSpec {
    var spec = self
    if behavior.kind != .largeTitle, let height = bar.compactMaxHeight {
      spec.bar.maxHeight = height
    }
    if let height = bar.compactMinHeight { spec.bar.minHeight = height }
    if let inset = behavior.compactContentInsetTop { spec.behavior.contentInsetTop = inset }
    spec.bar.compactMaxHeight = nil
    spec.bar.compactMinHeight = nil
    spec.behavior.compactContentInsetTop = nil
    spec.bar.heightsAreCompact = true
    return spec
  }

  /// This spec in `environment`:
  /// * in a compact height, the compact heights first (`withCompactHeights`), when it has any;
  /// * `width` becomes the environment's, when it has one;
  /// * a bar under the status bar grows by `t - reference` (heights, an explicit
  ///   `contentInsetTop`, and every subview's `y` with the content); a large-title bar grows by
  ///   the large title's line-height difference at the content size, and shows no large title
  ///   in compact height: there it is the inline bar (`compactHeight(in:)`), pinned at
  ///   progress 1 (`Bar.isInline`);
  /// * `leading`/`trailing` anchors move in by the side insets;
  /// * a subview's anchors on the safe-area edges it ignores (`ignoresSafeArea`) stay: `top`
  ///   and `centerY` do not move with the content, `leading`/`trailing` not in by the insets;
  /// * a label with a text style takes its size at the content size;
  /// * in `rtl`, each mirrored subview's frame becomes `x' = W - x - w`: centres mirror,
  ///   leading and trailing anchors swap, `centerX` offsets, horizontal references' offsets
  ///   and transforms' horizontal parts change sign; a reference to a target's `leading` edge
  ///   names its right edge (Schemas/FORMAT.md#references), in every subview; a title menu's
  ///   titles run from the right and a search bar's field sits at its right (`isRightToLeft`).
  public func adapted(to environment: HeaderEnvironment) -> HeaderSpec {
    if environment.isCompactHeight, hasCompactOverrides {
      return withCompactHeights.adapted(to: environment)
    }
    var spec = self
    // Applied above where they count; an adapted spec carries no overrides.
    spec.bar.compactMaxHeight = nil
    spec.bar.compactMinHeight = nil
    spec.behavior.compactContentInsetTop = nil
    let metrics = self.metrics
    spec.width = environment.width ?? width
    var dy = 0.0
    if extendsUnderStatusBar {
      dy = environment.insets.top - referenceTopInset
      spec.bar.maxHeight = metrics.maxHeight + dy
      spec.bar.minHeight = metrics.minHeight + dy
      if let inset = behavior.contentInsetTop { spec.behavior.contentInsetTop = inset + dy }
    }
    if behavior.kind == .largeTitle {
      if environment.isCompactHeight {
        let height = compactHeight(in: environment)
        spec.bar.maxHeight = height
        spec.bar.minHeight = height
        spec.bar.isInline = true
      } else {
        spec.bar.maxHeight =
          (spec.bar.maxHeight ?? metrics.maxHeight)
          + TextStyle.largeTitleLineHeight(at: environment.contentSize)
          - TextStyle.largeTitleLineHeight(at: .large)
      }
    }
    let mirrorWidth = environment.layoutDirection == .rtl ? spec.width : nil
    spec.subviews = subviews.map { subview in
      var subview = subview
      if case .label(var label) = subview.kind, let style = label.textStyle {
        label.fontSize = style.pointSize(at: environment.contentSize)
        subview.kind = .label(label)
      }
      let mirror = subview.isMirrored ? mirrorWidth : nil
      if mirror != nil {
        switch subview.kind {
        case .titleMenu(var menu):
          menu.isRightToLeft = true
          subview.kind = .titleMenu(menu)
        case .searchBar(var searchBar):
          searchBar.isRightToLeft = true
          subview.kind = .searchBar(searchBar)
        default: break
        }
      }
      let ignored = subview.ignoresSafeArea
      var insets = environment.insets
      if ignored.contains(.leading) { insets.leading = 0 }
      if ignored.contains(.trailing) { insets.trailing = 0 }
      subview.keyframes = subview.keyframes.map {
        $0.adapted(
          dy: dy, anchorDY: ignored.contains(.top) ? 0 : dy, insets: insets, mirroredIn: mirror,
          rtl: mirrorWidth != nil)
      }
      return subview
    }
    return spec
  }
}

extension Keyframe {
  /// The keyframe moved down by `dy` (its `top` and `centerY` anchors by `anchorDY`, 0 for a
  /// subview that ignores the top safe area), its edge anchors in by the side `insets`, and
  /// mirrored in a bar `width` wide when `width` is not nil.
  /// `rtl` says whether the layout is right to left (references to a `leading` edge then
  /// name the target's right edge, even when this subview does not mirror).
  func adapted(
    dy: Double, anchorDY: Double, insets: SafeAreaInsets, mirroredIn width: Double?, rtl: Bool
  ) -> Keyframe {
    var keyframe = self
    keyframe.frame = frame.map { Rect(x: $0.x, y: $0.y + dy, width: $0.width, height: $0.height) }
    keyframe.center = center.map { Point(x: $0.x, y: $0.y + dy) }
    if var anchor {
      if case .margin(let margin) = anchor.top { anchor.top = .margin(margin + anchorDY) }
      if case .margin(let offset) = anchor.centerY {
        anchor.centerY = .margin(offset + anchorDY / 2)
      }
      // A bottom margin needs nothing (the bar's bottom edge already moved by dy), nor does a
      // reference (its target moved).
      if case .margin(let margin) = anchor.leading {
        anchor.leading = .margin(margin + insets.leading)
      }
      if case .margin(let margin) = anchor.trailing {
        anchor.trailing = .margin(margin + insets.trailing)
      }
      keyframe.anchor = anchor
    }
    guard let width else {
      // Not mirrored itself, but a target's leading edge is still its right edge in `rtl`.
      if rtl { keyframe.anchor = keyframe.anchor?.withMirroredTargets }
      return keyframe
    }
    return keyframe.mirrored(in: width)
  }

  /// The keyframe mirrored about the middle of a bar `width` wide.
  func mirrored(in width: Double) -> Keyframe {
    var keyframe = self
    keyframe.frame = frame.map {
      Rect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height)
    }
    keyframe.center = center.map { Point(x: width - $0.x, y: $0.y) }
    keyframe.anchor = anchor?.mirrored
    keyframe.transform = transform.map {
      switch $0 {
      case .parts(let tx, let ty, let sx, let sy, let degrees, let stx, let sty):
        .parts(
          translateX: -tx, translateY: ty, scaleX: sx, scaleY: sy, rotationDegrees: -degrees,
          scaledTranslateX: -stx, scaledTranslateY: sty)
      case .matrix(let m):
        .matrix(HeaderAffineTransform(a: m.a, b: -m.b, c: -m.c, d: m.d, tx: -m.tx, ty: m.ty))
      }
    }
    return keyframe
  }
}

extension HeaderSpec.Anchor {
  /// The anchor seen in a mirrored bar: leading and trailing swap, `centerX` offsets and
  /// horizontal references' offsets change sign, and references name the mirrored edge.
  var mirrored: HeaderSpec.Anchor {
    var anchor = self
    anchor.leading = trailing.map { Self.mirrored($0) }
    anchor.trailing = leading.map { Self.mirrored($0) }
    anchor.centerX = centerX.map {
      if case .margin(let offset) = $0 { return .margin(-offset) }
      return Self.mirrored($0)
    }
    return anchor
  }

  /// References on the horizontal axis name the mirrored edge of their target; nothing else
  /// changes.
  var withMirroredTargets: HeaderSpec.Anchor {
    var anchor = self
    for edge in [AnchorEdge.leading, .trailing, .centerX] {
      if case .reference(var reference) = self[edge] {
        reference.edge = reference.edge?.mirrored
        anchor[edge] = .reference(reference)
      }
    }
    return anchor
  }

  /// A margin stays (the edge it belongs to swaps); a reference names the mirrored edge with
  /// the opposite offset.
  private static func mirrored(_ value: Value) -> Value {
    guard case .reference(var reference) = value else { return value }
    reference.edge = reference.edge?.mirrored
    reference.offset = -reference.offset
    return .reference(reference)
  }
}
