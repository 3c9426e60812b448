import HeaderGeometry

extension ResolvedHeader {
  /// Marks `subviews` and every subview they depend on through references, directly or not.
  /// O(those subviews and their references).
  package func dependencyClosure(of subviews: [Int]) -> [Bool] {
    var needed = [Bool](repeating: false, count: spec.subviews.count)
    var stack = subviews
    while let index = stack.popLast() {
      guard !needed[index] else { continue }
      needed[index] = true
      for site in references.sites(of: index) where !needed[site.target] {
        stack.append(site.target)
      }
    }
    return needed
  }
}
