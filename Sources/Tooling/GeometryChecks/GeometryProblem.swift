import HeaderGeometry

/// A problem the geometry core finds in a spec, as data: the indices that place it (subview,
/// keyframe and snapping-range indices are 0-based, into the spec's arrays in document order)
/// and the numbers a diagnostic needs. The analysis layer words and places them; the core
/// never produces text with positions.
///
/// The core stays total whatever the problem: each case documents the result it gives instead.
public enum GeometryProblem: Hashable, Sendable {
  // MARK: - Bar

  /// A number is NaN or infinite. Layout and height stay defined but meaningless.
  case nonFiniteNumber(NumberSite, value: Double)
  /// `minHeight > maxHeight`: the bar grows as progress rises (BLK does not check).
  case minimumAboveMaximum(minHeight: Double, maxHeight: Double)
  /// `compact.minHeight` above `compact.maxHeight` (each defaulting to the regular one): in a
  /// compact vertical size class the bar grows as progress rises. Checked on the spec as
  /// written; in a compact environment the adapted spec reports `minimumAboveMaximum` with
  /// `Bar.heightsAreCompact`.
  case compactMinimumAboveMaximum(minHeight: Double, maxHeight: Double)
  /// Equal heights with a behaviour that moves: progress has no scroll distance to map to
  /// (division by zero avoided: p jumps between its clamps).
  case equalHeightsWithMovingBehavior(height: Double)
  /// `stretchLimit < maxHeight`: the cap is raised to `maxHeight`.
  case stretchLimitBelowMaximum(stretchLimit: Double, maxHeight: Double)
  /// `stretchLimit` on a behaviour that is not elastic: ignored.
  case stretchLimitWithoutElastic(stretchLimit: Double)
  /// Finite numbers so large that the layout at some progress in [0, 1] overflows a `Double`
  /// (or comes within a factor of 8 of it, where rounding can): a frame of `[1.7e308, 0,
  /// 1.7e308, 10]` has its right edge at 3.4e308. Layouts there are infinite or NaN; the core
  /// computes them anyway, and the tools refuse to show them.
  case geometryOverflow(OverflowSite)

  // MARK: - Keyframes

