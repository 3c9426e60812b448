import HeaderGeometry

/// Problems only an environment shows (Schemas/FORMAT.md#environments): the safe area, text
/// that grows with Dynamic Type, a large title that grows into a button. The reference
/// environment has no safe-area sides and every text at its `L` size, so these are checked
/// only where an environment is given (`--device` or a `supports` matrix).
extension ResolvedHeader {
  /// The problems of this header (of a spec already `adapted(to: environment)`) in
  /// `environment`: `outsideSafeArea` for labels and buttons, `textDoesNotFit` and
  /// `textTallerThanFrame` for labels with text, `textOverlap` (`textOverlapProblems`),
  /// `titleOverlapsButton` for the large titles of a `largeTitle` bar.
  ///
  /// Samples the outside-bar check's progress values and the subviews' keyframes:
  /// O((64 + keyframes) x (labels + buttons + large titles x buttons)).
  public func environmentProblems(in environment: HeaderEnvironment) -> [GeometryProblem] {
    var frames: [TextFrame]? = nil
    return environmentProblems(in: environment, textFrames: &frames)
  }

  /// The problems `environmentProblems(in:)` gives, but the text-fit ones when `textFrames`
  /// is not nil: each label with a text then adds where its text has the least room
  /// (`TextFrame`), in subview order, and `TextFrame.textFitProblems(fontSize:)`
  /// gives its problem at any content size. With a spec whose layout does not read the content
  /// size (`HeaderSpec.layoutReadsContentSize`), the frames are the same at every content
  /// size, so an environment matrix samples them once per layout.
  public func environmentProblems(in environment: HeaderEnvironment, textFrames: inout [TextFrame]?)
    -> [GeometryProblem]
  {
    var problems: [GeometryProblem] = []
    // The labels and buttons placed by references are laid out together with what they
    // depend on, in order (linear in those subviews), and that layout is kept for the others
    // sampled at the same progress: laying each out alone would follow its references anew,
    // quadratic in a chain of them.
    let placedByReferences = spec.subviews.indices.filter { index in
      switch spec.subviews[index].kind {
      case .label, .button: timelines[index].isDynamic
      default: false
      }
    }
    let needed = dependencyClosure(of: placedByReferences)
    var together: [Double: [SubviewLayout]] = [:]
    let layout = { (index: Int, p: Double) -> SubviewLayout in
      guard self.timelines[index].isDynamic else { return self.layout(subview: index, at: p) }
      if let known = together[p] { return known[index] }
      let all = self.layouts(
        layoutProgress: self.metrics.layoutProgress(p), height: self.metrics.height(at: p),
        only: needed)
      together[p] = all
      return all[index]
    }
    let buttons = spec.subviews.indices.filter {
      if case .button = spec.subviews[$0].kind { true } else { false }
    }
    for index in spec.subviews.indices {
      switch spec.subviews[index].kind {
      case .label(let label):
        guard let text = label.text else {
          problems += sampledFrames(index, environment, findsRoom: false, layout: layout).problems
          continue
        }
        let (safeArea, room) = sampledFrames(index, environment, findsRoom: true, layout: layout)
        problems += safeArea
        let ems = TitleMenuLayout.estimatedEms(text)
        if let room {
          let frame = TextFrame(
            subview: index, narrowest: room.narrowest, shortest: room.shortest, ems: ems,
            textStyle: label.textStyle, fixedFontSize: label.fontSize)
          if textFrames != nil {
            textFrames?.append(frame)
          } else {
            problems += frame.textFitProblems(fontSize: label.fontSize)
          }
        }
        if label.textStyle == .largeTitle, spec.behavior.kind == .largeTitle {
          problems += titleOverlapProblems(
            index, ems * label.fontSize, buttons, environment, layout: layout)
        }
      case .button:
        problems += sampledFrames(index, environment, findsRoom: false, layout: layout).problems
      default:
        continue
      }
    }
    problems += textOverlapProblems(rightToLeft: environment.layoutDirection == .rtl)
    return problems
  }

  // MARK: - Safe area and text

