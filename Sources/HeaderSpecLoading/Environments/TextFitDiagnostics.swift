import HeaderGeometry
import JSONSyntax

/// The text-fit diagnostics of a matrix's environments (`SpecDocument`), from the labels'
/// narrowest frames that a layout check found (`EnvironmentCheckCache.LayoutCheck`) and each
/// environment's content size. Each distinct problem is worded once and numbered, so that the
/// merge identifies it once (`MatrixMerger`): an environment's text-fit check costs a
/// comparison and a lookup per label. The numbered problems are kept for the whole matrix,
/// at most labels x content sizes x distinct narrowest frames.
struct TextFitDiagnostics {
  /// What a label's text-fit problem depends on: the label (its text), its font size and
  /// its narrowest frame.
  private struct Key: Hashable {
    var subview: Int
    var fontSize: Double
    var progress: Double
    var width: Double
  }

  private var wording: GeometryDiagnostics
  private var numbers: [Key: Int] = [:]

  /// `resolved` names the subviews (any adaptation of the document's spec: names and places
  /// do not change).
  init(tree: SyntaxTree, map: SourceMap, resolved: ResolvedHeader) {
    wording = GeometryDiagnostics(tree: tree, map: map, resolved: resolved)
  }

  /// The text-fit diagnostics of `frames` (a layout check's) at `contentSize`: the number of
  /// each, with its diagnostic the first time it is met.
  mutating func diagnostics(of frames: [TextFrame], at contentSize: ContentSizeCategory)
    -> [(number: Int, diagnostic: Diagnostic?)]
  {
    var found: [(number: Int, diagnostic: Diagnostic?)] = []
    for frame in frames {
      let fontSize = frame.textStyle.pointSize(at: contentSize)
      guard let problem = frame.textFitProblem(fontSize: fontSize) else { continue }
      let key = Key(
        subview: frame.subview, fontSize: fontSize, progress: frame.progress, width: frame.width)
      if let number = numbers[key] {
        found.append((number, nil))
      } else if let diagnostic = wording.diagnostic(of: problem) {
        numbers[key] = numbers.count
        found.append((numbers.count - 1, diagnostic))
      }
    }
    return found
  }
}