  /// A subview (not a `titleMenu`) without keyframes: laid out as a zero-sized view at (0, 0).
  case noKeyframes(subview: Int)
  /// Keyframe progress above 1; clamped to 1 like BLK clamps its keys.
  case keyframeProgressOutOfRange(subview: Int, keyframe: Int, progress: Double)
  /// A keyframe at negative progress below the lowest progress subviews are laid out at
  /// (`BarMetrics.lowestLayoutProgress`: 0 when the behaviour is not elastic, else where
  /// `stretchLimit` stops the stretch) or the bar ever reaches (`ReachableProgress`: a bar that
  /// never moves). The layout holds at `lowest`, so the keyframe's own attributes are never
  /// shown.
  case keyframeBelowReachableProgress(
    subview: Int, keyframe: Int, progress: Double, lowest: Double)
  /// A keyframe's progress is below the previous keyframe's; the timeline sorts them.
  case keyframesOutOfOrder(subview: Int, keyframe: Int, progress: Double, previous: Int)
  /// Two keyframes share a progress; the later one in document order wins.
  case duplicateKeyframeProgress(subview: Int, keyframe: Int, progress: Double, first: Int)
  /// The lowest keyframe is above 0: held below it here, but BLK leaves the view in its last
  /// state, which depends on scrolling speed.
  case firstKeyframeAboveZero(subview: Int, keyframe: Int, progress: Double)
  /// The first keyframe (document order) lacks a position, a size, or an anchor axis. The
  /// missing parts default to 0 (a position of 0 is a centre coordinate of 0).
  case firstKeyframeWithoutGeometry(subview: Int, missing: MissingGeometry)
  /// A keyframe after the first leaves an axis without the position (`position`) or the
  /// length it had: its anchor removes the last edge of the axis with `null`, or a `center`
  /// or a removed edge ends a span of two anchored edges with no size written or inherited.
  /// What is missing counts as 0 from there on (a 0 pt tall banner).
  case keyframeLosesGeometry(subview: Int, keyframe: Int, horizontal: Bool, position: Bool)
  /// `frame` and `transform` in one keyframe (BLK's setters null the frame); the frame is
  /// used as the untransformed rectangle.
  case frameWithTransform(subview: Int, keyframe: Int)
  /// `alpha` outside [0, 1]; used as is (UIKit clamps when it draws).
  case alphaOutOfRange(subview: Int, keyframe: Int, alpha: Double)
  /// Negative size or corner radius; used as is.
  case negativeLength(subview: Int, keyframe: Int, value: Double)
  /// Consecutive keyframes (in progress order, indices in document order) whose transforms
  /// rotate differently: the component-wise matrix interpolation shrinks the view in
  /// between. `halfwayScale` is the linear scale halfway relative to the keyframes' average
  /// (0.707 for 0 to 90 degrees).
  case rotationInterpolation(
    subview: Int, keyframe: Int, nextKeyframe: Int, fromDegrees: Double, toDegrees: Double,
    halfwayScale: Double)
  /// Consecutive keyframes (in progress order, indices in document order) of a subview that
  /// interpolates matrices, whose transforms change a scale and a
  /// `scaledTranslate` together: halfway the view sits `distance` pt from where the parts put
  /// it (`ResolvedHeader.partsInterpolationProblems`).
  case partsInterpolationSuggested(subview: Int, keyframe: Int, nextKeyframe: Int, distance: Double)
  /// A visible subview (alpha > 0, not hidden) reaches outside the bar: the worst overflow,
  /// in points past `edge`, and the progress where it happens. Clipped when `clipped`.
  case outsideBar(subview: Int, progress: Double, overflow: Double, edge: Edge, clipped: Bool)
  /// Two subviews share an id; `first` is the earlier one.
  case duplicateSubviewID(subview: Int, first: Int, id: String)
  /// In an environment (`ResolvedHeader.environmentProblems(in:)`): a visible label or button
  /// reaches `overflow` pt into the safe area's inset at `edge` (under the status bar at the
  /// top of a bar that extends under it, under the sensor housing at a side), at `progress`
  /// (the first with the largest overflow), while staying inside the bar there.
  case outsideSafeArea(subview: Int, progress: Double, overflow: Double, edge: Edge)
  /// In an environment: the estimated width of a label's text at its text style's size
  /// (`fontSize`, `TitleMenuLayout.estimatedTextWidth`) is wider than its frame, `frameWidth`
  /// at `progress` (the narrowest visible frame).
  case textDoesNotFit(
    subview: Int, progress: Double, textWidth: Double, frameWidth: Double, fontSize: Double)
  /// In an environment: one line of a label's text at its font size (`fontSize`,
  /// `TextFrame.lineHeightPerPoint`) is taller than its frame, `frameHeight` at `progress` (the
  /// shortest visible frame). Worded as `textDoesNotFit`'s code.
  case textTallerThanFrame(
    subview: Int, progress: Double, lineHeight: Double, frameHeight: Double, fontSize: Double)
  /// The text of label `subview` and visible subview `other` (another label's text, a button,
  /// a search bar, a view with a background) overlap while both are visible, from progress
  /// `from` to `to` (the first and last samples where they do;
  /// `ResolvedHeader.textOverlapProblems`). The diagnostics leave out what the label declares
  /// it sits on (`sitsOn`).
  case textOverlap(subview: Int, other: Int, from: Double, to: Double)
  /// The overlap check was not run: `subviews` texts, buttons, search bars and views with a
  /// background are more than `ResolvedHeader.overlapSubviewLimit`.
  case textOverlapNotChecked(subviews: Int)
  /// In an environment: in a `largeTitle` bar, the text of a label with text style
  /// `largeTitle` overlaps a visible button at `progress` (the first where it does).
  case titleOverlapsButton(subview: Int, button: Int, progress: Double, textWidth: Double)

  // MARK: - References (Schemas/FORMAT.md#references)

