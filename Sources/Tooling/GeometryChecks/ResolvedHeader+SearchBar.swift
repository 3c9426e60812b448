import HeaderGeometry

/// The checks of a `searchBar` subview: its height when the bar is collapsed, its text field
/// against the bar's sides, and buttons over its text field.
extension ResolvedHeader {
  /// The search bar's problems, judged only where it is visible (as the outside-bar check
  /// judges every subview): taller than the collapsed bar (HS504), its text field past the
  /// bar's left or right edge (HS505), a visible button over its text field (HS506).
  ///
  /// The field and button checks look at the progress values the outside-bar check samples
  /// (`outsideBarSteps` even steps) and every keyframe of the search bar and of the button:
  /// O((64 + keyframes) x buttons).
  func searchBarProblems(_ index: Int, _ searchBar: SearchBar) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    let collapsed = layout(subview: index, at: 1)
    if collapsed.isVisible, collapsed.size.height > metrics.minHeight {
      problems.append(
        .searchBarTallerThanCollapsedBar(
          subview: index, height: collapsed.size.height, minHeight: metrics.minHeight))
    }
    let samples = sampledProgress(of: [index])
    // The search bar's layout at each sample, laid out once for the field and every button
    // (a button adds its own keyframes' progress values to the samples).
    var searchLayouts: [Double: SubviewLayout] = [:]
    for p in samples { searchLayouts[p] = layout(subview: index, at: p) }
    var worst: (progress: Double, overflow: Double, edge: GeometryProblem.Edge)?
    for p in samples {
      let layout = searchLayouts[p] ?? self.layout(subview: index, at: p)
      guard layout.isVisible else { continue }
      let field = searchBar.fieldFrame(in: layout)
      for (overflow, edge) in [
        (-field.minX, GeometryProblem.Edge.left), (field.maxX - metrics.width, .right),
      ]
      where overflow > 1e-9 && overflow > (worst?.overflow ?? 0) {
        worst = (p, overflow, edge)
      }
    }
    if let worst {
      problems.append(
        .searchFieldOutsideBar(
          subview: index, progress: worst.progress, overflow: worst.overflow, edge: worst.edge))
    }
    for button in spec.subviews.indices where button != index {
      guard case .button = spec.subviews[button].kind else { continue }
      for p in sampledProgress(of: [index, button]) {
        let layout = searchLayouts[p] ?? self.layout(subview: index, at: p)
        let buttonLayout = self.layout(subview: button, at: p)
        guard layout.isVisible, buttonLayout.isVisible,
          Self.overlap(searchBar.fieldFrame(in: layout), buttonLayout.frame)
        else { continue }
        problems.append(.buttonOverSearchField(subview: index, button: button, progress: p))
        break
      }
    }
    return problems
  }

  /// The progress values the checks sample: `k / steps` for every k and the progress of every
  /// keyframe of the `subviews` that lies in [0, 1] (-0 read as 0), ascending, without
  /// repeats; 1 alone for the inline bar of a compact height (`Bar.isInline`), which shows no
  /// other state. The keyframes are merged into the even steps in one pass.
  func sampledProgress(of subviews: [Int], steps: Int = outsideBarSteps) -> [Double] {
    guard !spec.bar.isInline else { return [1] }
    var keyframes: [Double] = []
    for subview in subviews {
      for keyframe in timelines[subview].keyframes where (0...1).contains(keyframe.progress) {
        keyframes.append(keyframe.progress == 0 ? 0 : keyframe.progress)
      }
    }
    // One subview's keyframes are sorted already; two subviews' are merged here.
    if subviews.count > 1 { keyframes.sort() }
    var samples: [Double] = []
    samples.reserveCapacity(steps + 1 + keyframes.count)
    var next = 0
    func append(_ sample: Double) {
      if samples.last != sample { samples.append(sample) }
    }
    for step in 0...steps {
      let even = Double(step) / Double(steps)
      while next < keyframes.count, keyframes[next] < even {
        append(keyframes[next])
        next += 1
      }
      append(even)
    }
    for keyframe in keyframes[next...] { append(keyframe) }
    return samples
  }

  /// Whether two rectangles share an area wider and taller than 1e-9 pt.
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-9
      && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-9
  }
}
