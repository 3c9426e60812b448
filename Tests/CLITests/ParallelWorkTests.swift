import Testing

@testable import headerspec

/// `ParallelWork.map`: every piece once, the results in index order whatever order the pieces
/// finished in.
@Suite struct ParallelWorkTests {
  @Test(arguments: [0, 1, 2, 7, 1_000])
  func eachPieceRunsOnceAndTheResultsAreInOrder(_ count: Int) {
    let results = ParallelWork.map(count: count) { index in
      // Uneven pieces, so that later ones can finish first.
      var sum = 0
      for step in 0..<((count - index) * 100) { sum &+= step }
      return (index, sum)
    }
    #expect(results.map(\.0) == Array(0..<count))
    let sums = (0..<count).map { index in (0..<((count - index) * 100)).reduce(0, &+) }
    #expect(results.map(\.1) == sums)
  }
}
