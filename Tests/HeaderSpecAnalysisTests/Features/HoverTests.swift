import HeaderGeometry
import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// The one helper for hover: the hover at marker 1️⃣ must end with `expected` (the geometry
/// section; the schema's texts come before it, the format reference's link after it) and
/// start with `startsWith` when given.
func checkHover(
  _ marked: String, startsWith: String? = nil, expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = MarkedText(marked)
  guard let hover = hover(in: SpecDocument(text: fixture.text), at: fixture.offset("1")) else {
    Issue.record("no hover", sourceLocation: sourceLocation)
    return
  }
  // The link to the format reference that ends a key's hover (FormatReferenceTests).
  var markdown = hover.markdown
  if let link = markdown.ranges(of: "\n\n[Format reference](").last {
    markdown = String(markdown[..<link.lowerBound])
  }
  #expect(markdown.hasSuffix(expected), "\(hover.markdown)", sourceLocation: sourceLocation)
  if let startsWith {
    #expect(
      hover.markdown.hasPrefix(startsWith), "\(hover.markdown)", sourceLocation: sourceLocation)
  }
  #expect(!hover.markdown.contains("<"), "no HTML", sourceLocation: sourceLocation)
}

/// The square-cash example (Schemas/examples), with a CJK name, and markers.
private func squareCash(_ markers: [String: String]) -> String {
  var text = """
    {
      "name": "方形现金 🙂",
      "width": 375,
      "bar": { @bar"maxHeight": 200, "minHeight": 65, "clipsToBounds": true },
      "behavior": {
        "kind": "squareCash",
        "elastic": true,
        "snapping": [
          @range1{ "target": 0, "from": 0, "to": 0.5 },
          @range2{ "target": 1, "from": 0.5, "to": 1 }
        ]
      },
      "subviews": [
        {
          @subview"id": "profileImage", "kind": "image", "cornerRadius": 35,
          "keyframes": [
            { "progress": 0, "center": [187.5, 90], "size": [70, 70] },
            { @keyframe"progress": 0.2, "center": [187.5, 63] },
            { "progress": 0.5, "center": [187.5, 41.4], "alpha": 0, "transform": { "scale": 0.5 } }
          ]
        }
      ]
    }
    """
  for place in ["bar", "range1", "range2", "subview", "keyframe"] {
    text = text.split(separator: "@\(place)", omittingEmptySubsequences: false)
      .joined(separator: markers[place] ?? "")
  }
  return text
}

@Suite struct HoverTests {
  /// By hand: height(p) = 200 - 135 p; pulled 50 pt: p = -50/135 = -0.370, 200 + 50 = 250.
  @Test func barHeightsOfSquareCash() {
    checkHover(
      squareCash(["bar": "1️⃣"]),
      startsWith: "`maxHeight`: number",
      expected: """
        **Bar height**

        | progress | height (pt) |
        |---:|---:|
        | 0 | 200 |
        | 0.25 | 166.25 |
        | 0.5 | 132.5 |
        | 0.75 | 98.75 |
        | 1 | 65 |

        Elastic: pulled 50 pt past the top (progress -0.37), the bar is 250 pt tall.
        """)
  }

  /// By hand: the same table on the `behavior` key at the top level.
  @Test func barHeightsOnTheBehaviorKey() {
    checkHover(
      squareCash(["bar": ""]).split(separator: "\"behavior\"", maxSplits: 1)
        .joined(separator: "1️⃣\"behavior\""),
      startsWith: "`behavior`: object",
      expected: """
        | 0.5 | 132.5 |
        | 0.75 | 98.75 |
        | 1 | 65 |

        Elastic: pulled 50 pt past the top (progress -0.37), the bar is 250 pt tall.
        """)
  }

