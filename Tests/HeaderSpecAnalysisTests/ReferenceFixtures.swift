import LanguageService

/// A fixed bar 100 pt tall with an avatar at [16, 8, 40, 40] and `name` after it.
private func referenceSpec(_ name: String) -> String {
  #"{ "bar": { "maxHeight": 100, "minHeight": 100 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": "avatar", "kind": "image", "keyframes": [ { "progress": 0, "frame": [16, 8, 40, 40] } ] }, \#(name) ] }"#
}

/// A squareCash bar from 100 to 40 pt with a 40 x 16 pill 10 pt from the leading and top edges
/// at 0, and `corner` as its keyframe at 1.
private func pillSpec(_ corner: String) -> String {
  #"{ "bar": { "maxHeight": 100, "minHeight": 40 }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [ { "id": "pill", "keyframes": [ { "progress": 0, "size": [40, 16], "anchor": { "leading": 10, "top": 10 } }, \#(corner) ] } ] }"#
}

/// One fixture per reference and anchor code (HS320 to HS326, HS328), at the reference's
/// `"to"` value, the keyframe's anchor or the edge it adds.
let referenceFixtures: [Fixture] = [
  Fixture(
    name: "HS320 with did-you-mean",
    text: referenceSpec(
      #"{ "id": "name", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": { "to": 1️⃣"avatr.bottom"2️⃣, "offset": 8 } }, "size": [100, 20] } ] }"#
    ),
    expected: """
      1️⃣..2️⃣ error HS320 no subview has the id "avatr"; did you mean "avatar"?
      """),
  Fixture(
    name: "HS321",
    text: referenceSpec(
      #"{ "id": "name", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": { "to": 1️⃣"name.bottom"2️⃣ } }, "size": [100, 20] } ] }"#
    ),
    expected: """
      1️⃣..2️⃣ error HS321 "name"'s top references "name" itself; reference another subview or use a margin
      """),
  Fixture(
    name: "HS322 on the other axis and misspelt",
    text: referenceSpec(
      #"{ "id": "name", "keyframes": [ { "progress": 0, "anchor": { "leading": { "to": 1️⃣"avatar.botom"2️⃣ }, "top": { "to": 3️⃣"avatar.leading"4️⃣ } }, "size": [100, 20] } ] }"#
    ),
    expected: """
      1️⃣..2️⃣ error HS322 "botom" is not an edge: a reference is "id.edge" with the edge one of leading, trailing or centerX
      3️⃣..4️⃣ error HS322 top is a vertical edge and cannot equal leading; reference top, bottom or centerY
      """),
  Fixture(
    name: "HS323 names the whole cycle once",
    text: referenceSpec(
      #"{ "id": "a", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": { "to": 1️⃣"b.bottom"2️⃣ } }, "size": [10, 10] } ] }, { "id": "b", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": { "to": "c.bottom" } }, "size": [10, 10] } ] }, { "id": "c", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": { "to": "a.bottom" } }, "size": [10, 10] } ] }"#
    ),
    expected: """
      1️⃣..2️⃣ error HS323 anchors reference each other in a cycle, so none of them can be placed: "a" -> "b" -> "c" -> "a"
      """),
  Fixture(
    name: "HS324",
    text: referenceSpec(
      #"{ "id": "field", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "trailing": 16, "top": { "to": "avatar.bottom", "offset": 4 } }, "size": [1️⃣200, 30] } ] }"#
    ),
    expected: """
      1️⃣ warning HS324 leading and trailing are both anchored, which gives the width, and size gives it too: the edges win; write null for the width in size
      """),
  Fixture(
    name: "HS324 inherited by a later keyframe",
    text: spec(
      subviews:
        #"{ "id": "field", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "trailing": 16, "top": 8 }, "size": [1️⃣100, 20] }, { "progress": 1, "anchor": { "trailing": null } } ] }"#
    ),
    expected: """
      1️⃣ warning HS324 leading and trailing are both anchored, which gives the width, and size gives it too: the edges win here, but a later keyframe without both of them inherits this width; write the width in that keyframe and null here
      """),
  Fixture(
    name: "HS324 not with null",
    text: referenceSpec(
      #"{ "id": "field", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "trailing": 16, "top": { "to": "avatar.bottom", "offset": 4 } }, "size": [null, 30] } ] }"#
    ),
    expected: ""),
  Fixture(
    name: "HS325",
    text: referenceSpec(
      #"{ "id": "title", "keyframes": [ { "progress": 0, 1️⃣"anchor": { "leading": { "to": "avatar.trailing", "offset": 320 }, "trailing": 16, "top": 8 }, "size": [null, 20] } ] }"#
    ),
    expected: """
      1️⃣ warning HS325 the anchored leading and trailing edges of "title" cross at progress 0: the width there is -17
      """),
  Fixture(
    name: "HS325 on the shown layout",
    text:
      #"{ "bar": { "maxHeight": 200, "minHeight": 100 }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [ { "id": "banner", "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } }, { "progress": 1, 1️⃣"anchor": { "bottom": 150 } } ] } ] }"#,
    expected: """
      1️⃣ warning HS325 the anchored top and bottom edges of "banner" cross at progress 0.813: the height there is -3.125
      """),
  Fixture(
    name: "HS325 not for a keyframe whose own layout alone crosses",
    text:
      #"{ "bar": { "maxHeight": 200, "minHeight": 100 }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [ { "id": "banner", "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } }, { "progress": 0.5, "anchor": { "bottom": 150 } }, { "progress": 1, "anchor": { "bottom": 0 } } ] } ] }"#,
    expected: ""),
  Fixture(
    name: "HS325 names the keyframe that adds the crossing edge",
    text:
      #"{ "bar": { "maxHeight": 120, "minHeight": 60 }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [ { "id": "name", "kind": "label", "text": "Ada", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": 60 }, "size": [100, 20] }, { "progress": 1, 1️⃣"anchor": { 2️⃣"bottom": 42 } } ] } ] }"#,
    expected: """
      1️⃣ warning HS325 the anchored top and bottom edges of "name" cross at progress 0.563: the height there is -0.109; the keyframe at progress 1 adds bottom to the top inherited from progress 0; write "top": null to move it
      2️⃣ warning HS328 "name" keeps the top inherited from progress 0, so adding bottom makes it span between the two and ignore its height 20: it stretches from 100 x 20 to 100 x -42 at progress 1; write "top": null to move it
      """),
  Fixture(
    name: "HS328 on both axes",
    text: pillSpec(
      #"{ "progress": 1, "anchor": { 1️⃣"trailing": 10, 2️⃣"bottom": 6 } }"#),
    expected: """
      1️⃣ warning HS328 "pill" keeps the leading inherited from progress 0, so adding trailing makes it span between the two and ignore its width 40: it stretches from 40 x 16 to 355 x 24 at progress 1; write "leading": null to move it
      2️⃣ warning HS328 "pill" keeps the top inherited from progress 0, so adding bottom makes it span between the two and ignore its height 16: it stretches from 40 x 16 to 355 x 24 at progress 1; write "top": null to move it
      """),
  Fixture(
    name: "HS328 not when the keyframe removes the inherited edges (Move)",
    text: pillSpec(
      #"{ "progress": 1, "anchor": { "trailing": 10, "bottom": 6, "leading": null, "top": null } }"#
    ),
    expected: ""),
  Fixture(
    name: "HS328 not when the keyframe writes null for the axis in size (Stretch)",
    text: pillSpec(
      #"{ "progress": 1, "anchor": { "trailing": 10, "bottom": 6 }, "size": [null, null] }"#),
    expected: ""),
  Fixture(
    name: "HS324, not HS328, when the keyframe writes the size with the new edge",
    text: pillSpec(
      #"{ "progress": 1, "anchor": { "trailing": 10 }, "size": [1️⃣40, 16] }"#),
    expected: """
      1️⃣ warning HS324 trailing and the leading inherited from progress 0 are both anchored, which gives the width, and size gives it too: the edges win; write null for the width in size to keep the stretch, or "leading": null to move it
      """),
  Fixture(
    name: "HS326",
    text:
      #"{ "bar": { "maxHeight": 264, "minHeight": 64 }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [ { "id": "banner", "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } }, { "progress": 0.43, 1️⃣"anchor": { "top": null } } ] } ] }"#,
    expected: """
      1️⃣ warning HS326 this keyframe leaves "banner" without a height: no size is written or inherited and the top and bottom edges no longer both pin it, so it counts as 0 from progress 0.43
      """),
  Fixture(
    name: "HS326 not when a bottom edge keeps the inherited top",
    text:
      #"{ "bar": { "maxHeight": 264, "minHeight": 150 }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [ { "id": "banner", "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } }, { "progress": 0.43, "anchor": { "bottom": 114 } } ] } ] }"#,
    expected: ""),
]
