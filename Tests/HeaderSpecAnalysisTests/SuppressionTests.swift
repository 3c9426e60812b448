import SpecAnalysis
import Testing

/// A schema error that makes lowering drop a value hides the geometry diagnostics of its
/// subview (the model holds a default there), not those of other subviews.
@Test func droppedValueHidesGeometryOfItsSubviewOnly() {
  checkDiagnostics(
    spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 0, "frame": [0, -10, 10, 10], "hidden": 1️⃣"no" } ] }, { "id": 2️⃣"b", "keyframes": [ { "progress": 0, "frame": [0, -10, 10, 10] } ] }"#
    ),
    expected: """
      1️⃣ error HS202 hidden must be true or false, not "no"
      2️⃣ information HS311 "b" reaches 10 pt past the bar's top edge at progress 0: it overflows the bar (not clipped)
      """)
}

/// Outside the subviews it hides every geometry diagnostic; a number out of range does not.
@Test func droppedBarValueHidesAllGeometry() {
  checkDiagnostics(
    #"{ "bar": { "maxHeight": 1️⃣"50", "minHeight": 80 }, "behavior": { "kind": "fixed" } }"#,
    expected: #"1️⃣ error HS202 maxHeight must be a number, not "50""#)
  checkDiagnostics(
    #"{ "bar": { "maxHeight": 50, 2️⃣"minHeight": 80 }, "behavior": { "kind": "fixed" }, "width": 1️⃣0 }"#,
    expected: """
      2️⃣ error HS301 minHeight (80) is greater than maxHeight (50)
      1️⃣ error HS205 width must be greater than 0, not 0
      """)
}

/// Of duplicated keys the last counts, in the schema check and in the model (as in JSON
/// readers and `check-jsonschema`); both occurrences get the syntax layer's warning.
@Test func duplicatedKeysUseTheLastOccurrence() {
  checkDiagnostics(
    prefix + #"1️⃣"width": "wide", 2️⃣"width": 375 }"#,
    expected: """
      1️⃣ warning HS116 Duplicate property width
      2️⃣ warning HS116 Duplicate property width
      """)
  let twice = SpecDocument(
    text: #"""
      { "bar": { "maxHeight": 100 }, "behavior": { "kind": "fixed" },
        "subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 1, 1] } ] } ],
        "subviews": [ { "id": "b", "kind": "label", "kind": "view", "text": "x",
                        "keyframes": [ { "progress": 0, "frame": [0, 0, 1, 1] } ] } ] }
      """#)
  #expect(twice.spec?.subviews.map(\.id) == ["b"])
  #expect(twice.spec?.subviews.first?.kind == .view())
  #expect(twice.sourceMap.keyframeCount(subview: 0) == 1)
  #expect(twice.sourceMap.node(.subview(1)) == nil)
  #expect(
    twice.diagnostics.map(\.code) == [
      .duplicateKey, .duplicateKey, .duplicateKey, .duplicateKey, .unknownKey,
    ])
}
