/// One problem across the environments of a matrix (`MatrixAnalysis`): where it happens, and,
/// for a problem with amounts (`GeometryProblem.amounts`: its message quotes the worst
/// environment), which environments have the worst ones.
struct MatrixGroup {
  /// The first environment's finding.
  let first: MatrixFinding
  /// The worst finding so far, the one shown: the first met of those with the largest
  /// amounts (the first finding for a problem without amounts).
  private(set) var worst: MatrixFinding
  /// The environments (indices into the matrix), ascending, each once.
  private(set) var members: [Int]
  /// The environments with the worst one's amounts.
  private(set) var worstMembers: [Int]
  /// Whether the amounts differ between environments.
  private(set) var varies = false

  init(_ finding: MatrixFinding, member: Int) {
    first = finding
    worst = finding
    members = [member]
    worstMembers = [member]
  }

  /// Adds the same problem found in environment `member` (environments come in order).
  mutating func add(_ finding: MatrixFinding, member: Int) {
    if members.last != member { members.append(member) }
    if finding.amounts == worst.amounts {
      if worstMembers.last != member { worstMembers.append(member) }
      return
    }
    varies = true
    if Self.isWorse(finding.amounts, than: worst.amounts) {
      worst = finding
      worstMembers = [member]
    }
  }

  /// Whether amounts `a` say more than `b`: at the first place where their sizes differ,
  /// `a`'s is the larger. Sizes, so that this is a strict weak order and the worst of many
  /// does not depend on their order.
  static func isWorse(_ a: [Double], than b: [Double]) -> Bool {
    for (x, y) in zip(a, b) where abs(x) != abs(y) { return abs(x) > abs(y) }
    return false
  }
}