  /// One pass over the sampled layouts of subview `index` (`laidOut(index, p)`: its layout at
  /// progress p): its worst reach into the safe area's insets, where it is inside the bar at
  /// that edge (past the bar, `outsideBar` reports it), and, when `findsRoom` is true, its
  /// narrowest and its shortest visible frames: the first sampled progress where its width
  /// (height) is the least, and that width (height); nil without keyframes or when never
  /// visible. Sides in screen terms: in `rtl` the leading inset is on the right. The edges the
  /// subview ignores (`ignoresSafeArea`) are not checked: it reaches there by design.
  func sampledFrames(
    _ index: Int, _ environment: HeaderEnvironment, findsRoom: Bool,
    layout laidOut: (Int, Double) -> SubviewLayout
  ) -> (
    problems: [GeometryProblem],
    room: (
      narrowest: (progress: Double, width: Double), shortest: (progress: Double, height: Double)
    )?
  ) {
    let insets = environment.insets
    let ignored = spec.subviews[index].ignoresSafeArea
    let leading = ignored.contains(.leading) ? 0 : insets.leading
    let trailing = ignored.contains(.trailing) ? 0 : insets.trailing
    let rtl = environment.layoutDirection == .rtl
    let left = rtl ? trailing : leading
    let right = rtl ? leading : trailing
    let top = spec.extendsUnderStatusBar && !ignored.contains(.top) ? insets.top : 0
    let checksSafeArea = left > 0 || right > 0 || top > 0
    guard checksSafeArea || findsRoom, !timelines[index].keyframes.isEmpty else {
      return ([], nil)
    }
    let width = metrics.width
    var worst: (progress: Double, overflow: Double, edge: GeometryProblem.Edge)?
    var narrowest: (progress: Double, width: Double)?
    var shortest: (progress: Double, height: Double)?
    let timeline = timelines[index]
    // `layout(subview:at:)` without reading the timeline again at each sample.
    let direct = !isTitleMenu[index] && !timeline.isDynamic
    for p in sampledProgress(of: [index]) {
      let layout =
        direct
        ? timeline.layout(at: metrics.layoutProgress(p), barHeight: metrics.height(at: p))
        : laidOut(index, p)
      guard layout.isVisible else { continue }
      if layout.size.width < (narrowest?.width ?? .infinity) {
        narrowest = (p, layout.size.width)
      }
      if layout.size.height < (shortest?.height ?? .infinity) {
        shortest = (p, layout.size.height)
      }
      guard checksSafeArea else { continue }
      let frame = layout.frame
      // Left, right, then top: the first of equal reaches is the one kept.
      func reach(_ overflow: Double, _ edge: GeometryProblem.Edge) {
        if overflow > 1e-9, overflow > (worst?.overflow ?? 0) { worst = (p, overflow, edge) }
      }
      reach(frame.minX >= 0 ? left - frame.minX : 0, .left)
      reach(frame.maxX <= width ? frame.maxX - (width - right) : 0, .right)
      reach(frame.minY >= 0 ? top - frame.minY : 0, .top)
    }
    let room = narrowest.flatMap { narrowest in shortest.map { (narrowest, $0) } }
    guard let worst else { return ([], room) }
    let problem = GeometryProblem.outsideSafeArea(
      subview: index, progress: worst.progress, overflow: worst.overflow, edge: worst.edge)
    return ([problem], room)
  }

  /// The buttons the text of large title `index` overlaps: its text runs from the frame's
  /// leading edge (the right edge in `rtl`) for the estimated width, at most the frame's.
  func titleOverlapProblems(
    _ index: Int, _ textWidth: Double, _ buttons: [Int], _ environment: HeaderEnvironment,
    layout: (Int, Double) -> SubviewLayout
  ) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    for button in buttons {
      for p in sampledProgress(of: [index, button]) {
        let title = layout(index, p)
        let other = layout(button, p)
        guard title.isVisible, other.isVisible else { continue }
        let frame = title.frame
        let width = min(textWidth, frame.width)
        let x = environment.layoutDirection == .rtl ? frame.maxX - width : frame.minX
        let text = Rect(x: x, y: frame.minY, width: width, height: frame.height)
        guard Self.overlap(text, other.frame) else { continue }
        problems.append(
          .titleOverlapsButton(subview: index, button: button, progress: p, textWidth: textWidth))
        break
      }
    }
    return problems
  }
}
