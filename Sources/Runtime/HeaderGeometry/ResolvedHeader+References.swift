extension ResolvedHeader {
  /// Every subview's layout at layout progress `q` in a bar `height` points tall, in document
  /// order. Subviews are laid out targets first (`ReferenceGraph.order`), so each reference
  /// reads a layout already computed: O(subviews + references).
  public func layouts(layoutProgress q: Double, height: Double) -> [SubviewLayout] {
    layouts(layoutProgress: q, height: height, only: nil)
  }

  /// The layouts of the subviews `needed` marks (all when nil); the others are left empty.
  /// `needed` must hold every target of every subview it holds (`dependencyClosure(of:)`).
  package func layouts(layoutProgress q: Double, height: Double, only needed: [Bool]?)
    -> [SubviewLayout]
  {
    let count = spec.subviews.count
    guard hasDynamicLayouts else {
      return (0..<count).map { layout(subview: $0, layoutProgress: q, height: height) }
    }
    var layouts = [SubviewLayout](
      repeating: SubviewLayout(center: .zero, size: .zero), count: count)
    let width = metrics.width
    func place(_ index: Int) {
      if let needed, !needed[index] { return }
      let timeline = timelines[index]
      if timeline.isDynamic {
        layouts[index] = timeline.layout(at: q, barHeight: height, width: width) { layouts[$0] }
      } else {
        layouts[index] = layout(subview: index, layoutProgress: q, height: height)
      }
    }
    if let order = references.order {
      for index in order { place(index) }
    } else {
      for index in 0..<count { place(index) }
    }
    return layouts
  }

  /// Every subview's layout at `progress` (see `layouts(layoutProgress:height:)`).
  public func layouts(at progress: Double) -> [SubviewLayout] {
    layouts(layoutProgress: metrics.layoutProgress(progress), height: metrics.height(at: progress))
  }

  /// One dynamic subview's layout: the subviews it depends on (directly or not) are laid out
  /// first, targets first, without recursion. O(those subviews and their references).
  func dynamicLayout(subview index: Int, layoutProgress q: Double, height: Double)
    -> SubviewLayout
  {
    let width = metrics.width
    if references.sites(of: index).isEmpty {
      return timelines[index].layout(at: q, barHeight: height, width: width) { _ in
        SubviewLayout(center: .zero, size: .zero)
      }
    }
    // Post-order of the dependencies (an iterative depth-first search).
    var done: [Int: SubviewLayout] = [:]
    var path: [(node: Int, next: Int)] = [(index, 0)]
    var visiting: Set<Int> = [index]
    while let (node, next) = path.last {
      let sites = references.sites(of: node)
      if next < sites.count {
        path[path.count - 1].next += 1
        let target = sites[sites.startIndex + next].target
        if done[target] == nil, visiting.insert(target).inserted {
          path.append((target, 0))
        }
        continue
      }
      path.removeLast()
      let timeline = timelines[node]
      done[node] =
        timeline.isDynamic
        ? timeline.layout(at: q, barHeight: height, width: width) {
          done[$0] ?? SubviewLayout(center: .zero, size: .zero)
        }
        : layout(subview: node, layoutProgress: q, height: height)
    }
    return done[index] ?? SubviewLayout(center: .zero, size: .zero)
  }
}
