import HeaderGeometry

extension HeaderSpec {
  /// Every geometry, behaviour, snapping and built-in layout problem of the spec, in a stable
  /// order (bar, subviews in document order, snapping). Schema-level problems (unknown keys,
  /// wrong types) are not the core's.
  public var geometryProblems: [GeometryProblem] { ResolvedHeader(self).problems }
}

extension ResolvedHeader {
  /// See `HeaderSpec.geometryProblems`: `barProblems`, `subviewIDProblems`, each subview's
  /// `subviewProblems`, then `snappingProblems`. Reference problems, axis conflicts and edge
  /// merges come after the ids, the problems of dynamic layouts after the subviews.
  public var problems: [GeometryProblem] {
    var problems = barProblems
    problems += subviewIDProblems
    problems += references.problems.map(GeometryProblem.init)
    problems += axisConflicts.map(GeometryProblem.init)
    problems += edgeMergeProblems
    for index in spec.subviews.indices {
      problems += subviewProblems(index)
    }
    problems += dynamicLayoutProblems
    problems += snappingProblems
    return problems
  }

  /// The behaviour's snapping problems (Schemas/FORMAT.md#snapping).
  public var snappingProblems: [GeometryProblem] {
    Snapping.problems(
      of: spec.behavior.snapping, enabled: spec.behavior.snappingEnabled && spec.behavior.moves)
  }

  // MARK: - Bar

  /// Problems of the bar's and the behaviour's numbers.
  public var barProblems: [GeometryProblem] {
    var problems: [GeometryProblem] = []
    let behavior = spec.behavior
    let numbers: [(GeometryProblem.NumberSite, Double?)] = [
      (.width, spec.width), (.maxHeight, spec.bar.maxHeight), (.minHeight, spec.bar.minHeight),
      (.stretchLimit, behavior.stretchLimit), (.contentInsetTop, behavior.contentInsetTop),
      (.velocityThreshold, behavior.velocityThreshold),
      (.thresholdFromTop, behavior.thresholds.fromTop),
      (.thresholdNegativeDirection, behavior.thresholds.negativeDirection),
      (.thresholdPositiveDirection, behavior.thresholds.positiveDirection),
    ]
    for case (let site, let value?) in numbers where !value.isFinite {
      problems.append(.nonFiniteNumber(site, value: value))
    }
    problems += barOverflowProblems
    if metrics.minHeight > metrics.maxHeight {
      problems.append(
        .minimumAboveMaximum(minHeight: metrics.minHeight, maxHeight: metrics.maxHeight))
    }
    if spec.hasCompactOverrides, behavior.kind != .largeTitle {
      let maxHeight = spec.bar.compactMaxHeight ?? metrics.maxHeight
      let minHeight = spec.bar.compactMinHeight ?? metrics.minHeight
      if minHeight > maxHeight {
        problems.append(.compactMinimumAboveMaximum(minHeight: minHeight, maxHeight: maxHeight))
      }
    }
    if metrics.minHeight == metrics.maxHeight, behavior.moves, !spec.bar.isInline {
      problems.append(.equalHeightsWithMovingBehavior(height: metrics.maxHeight))
    }
    if let limit = behavior.stretchLimit {
      if !behavior.isElastic {
        problems.append(.stretchLimitWithoutElastic(stretchLimit: limit))
      } else if limit < metrics.maxHeight {
        problems.append(
          .stretchLimitBelowMaximum(stretchLimit: limit, maxHeight: metrics.maxHeight))
      }
    }
    return problems
  }

  /// Subviews that repeat an earlier subview's id. Ids are compared as Swift compares strings,
  /// by canonical equivalence ("\u{212A}" is "K"). O(subviews).
  public var subviewIDProblems: [GeometryProblem] {
    var firstIndex: [String: Int] = [:]
    var problems: [GeometryProblem] = []
    for (index, subview) in spec.subviews.enumerated() {
      if let first = firstIndex[subview.id] {
        problems.append(.duplicateSubviewID(subview: index, first: first, id: subview.id))
      } else {
        firstIndex[subview.id] = index
      }
    }
    return problems
  }

  // MARK: - Subviews

