#if canImport(Dispatch)
  import Dispatch
#endif

/// Independent pieces of work spread over the machine's cores, their results in order
/// whatever order they finished in (`DispatchQueue.concurrentPerform`, which runs one piece on
/// the calling thread and never more at once than there are cores). Where Dispatch is not
/// there (WebAssembly), the pieces run one after the other on the calling thread.
enum ParallelWork {
  /// `work(i)` for each `i` in `0..<count`, concurrently, in index order. A single piece runs
  /// on the calling thread alone.
  static func map<Result>(count: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
    #if canImport(Dispatch)
      guard count > 1 else { return (0..<count).map { work($0) } }
      let slots = (0..<count).map { _ in Slot<Result>() }
      DispatchQueue.concurrentPerform(iterations: count) { slots[$0].value = work($0) }
      return slots.map { $0.value.take()! }
    #else
      return (0..<count).map { work($0) }
    #endif
  }

  /// One result, written by exactly one piece of work and read only after `concurrentPerform`
  /// returned (which orders the write before the read): no two threads touch it at once.
  private final class Slot<Value>: @unchecked Sendable {
    var value: Value?
  }
}
