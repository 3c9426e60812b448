/// One fixture per schema code (HS2xx), some with CJK text and emoji before the marker.
let schemaFixtures: [Fixture] = [
  Fixture(
    name: "HS201 did you mean",
    text: #"{ "bar": { "maxHeight": 100, 1️⃣"minHieght"2️⃣: 50 }, "behavior": { "kind": "fixed" } }"#,
    expected: #"""
      1️⃣..2️⃣ error HS201 unknown key "minHieght" in bar; did you mean minHeight?
      """#),
  Fixture(
    name: "HS201 known keys",
    text: prefix + #"2️⃣"名前": "中文", 1️⃣"colour": "red" }"#,
    expected: #"""
      2️⃣ error HS201 unknown key "名前" in the document; known keys: version, name, width, bar, behavior, subviews, statusBar and supports
      1️⃣ error HS201 unknown key "colour" in the document; known keys: version, name, width, bar, behavior, subviews, statusBar and supports
      """#),
  Fixture(
    name: "HS202", text: prefix + #""width": 1️⃣"375" }"#,
    expected: #"""
      1️⃣ error HS202 width must be a number, not "375"
      """#),
  Fixture(
    name: "HS203 on the parent's key",
    text: #"{ 1️⃣"bar": { "minHeight": 50 }, "behavior": { "kind": "fixed" } }"#,
    expected: #"""
      1️⃣ error HS203 missing required key "maxHeight" in bar (Maximum height)
      """#),
  Fixture(
    name: "HS203 at the root's brace",
    text: #"1️⃣{ "bar": { "maxHeight": 100 } }"#,
    expected: #"""
      1️⃣ error HS203 missing required key "behavior" in the document (Behaviour)
      """#),
  Fixture(
    name: "HS204",
    text: #"{ "bar": { "maxHeight": 100 }, "behavior": { "kind": 1️⃣"squarecash" } }"#,
    expected: #"""
      1️⃣ error HS204 kind must be squareCash, facebook, safari, largeTitle or fixed, not "squarecash"; did you mean squareCash?
      """#),
  Fixture(
    name: "HS205",
    text: prefix
      + #""subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10], "alpha": 1️⃣1.5 } ] } ] }"#,
    expected: """
      1️⃣ error HS205 alpha must be between 0 and 1, not 1.5
      """),
  Fixture(
    name: "HS206",
    text: prefix
      + #""subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10], "zIndex": 1️⃣1.5 } ] } ] }"#,
    expected: """
      1️⃣ error HS206 zIndex must be a whole number, not 1.5
      """),
  Fixture(
    name: "HS207 after CJK and emoji",
    text: prefix
      + #""name": "标题 😀", "subviews": [ { "id": 1️⃣"头像"2️⃣, "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] } ] }"#,
    expected: #"""
      1️⃣..2️⃣ error HS207 id must be an id: a letter or _ first, then letters, digits, _ or - (no spaces), not "头像"
      """#),
  Fixture(
    name: "HS208",
    text: prefix
      + #""subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "frame": 1️⃣[0, 0, 10] } ] } ] }"#,
    expected: """
      1️⃣ error HS208 frame needs exactly 4 numbers, found 3
      """),
  Fixture(
    name: "HS208 on keyframes that are no array (a fuzzing finding: one byte of é)",
    text: prefix + #""subviews": [ { "id": "a", "keyframes": 1️⃣é2️⃣ } ] }"#,
    expected: """
      1️⃣..2️⃣ error HS101 Unexpected characters; expected a JSON value
      1️⃣..2️⃣ error HS208 keyframes needs at least 1 element, found 0
      """),
  Fixture(
    name: "HS209",
    text: prefix
      + #""subviews": [ { "id": "a", "keyframes": [ { "progress": 0, 2️⃣"frame": [0, 0, 10, 10], 1️⃣"center": [5, 5] } ] } ] }"#,
    expected: """
      1️⃣ error HS209 center cannot be used together with frame in keyframes[0]; keep one of them
      """),
  Fixture(
    name: "HS210",
    text: prefix
      + #""subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "size": [10, 10], "anchor": 1️⃣{} } ] } ] }"#,
    expected: """
      1️⃣ error HS210 anchor needs at least 1 key (leading, trailing, centerX, top, bottom or centerY)
      """),
  Fixture(
    name: "HS211",
    text: prefix
      + #""subviews": [ 1️⃣{ "id": "b", "kind": "button", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] } ] }"#,
    expected: """
      1️⃣ error HS211 subviews[0] (a button subview) needs title, image or systemImage; add one of them
      """),
  Fixture(
    name: "HS214",
    text:
      #"{ "name": "名前😀", "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed", "contentInsetTop": 1️⃣-18014398509481985 }, "subviews": [] }"#,
    expected: """
      1️⃣ error HS214 -18014398509481985 is not exact as a 64-bit floating point value: it reads as -18014398509481984
      """),
  Fixture(
    name: "HS214 not for an integer a double holds",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed", "contentInsetTop": 9007199254740994 }, "subviews": [] }"#,
    expected: ""),
  Fixture(
    name: "HS212", text: prefix + #""version": 1️⃣2 }"#,
    expected: """
      1️⃣ error HS212 version 2 is not supported: only format version 1 exists; write 1
      """),
  Fixture(
    name: "HS213",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed", 1️⃣"thresholds": { "fromTop": 10 } } }"#,
    expected: """
      1️⃣ warning HS213 thresholds is ignored by fixed: only the facebook behaviour uses thresholds; remove it or change kind
      """),
]
