import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// The text-fit findings of a matrix's environments (`SpecDocument`), from the labels'
/// narrowest frames that a layout check found (`EnvironmentCheckCache.LayoutCheck`) and each
/// environment's content size: a comparison per label, and each distinct problem worded once
/// (kept for the whole matrix: at most labels x content sizes x distinct narrowest frames).
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
      let fontSize = frame.textStyle.pointSize(at: contentSize)
      guard let problem = frame.textFitProblem(fontSize: fontSize) else { continue }
      if let known = worded[problem] {
        if let known { found.append(known) }
        continue
      }
      let finding = wording.diagnostic(of: problem).map { MatrixFinding($0, of: problem, part: 0) }
      worded[problem] = finding
      if let finding { found.append(finding) }
    }
    return found
  }
}
