import SpecAnalysis

/// `preview`'s HS406: samples the behaviour never reaches, at the value responsible.
let reachFixtures: [Fixture] = [
  Fixture(
    name: "HS406 displayMode never",
    text:
      #"{ "bar": { "maxHeight": 96.5 }, "behavior": { "kind": "largeTitle", "displayMode": 1️⃣"never" } }"#,
    expected: """
      1️⃣ information HS406 preview samples 0, 0.25, 0.5 and 0.75 are never reached: displayMode never pins the bar at progress 1; the preview shows the geometry there
      """,
    previewProgress: [0, 0.25, 0.5, 0.75, 1]),
  Fixture(
    name: "HS406 fixed",
    text:
      #"{ "bar": { "maxHeight": 60 }, "behavior": { "kind": 1️⃣"fixed" } }"#,
    expected: """
      1️⃣ information HS406 preview sample 1 is never reached: a fixed bar stays at progress 0; the preview shows the geometry there
      """,
    previewProgress: [0, 1, 0]),
  Fixture(
    name: "HS406 not elastic, at elastic",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "elastic": 1️⃣false, "snappingEnabled": false } }"#,
    expected: """
      1️⃣ information HS406 preview samples -0.5 and -0.25 are never reached: the behaviour is not elastic, so progress stops at 0; the preview shows the geometry there
      """,
    previewProgress: [-0.5, -0.25, 0, 1]),
  Fixture(
    name: "HS406 not elastic, at kind",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": 1️⃣"facebook", "snappingEnabled": false } }"#,
    expected: """
      1️⃣ information HS406 preview sample -0.2 is never reached: the behaviour is not elastic, so progress stops at 0; the preview shows the geometry there
      """,
    previewProgress: [-0.2]),
  Fixture(
    name: "HS406 none above 1 or for an elastic stretch",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "elastic": true, "snappingEnabled": false } }"#,
    expected: "",
    previewProgress: [-0.5, 0, 1, 1.5]),
  Fixture(
    name: "HS406 off",
    text:
      #"{ "bar": { "maxHeight": 60 }, "behavior": { "kind": "fixed" } }"#,
    expected: "",
    settings: AnalysisSettings(severityOverrides: ["HS406": DiagnosticSeverity?.none]),
    previewProgress: [1]),
]
