import JSONSyntax
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3), ("时刻", 4), ("🙂", 2), ("👩‍👩‍👧", 2), ("e\u{301}", 1), ("ｆｕｌｌ", 8), ("한국", 4),
  ])
  func width(text: String, expected: Int) {
    #expect(DisplayWidth.of(text[...]) == expected)
  }
}
