/// The references between subviews (Schemas/FORMAT.md#references), resolved once per spec:
/// ids to indices, the problems of references that cannot be followed, the cycles, and an
/// order in which every subview comes after the subviews it references. O(subviews +
/// references): strongly connected components by Tarjan's algorithm, without recursion.
package struct ReferenceGraph: Sendable {
  /// A reference written in a keyframe: subview `subview`'s keyframe `keyframe` (document
  /// order) pins `edge` to subview `target`.
  package struct Site: Hashable, Sendable {
    let subview: Int
    let keyframe: Int
    let edge: AnchorEdge
    package let target: Int
  }

  /// Subviews, targets before the subviews that reference them; nil when no reference can be
  /// followed (document order is then as good as any).
  package let order: [Int]?
  /// `edges[starts[s] ..< starts[s + 1]]` are the references written in subview s that can
  /// be followed (not into its own cycle).
  private let starts: [Int]
  private let edges: [Site]
  /// Per subview: its strongly connected component.
  private let component: [Int]
  private let indexByID: [String: Int]
  /// Unknown ids, self references, impossible edges and one cycle per strongly connected
  /// component, in document order of their first reference.
  package let problems: [ResolutionIssue]

  init(_ subviews: [HeaderSpec.Subview]) {
    var indexByID: [String: Int] = [:]
    var sites: [Site] = []
    var starts = [0]
    var problems: [ResolutionIssue] = []
    starts.reserveCapacity(subviews.count + 1)
    // Most specs refer to no other subview: then there is nothing to look up, no edge and
    // every subview is its own component.
    let anyReference = subviews.contains { subview in
      subview.keyframes.contains { $0.anchor?.hasReferences == true }
    }
    guard anyReference else {
      self.indexByID = [:]
      self.starts = [Int](repeating: 0, count: subviews.count + 1)
      self.edges = []
      self.component = Array(subviews.indices)
      self.order = nil
      self.problems = []
      return
    }
    indexByID.reserveCapacity(subviews.count)
    for (index, subview) in subviews.enumerated() where indexByID[subview.id] == nil {
      indexByID[subview.id] = index
    }
    for (s, subview) in subviews.enumerated() {
      for (k, keyframe) in subview.keyframes.enumerated() {
        guard let anchor = keyframe.anchor else { continue }
        for (edge, reference) in anchor.references {
          guard let target = indexByID[reference.target] else {
            problems.append(
              .unknownReference(subview: s, keyframe: k, edge: edge, target: reference.target))
            continue
          }
          if target == s || reference.target == subview.id {
            problems.append(.selfReference(subview: s, keyframe: k, edge: edge))
            continue
          }
          guard let targetEdge = reference.edge, targetEdge.isHorizontal == edge.isHorizontal
          else {
            problems.append(
              .invalidReferenceEdge(subview: s, keyframe: k, edge: edge, written: reference.edge))
            continue
          }
          sites.append(Site(subview: s, keyframe: k, edge: edge, target: target))
        }
      }
      starts.append(sites.count)
    }
    self.indexByID = indexByID
    let component = Self.components(count: subviews.count, starts: starts, edges: sites)
    // A reference inside a component is part of a cycle: report one cycle per component and
    // drop those references, so what remains is acyclic.
    var reported = Set<Int>()
    var kept: [Site] = []
    var keptStarts = [0]
    kept.reserveCapacity(sites.count)
    keptStarts.reserveCapacity(subviews.count + 1)
    for s in subviews.indices {
      for site in sites[starts[s]..<starts[s + 1]] {
        if component.ids[site.target] != component.ids[s] {
          kept.append(site)
        } else if reported.insert(component.ids[s]).inserted {
          problems.append(
            .referenceCycle(
              Self.cycle(from: site, starts: starts, edges: sites, component: component.ids)))
        }
      }
      keptStarts.append(kept.count)
    }
    self.starts = keptStarts
    self.edges = kept
    self.component = component.ids
    self.order = kept.isEmpty ? nil : component.order
    self.problems = problems
  }

  /// The references of subview `s` that can be followed.
  package func sites(of s: Int) -> ArraySlice<Site> { edges[starts[s]..<starts[s + 1]] }

  /// The target of a reference written in subview `s` on an axis, when it can be followed.
  func source(_ reference: AnchorReference, subview s: Int, id: String, horizontal: Bool)
    -> EdgeSource?
  {
    guard let target = indexByID[reference.target], target != s, reference.target != id,
      component[target] != component[s], let edge = reference.edge,
      edge.isHorizontal == horizontal
    else { return nil }
    return .subview(target, edge, offset: reference.offset)
  }

  // MARK: - Components and cycles

  /// Tarjan's strongly connected components, iteratively: each subview's component id, and
  /// the subviews in the order the components complete (a component after every component
  /// it references: targets first).
  private static func components(count: Int, starts: [Int], edges: [Site]) -> (
    ids: [Int], order: [Int]
  ) {
    var index = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var ids = [Int](repeating: -1, count: count)
    var stack: [Int] = []
    var order: [Int] = []
    order.reserveCapacity(count)
    var next = 0
    var componentCount = 0
    // The depth-first path: a subview and the position of its next edge to follow.
    var path: [(node: Int, edge: Int)] = []
    for root in 0..<count where index[root] < 0 {
      path.append((root, starts[root]))
      index[root] = next
      low[root] = next
      next += 1
      stack.append(root)
      onStack[root] = true
      while let (node, edge) = path.last {
        if edge < starts[node + 1] {
          path[path.count - 1].edge += 1
          let target = edges[edge].target
          if index[target] < 0 {
            index[target] = next
            low[target] = next
            next += 1
            stack.append(target)
            onStack[target] = true
            path.append((target, starts[target]))
          } else if onStack[target] {
            low[node] = min(low[node], index[target])
          }
          continue
        }
        path.removeLast()
        if let parent = path.last?.node { low[parent] = min(low[parent], low[node]) }
        guard low[node] == index[node] else { continue }
        while let member = stack.popLast() {
          onStack[member] = false
          ids[member] = componentCount
          order.append(member)
          if member == node { break }
        }
        componentCount += 1
      }
    }
    return (ids, order)
  }

  /// A cycle through `first`'s reference, inside its component: the shortest path back from
  /// its target to its subview (breadth first), as the references in order.
  private static func cycle(
    from first: Site, starts: [Int], edges: [Site], component: [Int]
  ) -> [ReferenceSite] {
    let start = first.subview
    let members = component[start]
    var cameFrom: [Int: Site] = [:]
    var queue = [first.target]
    var head = 0
    var reached = first.target == start
    while head < queue.count, !reached {
      let node = queue[head]
      head += 1
      for site in edges[starts[node]..<starts[node + 1]]
      where component[site.target] == members && cameFrom[site.target] == nil
        && site.target != first.target
      {
        cameFrom[site.target] = site
        if site.target == start {
          reached = true
          break
        }
        queue.append(site.target)
      }
    }
    var path: [Site] = []
    var node = start
    while node != first.target, let site = cameFrom[node] {
      path.append(site)
      node = site.subview
    }
    let sites = [first] + path.reversed()
    return sites.map {
      ReferenceSite(
        subview: $0.subview, keyframe: $0.keyframe, edge: $0.edge, target: $0.target)
    }
  }
}
