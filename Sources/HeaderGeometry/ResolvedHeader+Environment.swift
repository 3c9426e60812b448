/// Problems only an environment shows (Schemas/FORMAT.md#environments): the safe area, text
/// that grows with Dynamic Type, a large title that grows into a button. The reference
/// environment has no safe-area sides and every text at its `L` size, so these are checked
/// only where an environment is given (`--device` or a `supports` matrix).
extension ResolvedHeader {
  /// The problems of this header (of a spec already `adapted(to: environment)`) in
  /// `environment`: `outsideSafeArea` for labels and buttons, `textDoesNotFit` for labels with
  /// a text style, `titleOverlapsButton` for the large titles of a `largeTitle` bar.
  ///
  /// Samples the outside-bar check's progress values and the subviews' keyframes:
  /// O((64 + keyframes) x (labels + buttons + large titles x buttons)).
  public func environmentProblems(in environment: Environment) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    let buttons = spec.subviews.indices.filter {
      if case .button = spec.subviews[$0].kind { true } else { false }
    }
    for index in spec.subviews.indices {
      switch spec.subviews[index].kind {
      case .label(let label):
        problems += safeAreaProblems(index, environment)
        guard let text = label.text, let style = label.textStyle else { continue }
        let textWidth = TitleMenuLayout.estimatedTextWidth(text, fontSize: label.fontSize)
        if let problem = textFitProblem(index, textWidth: textWidth, fontSize: label.fontSize) {
          problems.append(problem)
        }
        if style == .largeTitle, spec.behavior.kind == .largeTitle {
          problems += titleOverlapProblems(index, textWidth, buttons, environment)
        }
      case .button:
        problems += safeAreaProblems(index, environment)
      default:
        continue
      }
    }
    return problems
  }

  // MARK: - Safe area

  /// The worst reach of subview `index` into the safe area's insets, where it is inside the
  /// bar at that edge (past the bar, `outsideBar` reports it). Sides in screen terms: in `rtl`
  /// the leading inset is on the right. The edges the subview ignores (`ignoresSafeArea`) are
  /// not checked: it reaches there by design.
  func safeAreaProblems(_ index: Int, _ environment: Environment) -> [GeometryProblem] {
    let insets = environment.insets
    let ignored = spec.subviews[index].ignoresSafeArea
    let leading = ignored.contains(.leading) ? 0 : insets.leading
    let trailing = ignored.contains(.trailing) ? 0 : insets.trailing
    let rtl = environment.layoutDirection == .rtl
    let left = rtl ? trailing : leading
    let right = rtl ? leading : trailing
    let top = spec.extendsUnderStatusBar && !ignored.contains(.top) ? insets.top : 0
    guard left > 0 || right > 0 || top > 0, !timelines[index].keyframes.isEmpty else { return [] }
    let width = metrics.width
    var worst: (progress: Double, overflow: Double, edge: GeometryProblem.Edge)?
    for p in sampledProgress(of: [index]) {
      let layout = layout(subview: index, at: p)
      guard layout.isVisible else { continue }
      let frame = layout.frame
      let reaches: [(Double, GeometryProblem.Edge)] = [
        (frame.minX >= 0 ? left - frame.minX : 0, .left),
        (frame.maxX <= width ? frame.maxX - (width - right) : 0, .right),
        (frame.minY >= 0 ? top - frame.minY : 0, .top),
      ]
      for (overflow, edge) in reaches where overflow > 1e-9 && overflow > (worst?.overflow ?? 0) {
        worst = (p, overflow, edge)
      }
    }
    guard let worst else { return [] }
    return [
      .outsideSafeArea(
        subview: index, progress: worst.progress, overflow: worst.overflow, edge: worst.edge)
    ]
  }

  // MARK: - Text

  /// Whether the text fits the narrowest visible frame of label `index`.
  func textFitProblem(_ index: Int, textWidth: Double, fontSize: Double) -> GeometryProblem? {
    guard !timelines[index].keyframes.isEmpty else { return nil }
    var narrowest: (progress: Double, width: Double)?
    for p in sampledProgress(of: [index]) {
      let layout = layout(subview: index, at: p)
      guard layout.isVisible, layout.size.width < (narrowest?.width ?? .infinity) else {
        continue
      }
      narrowest = (p, layout.size.width)
    }
    guard let narrowest, textWidth > narrowest.width + 1e-9 else { return nil }
    return .textDoesNotFit(
      subview: index, progress: narrowest.progress, textWidth: textWidth,
      frameWidth: narrowest.width, fontSize: fontSize)
  }

  /// The buttons the text of large title `index` overlaps: its text runs from the frame's
  /// leading edge (the right edge in `rtl`) for the estimated width, at most the frame's.
  func titleOverlapProblems(
    _ index: Int, _ textWidth: Double, _ buttons: [Int], _ environment: Environment
  ) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    for button in buttons {
      for p in sampledProgress(of: [index, button]) {
        let title = layout(subview: index, at: p)
        let other = layout(subview: button, at: p)
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