  /// Problems of subview `index` alone: they depend on that subview, its timeline and the
  /// spec's bar, behaviour and width, never on another subview.
  public func subviewProblems(_ index: Int) -> [GeometryProblem] {
    let subview = spec.subviews[index]
    var problems: [GeometryProblem] = []
    // The list is made (allocated) only when one of its numbers is not finite.
    if !Self.kindNumbersAreFinite(subview.kind) {
      for value in Self.kindNumbers(subview.kind) where !value.isFinite {
        problems.append(.nonFiniteNumber(.subview(subview: index), value: value))
      }
    }
    if problems.isEmpty { return kindProblems(index, subview) }
    problems += kindProblems(index, subview)
    return problems
  }

  private func kindProblems(_ index: Int, _ subview: HeaderSpec.Subview) -> [GeometryProblem] {
    switch subview.kind {
    case .titleMenu(let menu):
      return titleMenuProblems(menu, subview: index, hasKeyframes: !subview.keyframes.isEmpty)
        + overflowProblems(index)
    case .searchBar(let searchBar):
      var problems = keyframeProblems(index)
      let overflow = overflowProblems(index)
      // An overflowing layout has no meaningful distance past the bar or height.
      guard overflow.isEmpty else { return problems + overflow }
      if !timelines[index].isDynamic { problems += outsideBarProblems(index) }
      problems += searchBarProblems(index, searchBar)
      return problems
    case .view, .label, .image, .button:
      var problems = keyframeProblems(index)
      let overflow = overflowProblems(index)
      guard overflow.isEmpty else { return problems + overflow }
      if !timelines[index].isDynamic { problems += outsideBarProblems(index) }
      return problems
    }
  }

  /// Whether every number of `kindNumbers(kind)` is finite, without making the list.
  static func kindNumbersAreFinite(_ kind: SubviewKind) -> Bool {
    switch kind {
    case .view, .button: true
    case .label(let label): label.fontSize.isFinite
    case .image(_, _, let cornerRadius): cornerRadius?.isFinite ?? true
    case .searchBar, .titleMenu: kindNumbers(kind).allSatisfy(\.isFinite)
    }
  }

  /// The kind-specific numbers of a subview.
  static func kindNumbers(_ kind: SubviewKind) -> [Double] {
    switch kind {
    case .view, .button: []
    case .label(let label): [label.fontSize]
    case .image(_, _, let cornerRadius): cornerRadius.map { [$0] } ?? []
    case .searchBar(let s):
      [
        s.height, s.fieldInsetX, s.fieldInsetY, s.fieldWidthFraction, s.fieldHeight,
        s.fieldCornerRadius,
      ]
    case .titleMenu(let m):
      [
        m.largeModeThreshold, m.bandMinimum, m.bandMaximum, m.largeSelectedFontSize,
        m.largeFontSize, m.compactSelectedFontSize, m.compactFontSize,
      ]
    }
  }

  func titleMenuProblems(_ menu: TitleMenu, subview: Int, hasKeyframes: Bool)
    -> [GeometryProblem]
  {
    var problems: [GeometryProblem] = []
    if hasKeyframes { problems.append(.titleMenuWithKeyframes(subview: subview)) }
    if menu.items.isEmpty {
      problems.append(.titleMenuWithoutItems(subview: subview))
    } else if !menu.items.indices.contains(menu.selected) {
      problems.append(
        .titleMenuSelectionOutOfRange(
          subview: subview, selected: menu.selected, count: menu.items.count))
    }
    if menu.maxStretchMode {
      // The height at the lowest progress scrolling gives: +infinity for an unlimited stretch.
      let tallest = metrics.height(at: ReachableProgress(spec: spec).lowest)
      if tallest <= TitleMenu.maxStretchHeight {
        problems.append(.titleMenuMaxStretchWithoutEffect(subview: subview, tallest: tallest))
      }
    }
    for (item, title) in menu.items.enumerated() {
      // NSString.length, as LargeTitleStyle counts: UTF-16 code units (an emoji past U+FFFF is 2).
      let length = title.utf16.count
      if length > 10 {
        problems.append(.titleMenuTitleTooLong(subview: subview, item: item, length: length))
      }
    }
    return problems
  }
}
