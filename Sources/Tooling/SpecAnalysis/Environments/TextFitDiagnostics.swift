import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// The text-fit diagnostics of a matrix's environments (`SpecDocument`), from the labels'
/// narrowest frames that a layout check found (`EnvironmentCheckCache.LayoutCheck`) and each
/// environment's content size. Each distinct problem is worded once and numbered (from 0, in
/// the order met), so that the merge identifies it once (`MatrixMerger`). The answers for one
/// list of frames are kept per content size, so environments whose layout checks found the
/// same frames (most: a frame's width does not change with the insets or the direction) cost
/// an array lookup per label. The numbered problems are kept for the whole matrix, at most
/// labels x content sizes x distinct narrowest frames.
struct TextFitDiagnostics {
  /// What a label's text-fit problem depends on: the label (its text), its font size and
  /// its narrowest frame.
  private struct Key: Hashable {
    var subview: Int
    var fontSize: Double
    var progress: Double
    var width: Double
  }

  /// What a frame gives at a content size: not yet known, no problem, or problem `number`.
  private enum Answer {
    case unknown
    case fits
    case problem(Int)
  }

  private var wording: GeometryDiagnostics
  private var numbers: [Key: Int] = [:]
  /// The frames `answers` are for, and per frame, per content size, the answer.
  private var frames: [TextFrame] = []
  private var answers: [[Answer]] = []

  /// `resolved` names the subviews (any adaptation of the document's spec: names and places
  /// do not change).
  init(tree: SyntaxTree, map: SourceMap, resolved: ResolvedHeader) {
    wording = GeometryDiagnostics(tree: tree, map: map, resolved: resolved)
  }

  /// The numbers of the text-fit problems of `frames` (a layout check's) at `contentSize`, in
  /// frame order, and the diagnostics of those met for the first time, in the same order
  /// (numbered on from the last one met before).
  mutating func diagnostics(of frames: [TextFrame], at contentSize: ContentSizeCategory)
    -> (numbers: [Int], new: [Diagnostic])
  {
    if frames != self.frames {
      self.frames = frames
      answers = Array(
        repeating: Array(repeating: .unknown, count: ContentSizeCategory.allCases.count),
        count: frames.count)
    }
    var found: [Int] = []
    var new: [Diagnostic] = []
    for (index, frame) in frames.enumerated() {
      switch answers[index][contentSize.rawValue] {
      case .fits: continue
      case .problem(let number): found.append(number)
      case .unknown:
        let answer = answer(frame, contentSize, &new)
        answers[index][contentSize.rawValue] = answer
        if case .problem(let number) = answer { found.append(number) }
      }
    }
    return (found, new)
  }

  /// The answer for `frame` at `contentSize`, numbering its problem (and adding its
  /// diagnostic to `new`) when it is met for the first time.
  private mutating func answer(
    _ frame: TextFrame, _ contentSize: ContentSizeCategory, _ new: inout [Diagnostic]
  ) -> Answer {
    let fontSize = frame.textStyle.pointSize(at: contentSize)
    guard let problem = frame.textFitProblem(fontSize: fontSize) else { return .fits }
    let key = Key(
      subview: frame.subview, fontSize: fontSize, progress: frame.progress, width: frame.width)
    if let number = numbers[key] { return .problem(number) }
    guard let diagnostic = wording.diagnostic(of: problem) else { return .fits }
    numbers[key] = numbers.count
    new.append(diagnostic)
    return .problem(numbers.count - 1)
  }
}
