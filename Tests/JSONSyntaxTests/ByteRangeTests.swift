import JSONSyntax
import Testing

@Test func rangeLengthAndTouching() {
  let range = ByteRange(start: 3, end: 7)
  #expect(range.length == 4)
  #expect(range.touches(3))
  #expect(range.touches(7))
  #expect(!range.touches(8))
  #expect(!range.touches(2))
}
