import HeaderGeometry
import SpecAnalysis

/// The documentation of the codes only an environment reports (Schemas/FORMAT.md#environments):
/// each example lists the `supports` that make `check` find it.
extension DiagnosticCode {
  var environmentExplanation: CodeExplanation? {
    switch self {
    case .outsideSafeArea:
      CodeExplanation(
        meaning: "In some environment (a device, an orientation) a visible label or button "
          + "reaches under the status bar (a bar that extends under it) or into the side "
          + "safe-area insets of a notched iPhone in landscape, while staying inside the bar. "
          + "Absolute x positions do not move with the insets, as in UIKit. Reported with "
          + "--device or a supports matrix only.",
        example: Self.matrixExample(
          supports: #""devices": ["iPhone 15"], "orientations": ["portrait", "landscape"]"#,
          subview: #"{ "id": "close", "kind": "button", "title": "Close", "#
            + #""keyframes": [ { "progress": 0, "frame": [16, 24, 60, 30] } ] }"#),
        fix: "Anchor the view to the leading or trailing edge (anchors move in by the side "
          + "insets), or place it below the top inset.")
    case .absoluteHorizontalPosition:
      CodeExplanation(
        meaning: "The spec supports more than one width (devices or orientations in its "
          + "supports, or the project's), and a subview is placed at an absolute x (center x, "
          + "frame x). An absolute x stays where it is written on every width, as in UIKit: "
          + "a view centred at 187.5 on a 375 pt screen sits 9 pt left of the centre on a "
          + "393 pt one, and a button 10 pt from the trailing edge at 375 pt is 487 pt from it on "
          + "an 852 pt landscape screen. Anchors follow the width and the side insets.",
        example: Self.matrixExample(
          supports: #""devices": ["iPhone SE 3rd generation", "iPhone 15"]"#,
          subview: #"{ "id": "close", "kind": "button", "title": "Close", "#
            + #""keyframes": [ { "progress": 0, "frame": [305, 24, 60, 30] } ] }"#),
        fix: "Anchor the view: centerX for a centred view, leading and trailing for one that "
          + "spans the bar, else the nearer edge. The quick fix rewrites every keyframe of the "
          + "subview so that the header is unchanged at the spec's own width; it is not "
          + "applied by check --fix, since it changes the header on the other widths.")
    case .textDoesNotFit:
      CodeExplanation(
        meaning: "In some environment the text of a label is wider than its frame, so it is "
          + "cut off, or one line of it is more than a point taller than the frame, so it "
          + "spills out of it. The width is an estimate (0.6 em per Latin character, 1 em for "
          + "wider scripts, as for title menus), judged for a label with a text style; the "
          + "line height is the system font's (UIFont.lineHeight, 1.19 em), judged for every "
          + "label with text. A label is one line. Reported with --device, --content-size or "
          + "a supports matrix only.",
        example: Self.matrixExample(
          supports: #""devices": ["iPhone 15"], "contentSizes": ["L", "AX5"]"#,
          subview: #"{ "id": "title", "kind": "label", "text": "Favourites", "#
            + #""font": { "textStyle": "headline" }, "#
            + #""keyframes": [ { "progress": 0, "frame": [16, 24, 120, 30] } ] }"#),
        fix: "Widen or heighten the frame (anchor both edges, or size it for the largest "
          + "supported size), let the label size itself to its text, or shorten the text.")
    case .textOverlap:
      CodeExplanation(
        meaning: "A visible text (a label's, from its leading edge for its estimated width, "
          + "one em tall) overlaps another visible text, a button, the search bar or a view "
          + "with a background drawn over it at some progress, in the reference environment or "
          + "some environment of the matrix (which the message names). A view with a "
          + "background drawn under the text is what it is drawn on (a banner, a card), and "
          + "images are not judged; a label declares any other subview it is meant to sit on "
          + "with \"sitsOn\": [\"id\"].",
        example: Self.matrixExample(
          supports: #""devices": ["iPhone 15"]"#,
          subview: #"{ "id": "title", "kind": "label", "text": "Favourites", "#
            + #""keyframes": [ { "progress": 0, "frame": [16, 40, 200, 22] } ] }, "#
            + #"{ "id": "edit", "kind": "button", "title": "Edit", "#
            + #""keyframes": [ { "progress": 0, "frame": [90, 40, 60, 22] } ] }"#),
        fix: "Move the text or the other subview clear of each other, fade one out where they "
          + "meet, or, when the text is meant to sit on it, name it in the label's sitsOn.")
    case .fullBleedSuggested:
      CodeExplanation(
        meaning: "A banner (a view or an image anchored to both the leading and the trailing "
          + "edge) is pinned at 0 to the bar's top or side, and on some device of the matrix "
          + "the safe area moves that edge: the top down by the top inset's difference from "
          + "referenceTopInset (under the Dynamic Island), the sides in by the side insets "
          + "(in landscape). The bar shows a strip there that the banner does not cover. A "
          + "hint: ignoresSafeArea keeps the edge at the bar's.",
        example: Self.matrixExample(
          supports: #""devices": ["iPhone 15"]"#,
          subview: ##"{ "id": "banner", "kind": "view", "backgroundColor": "#3366FF", "##
            + #""keyframes": [ { "progress": 0, "#
            + #""anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } } ] }"#),
        fix: "Add \"ignoresSafeArea\" for the edges (the quick fix does; it changes the banner "
          + "on those devices, so check --fix leaves it to you), or keep the margin if the "
          + "strip is meant.")
    case .titleOverlapsButton:
      CodeExplanation(
        meaning: "In a largeTitle bar, the text of a label with text style largeTitle reaches "
          + "a visible button at some content size: the title grows with Dynamic Type, the "
          + "button does not move. Reported with --content-size or a supports matrix only.",
        example: """
          {
            "bar": {},
            "behavior": { "kind": "largeTitle", "snappingEnabled": false },
            "supports": { "devices": ["iPhone 15"], "contentSizes": ["L", "AX5"] },
            "subviews": [
              { "id": "title", "kind": "label", "text": "Library",
                "font": { "textStyle": "largeTitle" },
                "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "bottom": 8 }, "size": [361, 41] },
                  { "progress": 0.5, "alpha": 0 } ] },
              { "id": "add", "kind": "button", "title": "+",
                "keyframes": [ { "progress": 0, "anchor": { "leading": 240, "bottom": 8 }, "size": [44, 41] },
                  { "progress": 0.5, "alpha": 0 } ] }
            ]
          }
          """,
        fix: "Keep the title's frame clear of the buttons (end it before them), or move the "
          + "buttons to the compact bar.")
    case .cannotFullyCollapse:
      CodeExplanation(
        meaning: "Reported by simulate, on the events file: the content cannot scroll far "
          + "enough for the bar to collapse fully. From the top it scrolls at most contentHeight "
          + "- viewportHeight + contentInsetTop points, and the bar needs maxHeight - minHeight. "
          + "On a device (--device, or each device of the spec's supports) the viewport is the "
          + "screen's height unless the events file gives viewportHeight, so content that "
          + "collapses the bar on a small screen may not on a tall one. Without either, the "
          + "viewport is the events file's viewportHeight (667 when it gives none).",
        example: Self.matrixExample(
          supports: #""devices": ["iPhone SE 3rd generation", "iPhone 15"]"#,
          subview: ""),
        fix: "Make the content taller (at least the viewport minus the collapsed bar), or give "
          + "the bar a shorter range.",
        simulateEvents: """
          {
            "scrollView": { "contentHeight": 650 },
            "events": [{ "type": "scroll", "offset": 0 }]
          }

          """)
    default:
      nil
    }
  }

  /// A bar 100 pt tall collapsing to 64 with `supports` and one subview (`fixed`; without a
  /// subview, a `squareCash` bar that does not snap).
  private static func matrixExample(supports: String, subview: String) -> String {
    let behavior =
      subview.isEmpty ? #""kind": "squareCash", "snappingEnabled": false"# : #""kind": "fixed""#
    return """
      {
        "bar": { "maxHeight": 100, "minHeight": 64 },
        "behavior": { \(behavior) },
        "supports": { \(supports) },
        "subviews": [ \(subview) ]
      }
      """
  }
}
