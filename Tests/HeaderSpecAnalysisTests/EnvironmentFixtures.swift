import Foundation
import SpecAnalysis
import TestSupport
import Testing

// HS314 to HS316, HS318 and HS327: problems only an environment or a matrix shows. Each fixture is clean in the reference
// environment (without its `supports`) and fails in exactly the environments it names.

/// The fixtures of the codes only an environment reports (part of `allFixtures`).
let environmentFixtures: [Fixture] = [
  // Landscape iPhone 15: side insets 59 (its portrait top inset); x = 16 reaches 59 - 16 = 43
  // pt in. The SE has no side insets; in portrait the bar's y grows by 59 - 20 = 39 (24 + 39
  // = 63 >= 59). The iPad keeps top 24: 24 + 4 = 28 >= 24.
  Fixture(
    name: "HS314 a button at a fixed x under the sensor housing in landscape",
    text: """
      { "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
        "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15", "iPad Pro 11-inch"],
          "orientations": ["portrait", "landscape"] },
        "subviews": [ { "id": 1️⃣"close", "kind": "button", "title": "Close",
          "keyframes": [ { "progress": 0, 2️⃣"frame": [16, 24, 60, 30] } ] } ] }
      """,
    expected: """
      1️⃣ warning HS314 on iPhone 15, landscape: "close" reaches 43 pt into the left safe-area inset (the sensor housing) at progress 0; anchor it to the leading or trailing edge, which follows the insets
      2️⃣ warning HS327 "close" sits at an absolute frame x of 16, which stays put on every width this spec supports (375 to 1194 pt); anchor it to the leading edge
      """),
  // Anchored to the leading edge, the button moves in by the inset. At x = 300 (60 wide) on
  // the 852 pt wide landscape iPhone 15 in rtl it mirrors to 852 - 300 - 60 = 492: clear of
  // both insets.
  Fixture(
    name: "HS314 not for an anchored button, nor a mirrored one clear of the insets",
    text: """
      { "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
        "supports": { "devices": ["iPhone 15"], "orientations": ["landscape"],
          "layoutDirections": ["ltr", "rtl"] },
        "subviews": [ { "id": "back", "kind": "button", "title": "Back",
          "keyframes": [ { "progress": 0, "anchor": { "leading": 8, "top": 24 }, "size": [60, 30] } ] },
          { "id": "x", "kind": "button", "title": "X",
          "keyframes": [ { "progress": 0, "frame": [300, 24, 60, 30] } ] } ] }
      """,
    expected: ""),
  // y = 10 in a bar written for a 20 pt status bar: 10 pt under it on the SE (top 20) and, in
  // portrait, on the iPhone 15 (59 - 20 = 39 down, 49 < 59). Landscape hides the status bar
  // and the bar moves up by 20: 10 pt past its top (HS311).
  Fixture(
    name: "HS314 a label under the status bar",
    text: """
      { "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
        "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15"],
          "orientations": ["portrait", "landscape"] },
        "subviews": [ { "id": 1️⃣"time", "kind": "label", "text": "9:41",
          "keyframes": [ { "progress": 0, 2️⃣"frame": [100, 10, 60, 20] } ] } ] }
      """,
    expected: """
      1️⃣ information HS311 landscape: "time" reaches 10 pt past the bar's top edge at progress 0: it overflows the bar (not clipped)
      1️⃣ warning HS314 portrait: "time" reaches 10 pt under the status bar at progress 0; move it below the top inset
      2️⃣ warning HS327 "time" sits at an absolute frame x of 100, which stays put on every width this spec supports (375 to 852 pt); anchor it to the leading edge
      """),
  // "Favourites": 10 x 0.6 em. headline at xxxL 23 pt: 138 > 120; at xL 19 pt: 114 fits; at
  // AX2 33 pt: 198, the worst, quoted.
  Fixture(
    name: "HS315 a label's text no longer fits at large sizes",
    text: """
      { "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
        "supports": { "devices": ["iPhone 15"], "contentSizes": ["xS", "L", "xL", "xxxL", "AX2"] },
        "subviews": [ { "id": 1️⃣"title", "kind": "label", "text": "Favourites",
          "font": { "textStyle": "headline" },
          "keyframes": [ { "progress": 0, "frame": [16, 24, 120, 30] } ] } ] }
      """,
    expected: """
      1️⃣ warning HS315 at xxxL and larger: the text of "title" is about 198 pt wide at 33 pt, wider than its frame (120 pt) at progress 0: it is cut off; widen the frame or let it grow with the text (worst at AX2)
      1️⃣ warning HS315 at AX2: a line of "title"'s text is about 39.4 pt tall at 33 pt, taller than its frame (30 pt) at progress 0: it spills out of the frame; make the frame taller or let it grow with the text
      """),
  // One line of 60 pt is 60 x 2444 / 2048 = 71.6 pt tall, over the 41 pt frame; the 17 pt
  // label's 20.3 pt line in a 20 pt frame is within the point allowed.
  Fixture(
    name: "HS315 a label's line is taller than its frame",
    text: """
      { "bar": { "maxHeight": 100, "minHeight": 100 }, "behavior": { "kind": "fixed" },
        "supports": { "devices": ["iPhone 15"] },
        "subviews": [ { "id": 1️⃣"title", "kind": "label", "text": "Hi", "font": { "size": 60 },
          "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": 24 }, "size": [200, 41] } ] },
          { "id": "small", "kind": "label", "text": "Hi",
          "keyframes": [ { "progress": 0, "anchor": { "leading": 250, "top": 24 }, "size": [100, 20] } ] } ] }
      """,
    expected: """
      1️⃣ warning HS315 a line of "title"'s text is about 71.6 pt tall at 60 pt, taller than its frame (41 pt) at progress 0: it spills out of the frame; make the frame taller or let it grow with the text
      """),
  // The iPhone 15's top inset, 59, moves a top margin down by 59 - 20 = 39 in portrait; its
  // side insets, 59, move the sides in in landscape. The SE (top 20, no sides) moves nothing.
  // `glow` ignores the top already: only its sides; `card` is no banner (one side anchored).
  Fixture(
    name: "HS318 a banner pinned at 0 that the safe area moves",
    text: """
      { "bar": { "maxHeight": 200, "minHeight": 64 }, "behavior": { "kind": "fixed" },
        "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15"],
          "orientations": ["portrait", "landscape"] },
        "subviews": [ { "id": 1️⃣"banner", "kind": "view", "backgroundColor": "#3366FF",
          "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } } ] },
          { "id": 2️⃣"glow", "kind": "image", "image": "glow", "ignoresSafeArea": ["top"],
          "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0 }, "size": [null, 40] } ] },
          { "id": "card", "kind": "view", "backgroundColor": "#FFFFFF",
          "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "top": 0 }, "size": [40, 40] } ] } ] }
      """,
    expected: """
      1️⃣ information HS311 landscape: "banner" reaches 20 pt past the bar's top edge at progress 0: it overflows the bar (not clipped)
      1️⃣ hint HS318 "banner" is pinned at 0 to the bar's top, leading and trailing, but the safe area moves it on iPhone 15, leaving 39 pt under the status bar and 59 pt at the sides of the bar uncovered; add "ignoresSafeArea": ["all"] to cover them
      2️⃣ hint HS318 "glow" is pinned at 0 to the bar's leading and trailing, but the safe area moves it on iPhone 15, landscape, leaving 59 pt at the sides of the bar uncovered; add "ignoresSafeArea": ["horizontal"] to cover them
      @597 information HS311 landscape: "card" reaches 20 pt past the bar's top edge at progress 0: it overflows the bar (not clipped)
      """),
  // "Library": 7 x 0.6 em from x = 16. At AX3 (52 pt) 218.4 pt, to 234.4 < 240; at AX4
  // (56 pt) 235.2, to 251.2: over the button at 240; at AX5 (60 pt) 252, the worst, quoted.
  Fixture(
    name: "HS316 a large title reaches a button at accessibility sizes",
    text: """
      { "bar": {}, "behavior": { "kind": "largeTitle", "snappingEnabled": false },
        "supports": { "devices": ["iPhone 15"], "contentSizes": ["L", "AX3", "AX4", "AX5"] },
        "subviews": [ { "id": 1️⃣"title", "kind": "label", "text": "Library",
          "font": { "textStyle": "largeTitle" },
          "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "bottom": 8 }, "size": [343, 41] },
            { "progress": 0.5, "alpha": 0 } ] },
          { "id": "add", "kind": "button", "title": "+",
          "keyframes": [ { "progress": 0, "anchor": { "leading": 240, "bottom": 8 }, "size": [44, 41] },
            { "progress": 0.5, "alpha": 0 } ] } ] }
      """,
    expected: """
      1️⃣ warning HS315 at AX3 and larger: a line of "title"'s text is about 71.6 pt tall at 60 pt, taller than its frame (41 pt) at progress 0: it spills out of the frame; make the frame taller or let it grow with the text (worst at AX5)
      1️⃣ warning HS316 at AX4 and larger: the large title "title" (about 252 pt of text) reaches "add" at progress 0; keep the title's frame clear of the bar's buttons (worst at AX5)
      """),
  // Two widths (375 and 393 in portrait, 667 and 852 in landscape): a centred label and a
  // button 10 pt from the right edge at 375 stay where they are written on the others; the
  // anchored badge follows the width. Reported once per subview, about the spec.
  Fixture(
    name: "HS327 absolute x positions in a spec that supports several widths",
    text: """
      { "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
        "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15"],
          "orientations": ["portrait", "landscape"] },
        "subviews": [ { "id": "title", "kind": "label", "text": "Title",
          "keyframes": [ { "progress": 0, 1️⃣"center": [187.5, 40], "size": [120, 20] } ] },
          { "id": "close", "kind": "button", "title": "Close",
          "keyframes": [ { "progress": 0, 2️⃣"frame": [305, 24, 60, 30] } ] },
          { "id": "badge", "kind": "view",
          "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": 30 }, "size": [8, 8] } ] } ] }
      """,
    expected: """
      1️⃣ warning HS327 "title" sits at an absolute center x of 187.5, which stays put on every width this spec supports (375 to 852 pt); anchor it to the bar's centre
      2️⃣ warning HS327 "close" sits at an absolute frame x of 305, which stays put on every width this spec supports (375 to 852 pt); anchor it to the trailing edge
      """),
]

@Test(arguments: environmentFixtures)
func environmentFixtureIsCleanInTheReferenceEnvironment(_ fixture: Fixture) {
  // `supports` blanked out, so that every offset stays.
  let text = MarkedText(fixture.text).text
  let start = text.range(of: #""supports""#)!.lowerBound
  let end = text.range(of: "},", range: start..<text.endIndex)!.upperBound
  let blank = text.replacingCharacters(
    in: start..<end, with: String(repeating: " ", count: text[start..<end].utf8.count))
  #expect(SpecDocument(text: blank).diagnostics.map(\.message) == [])
}
