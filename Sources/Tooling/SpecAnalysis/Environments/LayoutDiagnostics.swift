import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// The diagnostics of a matrix's layout checks (`SpecDocument`), numbered across the matrix
/// (from 0, in the order met) so that the merge identifies each distinct one once
/// (`MatrixMerger`), as `TextFitDiagnostics` numbers the text-fit ones.
///
/// A problem that only an environment or the bar's edges show (`outsideBar`,
/// `outsideSafeArea`, `titleOverlapsButton`) is worded from its own fields, the subviews' ids
/// and the source map alone, none of which an environment changes: the same problem in another
/// check is looked up, not worded again. The bit patterns of its numbers are compared, so a
/// problem found again is one whose message is the same to the last digit. Every other problem
/// is worded in its check (its words may read the adapted spec) and numbered by its diagnostic
/// (hashed whole, message and all, which the problems worded alike spare).
/// Kept for the whole matrix: at most the distinct problems of its layout checks.
struct LayoutDiagnostics {
  /// A problem worded from its own fields: its case, subviews, numbers (bit patterns), edge
  /// and clipping.
  private struct WordedAlike: Hashable {
    var kind: Int
    var subview: Int
    var other: Int
    var progress: UInt64
    var amount: UInt64
    var edge: GeometryProblem.Edge?
    var clipped: Bool

    /// Nil for a problem whose words may read the adapted spec.
    init?(_ problem: GeometryProblem) {
      switch problem {
      case .outsideBar(let subview, let progress, let overflow, let edge, let clipped):
        self.init(0, subview, 0, progress, overflow, edge, clipped)
      case .outsideSafeArea(let subview, let progress, let overflow, let edge):
        self.init(1, subview, 0, progress, overflow, edge, false)
      case .titleOverlapsButton(let subview, let button, let progress, let textWidth):
        self.init(2, subview, button, progress, textWidth, nil, false)
      default:
        return nil
      }
    }

    private init(
      _ kind: Int, _ subview: Int, _ other: Int, _ progress: Double, _ amount: Double,
      _ edge: GeometryProblem.Edge?, _ clipped: Bool
    ) {
      self.kind = kind
      self.subview = subview
      self.other = other
      self.progress = progress.bitPattern
      self.amount = amount.bitPattern
      self.edge = edge
      self.clipped = clipped
    }
  }

  /// The numbers of a problem worded alike: those of its diagnostics, which are numbered in a
  /// row when it is first met.
  private var byProblem: [WordedAlike: Range<Int>] = [:]
  private var byDiagnostic: [Diagnostic: Int] = [:]
  private var count = 0

  /// The numbers of the diagnostics of `problems` (one layout check's, in order), worded by
  /// `wording` (the check's: its adapted spec, in `environment`), and the diagnostics of
  /// those met for the first time, in the same order (numbered on from the last one met).
  mutating func diagnostics(
    of problems: [GeometryProblem], wording: inout GeometryDiagnostics,
    in environment: Environment
  ) -> (numbers: [Int], new: [Diagnostic]) {
    var numbers: [Int] = []
    numbers.reserveCapacity(problems.count)
    var new: [Diagnostic] = []
    for problem in problems {
      let alike = WordedAlike(problem)
      if let alike, let known = byProblem[alike] {
        numbers += known
        continue
      }
      let first = count
      var numbered: [Int] = []
      for diagnostic in wording.diagnostics(of: problem, in: environment) {
        // A problem worded alike is numbered by the problem: two that happen to read the same
        // (numbers alike once rounded) are merged as one anyway (`MatrixMerger`).
        if alike == nil, let number = byDiagnostic[diagnostic] {
          numbered.append(number)
          continue
        }
        if alike == nil { byDiagnostic[diagnostic] = count }
        numbered.append(count)
        new.append(diagnostic)
        count += 1
      }
      if let alike { byProblem[alike] = first..<count }
      numbers += numbered
    }
    return (numbers, new)
  }
}
