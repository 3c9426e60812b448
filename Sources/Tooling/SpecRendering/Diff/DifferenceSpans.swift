/// Where a difference `f(p)` between two layouts exceeds a tolerance on progress [0, 1], with
/// the ends solved, not sampled.
///
/// Between two keyframes every number of a layout is a polynomial of degree at most 2 in the
/// progress (linear interpolation; a bottom anchor multiplies two linear functions). So on each
/// piece between `breakpoints` (both specs' keyframe progress values) `f` is fitted by the
/// quadratic through its ends and middle, the fit is checked at the quarter points, and the
/// ends of each span are the roots of `q(p) = ±tolerance`. Where the check fails (a rotation,
/// a title menu's mode switch or band clamp, a step of `hidden`), the piece is halved, down to
/// 2^-30 of its width; a piece that small is judged at its middle. Cost: O(pieces) evaluations
/// of `f` where it is polynomial, O(30) more per kink, and at most `maxHalvings` halvings.
public enum DifferenceSpans {
  /// One stretch of progress where `|f| > tolerance`.
  public struct Span: Hashable, Sendable {
    public var start: Double
    public var end: Double
    /// Whether the ends belong to the span (a root of `|f| = tolerance` does not).
    public var includesStart: Bool
    public var includesEnd: Bool
    /// The largest `|f|` on the span.
    public var largest: Double
  }

  public static let tolerance = 1e-6

  /// The spans of `[from, 1]` where `|f(p)| > tolerance`, in order, adjacent ones merged;
  /// `from` is 0 unless the stretch (negative progress) is compared too. A `from` that is not
  /// finite or not below 1 counts as 0.
  public static func spans(from: Double = 0, breakpoints: [Double], _ f: (Double) -> Double)
    -> [Span]
  {
    let from = from.isFinite && from < 1 ? from : 0
    let cuts = Set([from, 1] + breakpoints.filter { $0 > from && $0 < 1 }).sorted()
    var result: [Span] = []
    var budget = maxHalvings
    for index in 0..<(cuts.count - 1) {
      piece(cuts[index], cuts[index + 1], depth: 0, f, budget: &budget, into: &result)
    }
    return result
  }

  /// The most pieces one call halves, whatever `f`: the cost stays bounded (a smooth `f`
  /// such as a rotation needs a few hundred; past the budget a piece is judged at its middle).
  static let maxHalvings = 4_096

  private static func piece(
    _ a: Double, _ b: Double, depth: Int, _ f: (Double) -> Double, budget: inout Int,
    into result: inout [Span]
  ) {
    let width = b - a
    let fa = f(a)
    let fm = f(a + width / 2)
    let fb = f(b)
    // q(t) = fa + c1 t + c2 t^2 through t = 0, 1/2, 1.
    let c1 = -3 * fa + 4 * fm - fb
    let c2 = 2 * fa - 4 * fm + 2 * fb
    func q(_ t: Double) -> Double { fa + t * (c1 + t * c2) }
    let scale = 1 + abs(fa) + abs(fm) + abs(fb)
    let fits =
      abs(f(a + width / 4) - q(0.25)) <= 1e-9 * scale
      && abs(f(a + 3 * width / 4) - q(0.75)) <= 1e-9 * scale
    guard fits || depth >= 30 || budget <= 0 else {
      budget -= 1
      piece(a, a + width / 2, depth: depth + 1, f, budget: &budget, into: &result)
      piece(a + width / 2, b, depth: depth + 1, f, budget: &budget, into: &result)
      return
    }
    guard fits else {
      if abs(fm) > tolerance {
        append(
          a, b, largest: max(abs(fa), abs(fm), abs(fb)),
          includes: (abs(fa) > tolerance, abs(fb) > tolerance),
          &result)
      }
      return
    }
    var roots: [Double] = [0, 1]
    for level in [tolerance, -tolerance] {
      roots += solve(c2, c1, fa - level).filter { $0 > 0 && $0 < 1 }
    }
    roots.sort()
    for index in 0..<(roots.count - 1) {
      let (s, e) = (roots[index], roots[index + 1])
      guard e > s, abs(q((s + e) / 2)) > tolerance else { continue }
      var largest = max(abs(q(s)), abs(q(e)))
      if c2 != 0 {
        let vertex = -c1 / (2 * c2)
        if vertex > s, vertex < e { largest = max(largest, abs(q(vertex))) }
      }
      // A solved root is where |f| = tolerance: not in the span. A piece's end is, when |f| > tolerance there.
      let includes = (s == 0 && abs(fa) > tolerance, e == 1 && abs(fb) > tolerance)
      append(a + s * width, a + e * width, largest: largest, includes: includes, &result)
    }
  }

  /// Adds a span, merged with the last one when they meet at a point that belongs to either.
  private static func append(
    _ start: Double, _ end: Double, largest: Double, includes: (start: Bool, end: Bool),
    _ result: inout [Span]
  ) {
    if let last = result.last,
      last.end > start || (last.end == start && (last.includesEnd || includes.start))
    {
      result[result.count - 1].end = end
      result[result.count - 1].includesEnd = includes.end
      result[result.count - 1].largest = max(last.largest, largest)
    } else {
      result.append(
        Span(
          start: start, end: end, includesStart: includes.start, includesEnd: includes.end,
          largest: largest))
    }
  }

  /// The real roots of `a t^2 + b t + c` (a linear or constant one when `a` is 0).
  static func solve(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    if abs(a) < 1e-15 {
      return abs(b) < 1e-15 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return [] }
    let root = discriminant.squareRoot()
    // The numerically stable pair.
    let q = -(b + (b < 0 ? -root : root)) / 2
    return q == 0 ? [0] : [q / a, c / q]
  }
}
