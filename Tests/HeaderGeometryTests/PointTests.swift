import HeaderGeometry
import Testing

@Test func zeroPointIsTheOrigin() {
  #expect(Point.zero == Point(x: 0, y: 0))
  #expect(Point(x: 1, y: 2) != Point.zero)
}
