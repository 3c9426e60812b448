import HeaderGeometry

/// A squareCash spec with these snapping ranges (JSON text).
func snapping(_ ranges: String, enabled: Bool = true) -> String {
  #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "snappingEnabled": \#(enabled), "snapping": [ \#(ranges) ] } }"#
}

/// One fixture per behaviour and snapping code (HS4xx).
let snappingFixtures: [Fixture] = [
  Fixture(
    name: "HS401",
    text: snapping(#"{ "target": 0, 1️⃣"from": 0.8, "to": 0.2 }"#, enabled: false),
    expected: """
      1️⃣ error HS401 from (0.8) is greater than to (0.2): the range matches nothing; swap them
      """),
  Fixture(
    name: "HS402",
    text: snapping(
      #"2️⃣{ "target": 0, "from": 0, "to": 0.6 }, 1️⃣{ "target": 1, "from": 0.4, "to": 1 }"#),
    expected: """
      1️⃣ error HS402 this snapping range overlaps an earlier one on [0.4, 0.6]; the earlier one wins there; make them meet at an endpoint
      """),
  Fixture(
    name: "HS403",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", 1️⃣"snapping": [ { "target": 0, "from": 0, "to": 0.4 }, { "target": 1, "from": 0.6, "to": 1 } ] } }"#,
    expected: """
      1️⃣ warning HS403 progress in (0.4, 0.6) never snaps; extend a snapping range or add one
      """),
  Fixture(
    name: "HS404",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, 1️⃣"behavior": { "kind": "squareCash" } }"#,
    expected: """
      1️⃣ information HS404 snapping is enabled but there are no snapping ranges, so the bar never snaps; add ranges or set snappingEnabled to false
      """),
  Fixture(
    name: "HS405",
    text: snapping(
      #"2️⃣{ "target": 0, "from": 0, "to": 0.4706 }, 1️⃣{ "target": 1, "from": 0.4706, "to": 1 }"#),
    expected: """
      2️⃣ information HS405 BLKFlexibleHeightBar stores snapping ranges as whole percents: BLK would match [0, 0.47] instead of [0, 0.4706]; HeaderSpec keeps the exact range
      1️⃣ information HS405 BLKFlexibleHeightBar stores snapping ranges as whole percents: BLK would match [0.47, 0.99] instead of [0.4706, 1]; HeaderSpec keeps the exact range
      """),
]
