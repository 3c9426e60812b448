/// One fixture per built-in layout code (HS5xx).
let layoutFixtures: [Fixture] = [
  Fixture(
    name: "HS501",
    text: spec(
      subviews:
        #"{ "id": "menu", "kind": "titleMenu", "items": ["A"], 1️⃣"keyframes": [ { "progress": 0 } ] }"#
    ),
    expected: """
      1️⃣ error HS501 a titleMenu lays itself out; its keyframes are ignored; remove them
      """),
  Fixture(
    name: "HS502",
    text: spec(
      subviews: #"{ "id": "menu", "kind": "titleMenu", "items": ["A", "B"], "selected": 1️⃣5 }"#),
    expected: """
      1️⃣ error HS502 selected is 5 but the menu has 2 items (indices 0 to 1); nothing is selected
      """),
  Fixture(
    name: "HS503 with CJK titles",
    text: spec(
      subviews: #"{ "id": "menu", "kind": "titleMenu", "items": ["设置", 1️⃣"设置设置设置设置设置设置"] }"#),
    expected: """
      1️⃣ warning HS503 this title has 12 characters: LargeTitleStyle drops titles longer than 10, which shifts the indices after it; shorten it
      """),
  Fixture(
    // LTSMenuView's getTextSize: skips `title.length > 10`, NSString.length: UTF-16 code units.
    name: "HS503 counts UTF-16 code units: six U+1F600 are 12, ten CJK ideographs 10",
    text: spec(
      subviews:
        #"{ "id": "menu", "kind": "titleMenu", "items": [1️⃣"😀😀😀😀😀😀", "😀😀😀😀😀", "设置设置设置设置设置", 2️⃣"设置设置设置设置设置设"] }"#
    ),
    expected: """
      1️⃣ warning HS503 this title has 12 characters as NSString.length counts them (UTF-16 code units; 6 as written): LargeTitleStyle drops titles longer than 10, which shifts the indices after it; shorten it
      2️⃣ warning HS503 this title has 11 characters: LargeTitleStyle drops titles longer than 10, which shifts the indices after it; shorten it
      """),
  Fixture(
    name: "HS507",
    text: spec(
      subviews:
        #"{ "id": "menu", "kind": "titleMenu", "items": ["A"], "maxStretchMode": 1️⃣true }"#,
      bar: #""maxHeight": 96, "minHeight": 44"#),
    expected: """
      1️⃣ warning HS507 maxStretchMode has no effect: it caps the menu's container at 96 pt, and this bar is never taller than 96 pt; remove it, or let the bar stretch (elastic)
      """),
  Fixture(
    // height(p) = 96 - 52 p reaches stretchLimit 100 while stretched: the cap takes effect.
    name: "HS507 not on a bar that stretches past 96",
    text:
      #"{ "bar": { "maxHeight": 96, "minHeight": 44 }, "behavior": { "kind": "squareCash", "elastic": true, "stretchLimit": 100, "snappingEnabled": false }, "subviews": [ { "id": "menu", "kind": "titleMenu", "items": ["A"], "maxStretchMode": true } ] }"#,
    expected: ""),
  Fixture(
    name: "HS504",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 44 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": 2️⃣"search", "kind": "searchBar", "keyframes": [ { "progress": 0, "center": [187.5, 50] } ] } ] }"#,
    expected: #"""
      2️⃣ information HS311 "search" reaches 34 pt past the bar's bottom edge at progress 1: it overflows the bar (not clipped)
      2️⃣ warning HS504 the search bar is 56 pt tall but the collapsed bar is 44 pt: it is cut off when collapsed; pin it to 44 (OHSearchBarInNaviBar) or raise minHeight
      """#),
  Fixture(
    name: "HS504 not while the search bar is hidden",
    text:
      #"{ "bar": { "maxHeight": 100, "minHeight": 44 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": "search", "kind": "searchBar", "keyframes": [ { "progress": 0, "center": [187.5, 28] }, { "progress": 0.4, "alpha": 0 } ] } ] }"#,
    expected: ""),
  Fixture(
    name: "HS505",
    text:
      #"{ "bar": { "maxHeight": 56, "minHeight": 56 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": "search", "kind": "searchBar", 1️⃣"field": { "inset": [100, 8] }, "keyframes": [ { "progress": 0, "center": [187.5, 28] } ] } ] }"#,
    expected: """
      1️⃣ warning HS505 the search field reaches 25 pt past the bar's right edge at progress 0; narrow it with field.inset or field.widthFraction
      """),
  Fixture(
    name: "HS506",
    text:
      #"{ "bar": { "maxHeight": 44, "minHeight": 44 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": "search", "kind": "searchBar", "placeholder": "搜索🔍", "height": 44, "keyframes": [ { "progress": 0, "center": [187.5, 22] } ] }, { "id": 1️⃣"scan", "kind": "button", "image": "scan", "accessibilityLabel": "Scan", "keyframes": [ { "progress": 0, "frame": [290, 7, 30, 30] }, { "progress": 0.5, "frame": [333, 7, 30, 30] } ] } ] }"#,
    expected: """
      1️⃣ warning HS506 "scan" covers the text field of "search" at progress 0: taps there reach the button, not the field; move the button or narrow the field (field.widthFraction)
      """),
  Fixture(
    name: "HS508",
    text: prefix
      + #""subviews": [ { "id": "menu", "kind": "titleMenu", "items": ["时刻", 1️⃣"", "地点😀"], "selected": 2 } ] }"#,
    expected: """
      1️⃣ warning HS508 items[1] of menu is empty: LargeTitleStyle skips a title of zero size, and the titles after it then underline the wrong line when selected
      """),
  Fixture(
    name: "HS601",
    text:
      #"{ "bar": { "maxHeight": 44, "minHeight": 44 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": "avatar", "kind": "image", 1️⃣"image": "person.crop.circle.fill", "keyframes": [ { "progress": 0, "frame": [8, 4, 36, 36] } ] } ] }"#,
    expected: """
      1️⃣ warning HS601 image "person.crop.circle.fill" is an SF Symbol's name, not an asset's: UIImage(named:) and Image(_:) find no asset and the view stays blank; name the symbol with systemImage
      """),
  Fixture(
    name: "HS602",
    text:
      #"{ "bar": { "maxHeight": 44, "minHeight": 44 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": "share", "kind": "button", 1️⃣"systemImage": "square.and.arrow.up", "keyframes": [ { "progress": 0, "frame": [331, 4, 36, 36] } ] } ] }"#,
    expected: """
      1️⃣ warning HS602 button share shows an image and no title, and has no accessibilityLabel: VoiceOver cannot say what it does
      """),
  // "Favourites" at 17 pt: 10 x 0.6 x 17 = 102 pt from x 16, to 118; the button from 90 moves
  // to 300 by 0.5 (x = 90 + 420p), clear of the text from p = 28 / 420 = 0.067 on. The banner
  // is drawn under the title (earlier): what it sits on. The cover is drawn over the caption
  // (later) and hides it. The badge declares it sits on the button.
  Fixture(
    name: "HS317 a text over a button and under a view",
    text: """
      { "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "squareCash", "snappingEnabled": false },
        "subviews": [
          { "id": "banner", "kind": "view", "backgroundColor": "#336699",
            "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } } ] },
          { "id": 1️⃣"title", "kind": "label", "text": "Favourites",
            "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": 10 }, "size": [200, 22] } ] },
          { "id": "edit", "kind": "button", "title": "Edit",
            "keyframes": [ { "progress": 0, "anchor": { "leading": 90, "top": 10 }, "size": [60, 22] },
              { "progress": 0.5, "anchor": { "leading": 300 } } ] },
          { "id": 2️⃣"caption", "kind": "label", "text": "Caption",
            "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": 44 }, "size": [100, 20] } ] },
          { "id": "cover", "kind": "view", "backgroundColor": "#FFFFFF",
            "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": 40 }, "size": [100, 20] } ] },
          { "id": "badge", "kind": "label", "text": "3", "sitsOn": ["edit"],
            "keyframes": [ { "progress": 0, "anchor": { "leading": 340, "top": 12 }, "size": [10, 18] } ] }
        ] }
      """,
    expected: """
      1️⃣ warning HS317 the text of "title" overlaps "edit" from progress 0 to 0.063; move it clear, fade it out there, or, if it is meant to sit on it, write "sitsOn": ["edit"]
      2️⃣ warning HS317 the text of "caption" overlaps "cover" from progress 0 to 1; move it clear, fade it out there, or, if it is meant to sit on it, write "sitsOn": ["cover"]
      """),
  // The Music-style title anchored from the top (y 11 to 51.8: "Music" at 34 pt, 1.2 x 34 tall)
  // and the search bar on the bar's bottom, whose top goes from 96.5 (p = 0) to 44 (p = 1):
  // the text (34 pt tall, centred: 14.4 to 48.4) meets it from p = (96.5 - 48.4) / 52.5 =
  // 0.916 on; the first sample there is 0.9375.
  Fixture(
    name: "HS317 a large title over the search bar",
    text: """
      { "bar": { "maxHeight": 148.5, "minHeight": 96 }, "behavior": { "kind": "largeTitle", "snappingEnabled": false },
        "subviews": [
          { "id": 1️⃣"title", "kind": "label", "text": "Music", "font": { "textStyle": "largeTitle" },
            "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": 11 } } ] },
          { "id": "search", "kind": "searchBar", "height": 52,
            "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "bottom": 0 }, "size": [null, 52] } ] }
        ] }
      """,
    expected: """
      1️⃣ warning HS317 the text of "title" overlaps "search" from progress 0.938 to 1; move it clear, fade it out there, or, if it is meant to sit on it, write "sitsOn": ["search"]
      """),
]