  /// By hand: at 0.25, t = (0.25 - 0.2) / 0.3 = 1/6: centre y 63 - 21.6/6 = 59.4, scale
  /// 1 - 0.5/6 = 0.91667, so 64.167 pt wide at x 187.5 - 32.083 = 155.417, y 27.317; alpha
  /// 0.833. From 0.5 on: 35 pt at (170, 23.9), alpha 0.
  @Test func subviewFramesAtTheSamples() {
    checkHover(
      squareCash(["subview": "1️⃣"]),
      expected: """
        **`profileImage`** (image)

        | progress | frame (x, y, w, h) | alpha | visible |
        |---:|---|---:|---|
        | 0 | `(152.5, 55, 70, 70)` | 1 | yes |
        | 0.25 | `(155.417, 27.317, 64.167, 64.167)` | 0.833 | yes |
        | 0.5 | `(170, 23.9, 35, 35)` | 0 | no |
        | 0.75 | `(170, 23.9, 35, 35)` | 0 | no |
        | 1 | `(170, 23.9, 35, 35)` | 0 | no |
        """)
  }

  /// A keyframe below 0 (the stretch) gets its own row before the samples, laid out in the
  /// stretched bar; one below where stretchLimit stops the stretch (-0.4 here) does not.
  /// By hand: height(p) = 100 - 50 p; at -0.25 the avatar is 60 pt, centred at (187.5, 50).
  @Test func subviewFramesInTheStretch() {
    checkHover(
      """
      { "bar": { "maxHeight": 100, "minHeight": 50 },
        "behavior": { "kind": "squareCash", "elastic": true, "stretchLimit": 120, "snappingEnabled": false },
        "subviews": [ { 1️⃣"id": "avatar", "keyframes": [
          { "progress": -0.5, "center": [187.5, 50], "size": [80, 80] },
          { "progress": -0.25, "size": [60, 60] },
          { "progress": 0, "size": [40, 40] } ] } ] }
      """,
      expected: """
        **`avatar`** (view)

        | progress | frame (x, y, w, h) | alpha | visible |
        |---:|---|---:|---|
        | -0.25 | `(157.5, 20, 60, 60)` | 1 | yes |
        | 0 | `(167.5, 30, 40, 40)` | 1 | yes |
        | 0.25 | `(167.5, 30, 40, 40)` | 1 | yes |
        | 0.5 | `(167.5, 30, 40, 40)` | 1 | yes |
        | 0.75 | `(167.5, 30, 40, 40)` | 1 | yes |
        | 1 | `(167.5, 30, 40, 40)` | 1 | yes |
        """)
  }

  /// By hand: the size is inherited from the first keyframe, the corner radius from the
  /// subview; the bar is 200 - 135 x 0.2 = 173 pt tall there.
  @Test func keyframeResolvedAttributes() {
    checkHover(
      squareCash(["keyframe": "1️⃣"]),
      expected: """
        **Keyframe at progress 0.2**: bar height 173 pt

        | attribute | value |
        |---|---|
        | center | `(187.5, 63)` |
        | size | `(70, 70)` |
        | frame | `(152.5, 28, 70, 70)` |
        | alpha | 1 |
        | hidden | false |
        | zIndex | 0 |
        | cornerRadius | 35 |
        | transform | identity |
        """)
  }

  /// By hand: shift = 135 x (target - p): 0.25 -> -33.75, 0.5 -> -67.5, 0.75 -> 33.75.
  @Test func snappingRanges() {
    checkHover(
      squareCash(["range1": "1️⃣"]),
      expected: """
        **Snapping range 1**: progress in [0, 0.5] snaps to 0 (bar height 200 pt)

        | progress | snaps to | content offset shift (pt) |
        |---:|---:|---:|
        | 0 | 0 | 0 |
        | 0.25 | 0 | -33.75 |
        | 0.5 | 0 | -67.5 |
        """)
    checkHover(
      squareCash(["range2": "1️⃣"]),
      expected: """
        **Snapping range 2**: progress in [0.5, 1] snaps to 1 (bar height 65 pt)

        | progress | snaps to | content offset shift (pt) |
        |---:|---:|---:|
        | 0.5 | 0 (range 1 wins) | -67.5 |
        | 0.75 | 1 | 33.75 |
        | 1 | 1 | 0 |
        """)
  }