  /// A reference names an id no subview has; the edge sits at 0.
  case unknownReference(subview: Int, keyframe: Int, edge: AnchorEdge, target: String)
  /// A reference names the subview itself; the edge sits at 0.
  case selfReference(subview: Int, keyframe: Int, edge: AnchorEdge)
  /// A reference's edge is not an edge (`written` nil) or is on the other axis; the edge sits
  /// at 0.
  case invalidReferenceEdge(subview: Int, keyframe: Int, edge: AnchorEdge, written: AnchorEdge?)
  /// References that lead back to where they start, in order (the last one's target is the
  /// first one's subview); reported once per strongly connected set of subviews. Every
  /// reference among those subviews is dropped (its edge sits at 0).
  case referenceCycle([ReferenceSite])
  /// A keyframe gives a size on an axis whose two outer edges are anchored; the edges win.
  case axisDefinedTwice(subview: Int, keyframe: Int, horizontal: Bool)
  /// The two anchored edges of an axis cross: the length is negative at `progress` (the
  /// first sample where it is). `keyframe` is the one whose edges cross there.
  case negativeAnchoredLength(
    subview: Int, keyframe: Int, horizontal: Bool, progress: Double, length: Double)
  /// A keyframe adds the opposite outer edge to the lone edge an axis inherits while a size on
  /// that axis was written earlier and not in that keyframe (`EdgeMerge.ignoredLength`):
  /// anchors merge edge by edge, so the view stretches between the two edges and the size is
  /// ignored. `from` is the size the view would keep (the ignored length on each axis that
  /// merges in that keyframe, the laid-out length on the other), `to` its layout at the
  /// keyframe's progress. The analysis drops it when the keyframe writes `null` for that axis
  /// in `size` (the model cannot tell `[null, h]` from a size that names no width).
  case edgeMergeStretches(EdgeMerge, from: Size, to: Size)

  // MARK: - Snapping

  /// A snapping value outside [0, 1].
  case snappingValueOutOfRange(range: Int, field: SnappingField, value: Double)
  /// `from > to`: the range matches nothing.
  case snappingRangeReversed(range: Int, from: Double, to: Double)
  /// Two ranges share more than an endpoint; the earlier one wins on `[from, to]`.
  case overlappingSnappingRanges(range: Int, other: Int, from: Double, to: Double)
  /// Progress in the open interval `(from, to)` (or closed at 0/1 when no range touches
  /// them: see `includesFrom`, `includesTo`) never snaps.
  case snappingGap(from: Double, to: Double, includesFrom: Bool, includesTo: Bool)
  /// Snapping is enabled but there are no ranges: nothing ever snaps.
  case snappingWithoutRanges
  /// BLK stores the range as whole percents (start and length truncated separately): it
  /// would match `[blkFrom, blkTo]`, or nothing when `blkFrom`/`blkTo` are nil.
  case blkTruncation(range: Int, from: Double, to: Double, blkFrom: Double?, blkTo: Double?)

  // MARK: - Built-in layouts

  /// A `titleMenu` with keyframes (it lays itself out; they are ignored).
  case titleMenuWithKeyframes(subview: Int)
  /// A `titleMenu` without items.
  case titleMenuWithoutItems(subview: Int)
  /// `selected` is not an index into `items`: nothing is selected.
  case titleMenuSelectionOutOfRange(subview: Int, selected: Int, count: Int)
  /// A title longer than 10 characters, which LargeTitleStyle drops (shifting its indices).
  /// `length` counts UTF-16 code units, as `NSString.length` does.
  case titleMenuTitleTooLong(subview: Int, item: Int, length: Int)
  /// `maxStretchMode` on a bar never taller than `TitleMenu.maxStretchHeight` (96): the
  /// container is never capped. `tallest` is the tallest the bar gets.
  case titleMenuMaxStretchWithoutEffect(subview: Int, tallest: Double)
  /// A search bar taller than the collapsed bar: clipped or overflowing when collapsed.
  case searchBarTallerThanCollapsedBar(subview: Int, height: Double, minHeight: Double)
  /// A visible search bar's text field reaches `overflow` pt past the bar's left or right edge
  /// at `progress` (the first progress with the largest overflow).
  case searchFieldOutsideBar(subview: Int, progress: Double, overflow: Double, edge: Edge)
  /// A visible button covers part of a visible search bar's text field at `progress` (the
  /// first progress where it does).
  case buttonOverSearchField(subview: Int, button: Int, progress: Double)
}
