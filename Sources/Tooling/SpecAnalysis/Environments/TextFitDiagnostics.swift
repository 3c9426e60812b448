import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// The text-fit findings of a matrix's environments (`SpecDocument`), from the labels'
/// narrowest and shortest frames that a layout check found (`EnvironmentCheckCache.LayoutCheck`) and each
/// environment's content size: a comparison per label, and each distinct problem worded once
/// (kept for the whole matrix: at most twice labels x content sizes x distinct frames).
struct TextFitDiagnostics {
  private var wording: GeometryDiagnostics
  private var worded: [GeometryProblem: MatrixFinding?] = [:]

  /// `resolved` names the subviews (any adaptation of the document's spec: names and places
  /// do not change).
  init(tree: SyntaxTree, map: SourceMap, resolved: ResolvedHeader) {
    wording = GeometryDiagnostics(tree: tree, map: map, resolved: resolved)
  }

  /// The text-fit findings of `frames` (a layout check's) at `contentSize`, in frame order.
  mutating func findings(
    of frames: [TextFrame], at contentSize: HeaderEnvironment.ContentSizeCategory
  )
    -> [MatrixFinding]
  {
    var found: [MatrixFinding] = []
    for frame in frames {
      for problem in frame.textFitProblems(fontSize: frame.fontSize(at: contentSize)) {
        found += finding(of: problem)
      }
    }
    return found
  }

  /// The finding of `problem`, worded the first time it is met; none when it has no words.
  private mutating func finding(of problem: GeometryProblem) -> [MatrixFinding] {
    if let known = worded[problem] { return known.map { [$0] } ?? [] }
    let finding = wording.diagnostic(of: problem).map { MatrixFinding($0, of: problem, part: 0) }
    worded[problem] = finding
    return finding.map { [$0] } ?? []
  }
}
