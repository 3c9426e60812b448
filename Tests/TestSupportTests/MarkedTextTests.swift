import TestSupport
import Testing

@Test func markersAreRemovedAndCountedInUTF8() {
  let marked = MarkedText("{ \"名前\": 1️⃣\"😀\"2️⃣ }")
  #expect(marked.text == "{ \"名前\": \"😀\" }")
  #expect(marked.offset("1") == 12)
  #expect(marked.offset("2") == 18)
}

@Test func textWithoutMarkersIsUnchanged() {
  let marked = MarkedText("{ \"a\": [1, 2] }")
  #expect(marked.text == "{ \"a\": [1, 2] }")
  #expect(marked.utf8Offsets.isEmpty)
}
