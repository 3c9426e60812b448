import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Code lenses, each rendered as `marker title` (the marker where its range starts) and what it
/// runs (`@progress`, `(plays)`), and document links.
@Suite struct CodeLensTests {
  static func lenses(_ marked: String) -> [String] {
    let fixture = MarkedText(marked)
    let markers = Dictionary(uniqueKeysWithValues: fixture.utf8Offsets.map { ($1, $0) })
    return codeLenses(in: SpecDocument(text: fixture.text)).map { lens in
      let action =
        switch lens.action {
        case .preview(let progress?): " @\(progress)"
        case .preview(nil): ""
        case .playFling: " (plays)"
        case .replayEvents: " (replays)"
        }
      return "\(markers[lens.range.start] ?? "?\(lens.range.start)") \(lens.title)\(action)"
    }
  }

  @Test func barBehaviourAndEachSubviewsVisibility() {
    #expect(
      Self.lenses(
        """
        {"name": "标题 😀", 1️⃣"bar": {"maxHeight": 100, "minHeight": 50},
         2️⃣"behavior": {"kind": "squareCash"},
         "subviews": [
          3️⃣{"id": "fades", "keyframes": [
            {"progress": 0, "frame": [0, 0, 10, 10], "alpha": 1},
            {"progress": 0.4, "alpha": 0}]},
          4️⃣{"id": "always", "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]}]},
          5️⃣{"id": "never", "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10], "hidden": true}]},
          6️⃣{"id": "twice", "keyframes": [
            {"progress": 0, "frame": [0, 0, 10, 10], "alpha": 1}, {"progress": 0.2, "alpha": 0},
            {"progress": 0.6, "alpha": 0}, {"progress": 0.8, "alpha": 1}]}]}
        """) == [
          "1 Preview", "2 Play fling (plays)", "3 visible 0 to 0.4 @0.0",
          "4 visible throughout @0.0",
          "5 never visible", "6 visible 0 to 0.2, 0.6 to 1 @0.0",
        ])
  }

  @Test func aDocumentWithoutAModelHasNone() {
    #expect(Self.lenses("[1, 2]") == [])
    #expect(Self.lenses("{\"bar\": ") == [])
  }

  @Test func manySpansAreCounted() {
    // Hidden at every odd tenth: visible 0 to 0.1, 0.2 to 0.3, ..., 0.8 to 0.9.
    let keyframes = (1...9).map { #"{"progress": \#(Double($0) / 10), "hidden": \#($0 % 2 == 1)}"# }
    let lenses = Self.lenses(
      """
      {"bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}, "subviews": [
      1️⃣{"id": "blinks", "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]},
        \(keyframes.joined(separator: ", "))]}]}
      """)
    #expect(lenses.last == "1 visible 0 to 0.1, 0.2 to 0.3, 0.4 to 0.5, 0.6 to 0.7 and 1 more @0.0")
  }

  @Test func linksAreTheSchemaAndImageNamesInsideTheirQuotes() {
    let fixture = MarkedText(
      #"""
      {"$schema": "1️⃣../schema/h\u0065ader-spec.schema.json2️⃣", "name": "标题 😀",
       "bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"},
       "subviews": [{"id": "a", "kind": "image", "image": "3️⃣avatar😀4️⃣",
         "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]}]},
        {"id": "b", "kind": "image", "image": "",
         "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]}]}]}
      """#)
    let links = documentLinks(in: SpecDocument(text: fixture.text))
    #expect(
      links == [
        DocumentLink(
          range: ByteRange(start: fixture.offset("1"), end: fixture.offset("2")),
          target: .schema("../schema/header-spec.schema.json")),
        DocumentLink(
          range: ByteRange(start: fixture.offset("3"), end: fixture.offset("4")),
          target: .image("avatar😀")),
      ])
  }
}
