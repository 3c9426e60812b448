import Dispatch

/// Runs two independent computations at the same time and returns both results: the parser
/// reads the two halves of a large document at once, and the analysis checks the schema while
/// it lowers and resolves the geometry, so each costs about the longer of the two rather than
/// their sum on a machine with two cores or more.
///
///     let (schema, geometry) = ParallelPair.run(inParallel: bytes > 65_536) { ... } _: { ... }
///
/// Without `inParallel` (small inputs, where handing work to another thread costs more than
/// it saves) both run in turn on the calling thread. Either way the call returns only when
/// both are done, so the closures may read the caller's values.
public enum ParallelPair {
  public static func run<First, Second>(
    inParallel: Bool, _ first: () -> First, _ second: () -> Second
  ) -> (First, Second) {
    guard inParallel else { return (first(), second()) }
    return withoutActuallyEscaping(first) { first in
      withoutActuallyEscaping(second) { second in
        let work = Work(first: first, second: second)
        DispatchQueue.concurrentPerform(iterations: 2) { work.run($0) }
        return (work.firstResult!, work.secondResult!)
      }
    }
  }

  /// The two computations and their results. `concurrentPerform` wants a `Sendable` body;
  /// this is safe to share because each iteration touches only its own closure and result,
  /// and the caller reads the results after `concurrentPerform` has returned.
  private final class Work<First, Second>: @unchecked Sendable {
    let first: () -> First
    let second: () -> Second
    var firstResult: First?
    var secondResult: Second?

    init(first: @escaping () -> First, second: @escaping () -> Second) {
      self.first = first
      self.second = second
    }

    func run(_ iteration: Int) {
      if iteration == 0 {
        firstResult = first()
      } else {
        secondResult = second()
      }
    }
  }
}
