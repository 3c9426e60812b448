/// The problems found in the environments of a matrix, merged as they come: one group per
/// problem (`MatrixFinding.Key`), in the order first found, with the environments where it
/// happens (`MatrixGroup`). `MatrixAnalysis` words the groups. Cost: a hash per finding.
struct MatrixMerge {
  private(set) var groups: [MatrixGroup] = []
  private var index: [MatrixFinding.Key: Int] = [:]

  /// Adds what environment `member` found (environments come in matrix order).
  mutating func add(_ findings: [MatrixFinding], member: Int) {
    for finding in findings {
      if let group = index[finding.key] {
        groups[group].add(finding, member: member)
      } else {
        index[finding.key] = groups.count
        groups.append(MatrixGroup(finding, member: member))
      }
    }
  }
}
