/// A subview with the given keyframes (JSON text), in a squareCash bar 100 to 50 pt tall that
/// does not snap.
func spec(subviews: String, bar: String = #""maxHeight": 100, "minHeight": 50"#) -> String {
  #"{ "bar": { \#(bar) }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [ \#(subviews) ] }"#
}

/// One fixture per geometry code (HS3xx).
let geometryFixtures: [Fixture] = [
  Fixture(
    name: "HS301",
    text: #"{ "bar": { "maxHeight": 50, 1️⃣"minHeight": 80 }, "behavior": { "kind": "fixed" } }"#,
    expected: """
      1️⃣ error HS301 minHeight (80) is greater than maxHeight (50)
      """),
  Fixture(
    name: "HS301 at a compact override",
    text:
      #"{ "bar": { "maxHeight": 264, "minHeight": 64, "compact": { 1️⃣"maxHeight": 50 } }, "behavior": { "kind": "squareCash", "snappingEnabled": false } }"#,
    expected: """
      1️⃣ error HS301 in a compact height, minHeight (64) is greater than maxHeight (50)
      """),
  Fixture(
    name: "HS301 at a compact override in a landscape matrix",
    text:
      #"{ "bar": { "maxHeight": 264, "minHeight": 64, "compact": { "maxHeight": 100, 1️⃣"minHeight": 120 } }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "supports": { "devices": ["iPhone 15"], "orientations": ["portrait", "landscape"] } }"#,
    expected: """
      1️⃣ error HS301 landscape: in a compact height, minHeight (100) is greater than maxHeight (80)
      """),
  Fixture(
    name: "HS301 not for a compact override above the minimum",
    text:
      #"{ "bar": { "maxHeight": 264, "minHeight": 64, "compact": { "maxHeight": 140 } }, "behavior": { "kind": "squareCash", "snappingEnabled": false, "compact": { "contentInsetTop": 140 } }, "supports": { "devices": ["iPhone 15"], "orientations": ["portrait", "landscape"] } }"#,
    expected: ""),
  Fixture(
    name: "HS302",
    text:
      #"{ "bar": { "maxHeight": 60, 1️⃣"minHeight": 60 }, "behavior": { "kind": "squareCash", "snappingEnabled": false } }"#,
    expected: """
      1️⃣ warning HS302 minHeight equals maxHeight (60): the squareCash behaviour has no distance to collapse over; lower minHeight or use kind fixed
      """),
  Fixture(
    name: "HS303",
    text:
      #"{ "bar": { "maxHeight": 100 }, "behavior": { "kind": "squareCash", "elastic": true, 1️⃣"stretchLimit": 80, "snappingEnabled": false } }"#,
    expected: """
      1️⃣ warning HS303 stretchLimit (80) is below maxHeight (100): the bar cannot stretch at all; raise it to at least 100
      """),
  Fixture(
    name: "HS304",
    text:
      #"{ "bar": { "maxHeight": 100 }, "behavior": { "kind": "fixed", 1️⃣"stretchLimit": 150 } }"#,
    expected: """
      1️⃣ warning HS304 stretchLimit (150) is ignored: the behaviour is not elastic; set elastic to true or remove stretchLimit
      """),
  Fixture(
    name: "HS305",
    text: spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 2️⃣0.5 }, { "progress": 1️⃣0.2 } ] }"#
    ),
    expected: """
      1️⃣ error HS305 keyframe at progress 0.2 comes after one at 0.5; list keyframes in ascending progress
      """),
  Fixture(
    name: "HS306",
    text: spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 2️⃣0.5 }, { "progress": 1️⃣0.5 } ] }"#
    ),
    expected: #"""
      1️⃣ error HS306 two keyframes at progress 0.5 in "a": the later one wins; merge them or move one
      """#),
  Fixture(
    name: "HS307",
    text: spec(
      subviews: #"{ "id": "a", "keyframes": [ { "progress": 1️⃣0.2, "frame": [0, 0, 10, 10] } ] }"#),
    expected: #"""
      1️⃣ warning HS307 the first keyframe of "a" is at progress 0.2: below it BLKFlexibleHeightBar leaves the view in whatever state it had last; start at 0
      """#),
  Fixture(
    name: "HS330 on a bar that is not elastic",
    text: spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 1️⃣-0.2, "frame": [0, 0, 20, 20] }, { "progress": 0, "frame": [0, 0, 10, 10] } ] }"#
    ),
    expected: #"""
      1️⃣ warning HS330 the keyframe of "a" at progress -0.2 is never reached: the behaviour is not elastic, so progress stops at 0 and the bar never stretches; set "elastic": true or remove the keyframe
      """#),
  Fixture(
    // height(p) = 100 - 50 p reaches stretchLimit 120 at p = (100 - 120) / 50 = -0.4.
    name: "HS330 below where stretchLimit stops the stretch, not at it",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "elastic": true, "stretchLimit": 120, "snappingEnabled": false }, "subviews": [ { "id": "a", "keyframes": [ { "progress": 1️⃣-0.5, "frame": [0, 0, 30, 30] }, { "progress": -0.4, "frame": [0, 0, 20, 20] }, { "progress": 0, "frame": [0, 0, 10, 10] } ] } ] }"#,
    expected: #"""
      1️⃣ warning HS330 the keyframe of "a" at progress -0.5 is never reached: stretchLimit 120 stops the stretch at progress -0.4, where the layout holds; raise stretchLimit or move the keyframe up to -0.4
      """#),
  Fixture(
    name: "HS330 on a bar that never moves",
    text:
      #"{ "bar": { "maxHeight": 96.5, "minHeight": 44 }, "behavior": { "kind": "largeTitle", "displayMode": "never", "snappingEnabled": false }, "subviews": [ { "id": "a", "keyframes": [ { "progress": 1️⃣-0.5, "frame": [0, 0, 30, 30] }, { "progress": 0, "frame": [0, 0, 10, 10] } ] } ] }"#,
    expected: #"""
      1️⃣ warning HS330 the keyframe of "a" at progress -0.5 is never reached: displayMode never pins the bar at progress 1; remove the keyframe
      """#),
  Fixture(
    name: "HS330 not without a stretchLimit",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "elastic": true, "snappingEnabled": false }, "subviews": [ { "id": "a", "keyframes": [ { "progress": -3, "frame": [0, 0, 30, 30] }, { "progress": 0, "frame": [0, 0, 10, 10] } ] } ] }"#,
    expected: ""),
  Fixture(
    name: "HS308",
    text: spec(
      subviews: #"{ "id": "a", "keyframes": [ 1️⃣{ "progress": 0, "center": [10, 10] } ] }"#),
    expected: #"""
      1️⃣ error HS308 the first keyframe of "a" gives no size (0 is assumed); add frame, or center or anchor with size
      """#),
  Fixture(
    name: "HS309",
    text: spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 0, 2️⃣"frame": [10, 10, 10, 10], 1️⃣"transform": { "scale": 0.5 } } ] }"#
    ),
    expected: """
      1️⃣ warning HS309 frame and transform in one keyframe: BLKFlexibleHeightBar drops the frame when a transform is set; here frame is the untransformed rectangle; prefer center and size
      """),
  Fixture(
    name: "HS310",
    text: spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 0, "center": [50, 25], "size": [10, 10], 2️⃣"transform": { "rotate": 0 } }, { "progress": 1, 1️⃣"transform": { "rotate": 90 } } ] }"#
    ),
    expected: """
      1️⃣ information HS310 rotation changes from 0° to 90° between progress 0 and 1: the matrix interpolation shrinks the view to 0.707 of its size halfway
      """),
  // Scale 1 to 0.5 with a scaledTranslate of (0, -60) at 1: halfway the matrices give ty =
  // -15, the parts 0.75 x -30 = -22.5: 7.5 pt apart.
  Fixture(
    name: "HS319 scale and scaledTranslate interpolated as matrices",
    text: spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 0, "anchor": { "centerX": 0, "top": 50 }, "size": [40, 40] }, { "progress": 1, 1️⃣"transform": { "scale": 0.5, "scaledTranslate": [0, -60] } } ] }"#
    ),
    expected: """
      1️⃣ hint HS319 "a" changes its scale and its scaledTranslate together between progress 0 and 1: interpolated as matrices, halfway it sits 7.5 pt from where .scaledBy().translatedBy() puts it; write "transformInterpolation": "parts" to follow the parts
      """),
  // The same with `parts` or `matrix` written (a choice), with a bar-space `translate` (the
  // two interpolations agree), and with a scale alone: no hint.
  Fixture(
    name: "HS319 not when chosen, nor when the interpolations agree",
    text: spec(
      subviews:
        #"{ "id": "a", "transformInterpolation": "matrix", "keyframes": [ { "progress": 0, "anchor": { "centerX": 0, "top": 50 }, "size": [40, 40] }, { "progress": 1, "transform": { "scale": 0.5, "scaledTranslate": [0, -60] } } ] }, "#
        + #"{ "id": "b", "transformInterpolation": "parts", "keyframes": [ { "progress": 0, "anchor": { "centerX": 0, "top": 50 }, "size": [40, 40] }, { "progress": 1, "transform": { "scale": 0.5, "scaledTranslate": [0, -60] } } ] }, "#
        + #"{ "id": "c", "keyframes": [ { "progress": 0, "anchor": { "centerX": 0, "top": 50 }, "size": [40, 40] }, { "progress": 1, "transform": { "scale": 0.5, "translate": [0, -30] } } ] }, "#
        + #"{ "id": "d", "keyframes": [ { "progress": 0, "anchor": { "centerX": 0, "top": 5 }, "size": [40, 40] }, { "progress": 1, "transform": { "scale": 0.5 } } ] }"#
    ),
    expected: ""),
  Fixture(
    name: "HS311 clipped",
    text: spec(
      subviews: #"{ "id": 1️⃣"a", "keyframes": [ { "progress": 0, "frame": [0, -10, 10, 10] } ] }"#,
      bar: #""maxHeight": 100, "minHeight": 50, "clipsToBounds": true"#),
    expected: #"""
      1️⃣ warning HS311 "a" reaches 10 pt past the bar's top edge at progress 0: the bar clips it (clipsToBounds)
      """#),
  Fixture(
    name: "HS311 overflowing, after CJK",
    text: spec(
      subviews:
        #"{ "id": "title", "kind": "label", "text": "标题", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] }, { "id": 1️⃣"b"2️⃣, "keyframes": [ { "progress": 0, "frame": [370, 0, 10, 10] } ] }"#
    ),
    expected: #"""
      1️⃣..2️⃣ information HS311 "b" reaches 5 pt past the bar's right edge at progress 0: it overflows the bar (not clipped)
      """#),
  Fixture(
    name: "HS312",
    text: spec(
      subviews:
        #"{ "id": 2️⃣"a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] }, { "id": 1️⃣"a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] }"#
    ),
    expected: #"""
      1️⃣ error HS312 subview id "a" is used twice; ids must be unique
      """#),
  Fixture(
    name: "HS313 keyframe, after CJK",
    text: spec(
      subviews:
        #"{ "id": "title", "kind": "label", "text": "标题😀", "keyframes": [ { "progress": 0, "frame": [1️⃣1.7e3082️⃣, 0, 1.7e308, 10] } ] }"#
    ),
    expected: #"""
      1️⃣..2️⃣ error HS313 this keyframe's numbers are too large to lay out: the geometry reaches beyond what a 64-bit floating point number holds (about 1.8e308, less a margin for rounding); use sizes in points
      """#),
  Fixture(
    name: "HS313 between keyframes",
    text: spec(
      subviews:
        #"{ "id": "a", "keyframes": [ { "progress": 0, "center": [0, 0], "size": [1, 1], "transform": { "scale": 1️⃣1e2002️⃣ } }, { "progress": 1, "size": [1e200, 1], "transform": { "scale": 1 } } ] }"#
    ),
    expected: #"""
      1️⃣..2️⃣ error HS313 this keyframe's numbers are too large to lay out: the geometry reaches beyond what a 64-bit floating point number holds (about 1.8e308, less a margin for rounding); use sizes in points
      """#),
  Fixture(
    name: "HS313 bar",
    text:
      #"{ "bar": { "maxHeight": 1️⃣1.7e3082️⃣, "minHeight": 50 }, "behavior": { "kind": "squareCash", "snappingEnabled": false } }"#,
    expected: #"""
      1️⃣..2️⃣ error HS313 maxHeight is too large to lay out: the geometry reaches beyond what a 64-bit floating point number holds (about 1.8e308, less a margin for rounding); use sizes in points
      """#),
  Fixture(
    name: "HS313 title menu",
    text: spec(
      subviews:
        #"{ "id": "m", "kind": "titleMenu", "items": ["时刻时刻"], "fonts": { "large": [1️⃣1e3082️⃣, 20], "compact": [20, 17] } }"#
    ),
    expected: #"""
      1️⃣..2️⃣ error HS313 the numbers of "m" are too large to lay out: the geometry reaches beyond what a 64-bit floating point number holds (about 1.8e308, less a margin for rounding); use sizes in points
      """#),
  Fixture(
    name: "HS113 hides the geometry the default would mislead",
    text: spec(subviews: "", bar: #""maxHeight": 1️⃣1e4002️⃣, "minHeight": 50"#),
    expected: #"""
      1️⃣..2️⃣ error HS113 Number is too large for a 64-bit floating point value
      """#),
]