  @Test func keyDocumentationAndDefault() {
    checkHover(
      """
      { "宽": 1, 1️⃣"width": 390 }
      """,
      startsWith: "`width`: number, default 375",
      expected: "Default: `375`")
  }

  @Test func enumValueDescription() {
    checkHover(
      """
      { "behavior": { "kind": "sa1️⃣fari" } }
      """,
      startsWith: "`kind`: ",
      expected: "| 1 | 20 |")
    let fixture = MarkedText(#"{ "behavior": { "kind": "sa1️⃣fari" } }"#)
    let markdown = hover(in: SpecDocument(text: fixture.text), at: fixture.offset("1"))?.markdown
    #expect(markdown?.contains("`\"safari\"`: " + safariDescription + "\n\n**Bar height**") == true)
  }

  @Test func compactHeightKey() {
    let key = MarkedText(
      #"{ "bar": { "maxHeight": 264, "minHeight": 64, "compact": { 1️⃣"maxHeight": 140 } } }"#)
    let markdown = hover(in: SpecDocument(text: key.text), at: key.offset("1"))?.markdown
    #expect(markdown?.hasPrefix("`maxHeight`: number") == true)
    #expect(markdown?.contains("**Compact maximum height**") == true)
    #expect(markdown?.contains("in a compact vertical size class") == true)
    // The heights as written, regular and compact: 264 - 200p and 140 - 76p.
    #expect(markdown?.contains("| progress | height (pt) | compact height (pt) |") == true)
    #expect(markdown?.contains("| 0.5 | 164 | 102 |") == true)
  }

  @Test func ignoresSafeAreaKeyAndEdge() {
    let key = MarkedText(#"{ "subviews": [ { "id": "a", 1️⃣"ignoresSafeArea": ["all"] } ] }"#)
    let keyHover = hover(in: SpecDocument(text: key.text), at: key.offset("1"))?.markdown
    #expect(keyHover?.hasPrefix("`ignoresSafeArea`: array\n\n**Ignores safe area**") == true)
    #expect(keyHover?.contains("is `[0, 0, W, H]` on every device and orientation.") == true)
    let edge = MarkedText(#"{ "subviews": [ { "id": "a", "ignoresSafeArea": ["a1️⃣ll"] } ] }"#)
    let edgeHover = hover(in: SpecDocument(text: edge.text), at: edge.offset("1"))?.markdown
    #expect(edgeHover?.contains("`top`, `leading` and `trailing`: full bleed.") == true)
  }

  /// By hand: 96.5 - 52.5 p for largeTitle's default heights; elastic by default, 50 pt of
  /// overscroll is progress -50/52.5 = -0.952 and 146.5 pt.
  @Test func samplesFromTheSettings() {
    let fixture = MarkedText(#"{ 1️⃣"bar": {}, "behavior": { "kind": "largeTitle" } }"#)
    let settings = AnalysisSettings(sampleProgress: [-0.5, 0.5, 2])
    let markdown = hover(
      in: SpecDocument(text: fixture.text), at: fixture.offset("1"), settings: settings)?.markdown
    #expect(
      markdown?.hasSuffix(
        """
        | progress | height (pt) |
        |---:|---:|
        | -0.5 | 122.75 |
        | 0.5 | 70.25 |
        | 2 | 44 |

        Elastic: pulled 50 pt past the top (progress -0.952), the bar is 146.5 pt tall.

        [Format reference](https://github.com/headerspec/headerspec/blob/main/Schemas/FORMAT.md#bar)
        """) == true, "\(markdown ?? "nil")")
  }
}

/// The schema's description of the `safari` behaviour kind (markdown).
private let safariDescription =
  (SchemaCatalog.shared.property(
    "kind", at: [.key("behavior")], in: SpecDocument(text: "{}"))?.markdownEnumDescriptions[2])
  ?? ""
