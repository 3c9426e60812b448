import HeaderGeometry
import SpecAnalysis

extension DiagnosticCode {
  /// The explanations of the HS4xx codes (behaviour and snapping) and the HS5xx codes
  /// (built-in layouts); nil for the other codes.
  var behaviorExplanation: CodeExplanation? {
    switch self {
    case .snappingRangeReversed:
      CodeExplanation(
        meaning: "A snapping range has from greater than to, so it matches no progress.",
        example: snappingExample([#"{ "target": 0, "from": 0.8, "to": 0.2 }"#], enabled: false),
        fix: "Swap from and to.")
    case .overlappingSnappingRanges:
      CodeExplanation(
        meaning: "Two snapping ranges share more than an endpoint; where they overlap the "
          + "earlier one wins, so part of the later one has no effect.",
        example: snappingExample([
          #"{ "target": 0, "from": 0, "to": 0.6 }"#, #"{ "target": 1, "from": 0.4, "to": 1 }"#,
        ]),
        fix: "Make the ranges meet at an endpoint (to of one equals from of the next).")
    case .snappingGap:
      CodeExplanation(
        meaning: "Snapping is enabled but the ranges leave an interval of progress uncovered; "
          + "a scroll that ends there leaves the bar half collapsed.",
        example: snappingExample([
          #"{ "target": 0, "from": 0, "to": 0.4 }"#, #"{ "target": 1, "from": 0.6, "to": 1 }"#,
        ]),
        fix: "Extend a range over the gap, or add a range for it.")
    case .snappingWithoutRanges:
      CodeExplanation(
        meaning: "Snapping is enabled (the default) but there are no snapping ranges, so the "
          + "bar never snaps.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 50"#, behavior: #""snappingEnabled": true"#),
        fix: "Add snapping ranges, or set snappingEnabled to false.")
    case .blkTruncation:
      CodeExplanation(
        meaning: "BLKFlexibleHeightBar stores snapping ranges as whole percents, so a range "
          + "bound that is not a whole percent would match a slightly different range there. "
          + "HeaderSpec keeps the exact range.",
        example: snappingExample([
          #"{ "target": 0, "from": 0, "to": 0.4706 }"#,
          #"{ "target": 1, "from": 0.4706, "to": 1 }"#,
        ]),
        fix: "Round the bounds to whole percents (0.47) when the spec must match BLK exactly; "
          + "otherwise ignore it or turn the code off.")
    case .sampleNeverReached:
      CodeExplanation(
        meaning: "Reported by preview: a sample progress the behaviour never reaches, such as "
          + "anything but 0 for a fixed bar, below 1 with displayMode never, or below 0 (a "
          + "stretch) without elastic. The preview still shows the geometry there, and says so.",
        example: barExample(#""maxHeight": 60"#, kind: "fixed"),
        fix: "Preview the progress values the bar reaches (--progress), or change the "
          + "behaviour; turn the code off when the samples are wanted.",
        reportedByPreview: true)
    case .titleMenuWithKeyframes:
      CodeExplanation(
        meaning: "A titleMenu lays itself out across the bar; keyframes on it are ignored.",
        example: layoutExample(
          #"{ "id": "menu", "kind": "titleMenu", "items": ["A"], "keyframes": [ { "progress": 0 } ] }"#
        ),
        fix: "Remove the keyframes.")
    case .titleMenuSelectionOutOfRange:
      CodeExplanation(
        meaning: "A titleMenu's selected index is not an index of its items, so no item is "
          + "selected.",
        example: layoutExample(
          #"{ "id": "menu", "kind": "titleMenu", "items": ["A", "B"], "selected": 5 }"#),
        fix: "Use an index from 0 to the number of items minus 1.")
    case .titleMenuTitleTooLong:
      CodeExplanation(
        meaning: "A titleMenu item is longer than 10 characters; LargeTitleStyle drops such "
          + "titles, which shifts the indices of the items after it. Characters are counted "
          + "as NSString.length counts them: UTF-16 code units, so an emoji beyond U+FFFF "
          + "counts 2.",
        example: layoutExample(
          #"{ "id": "menu", "kind": "titleMenu", "items": ["Home", "Notifications"] }"#),
        fix: "Shorten the title to 10 characters or fewer.")
    case .titleMenuEmptyTitle:
      CodeExplanation(
        meaning: "A titleMenu item is the empty string. LargeTitleStyle skips a title of zero "
          + "size when it builds the menu, and a skipped title leaves the buttons after it out "
          + "of step with their underline lines: selecting one underlines the wrong line (or "
          + "none). HeaderSpec's previews and runtime keep every index.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 44"#,
          subviews: [
            #"{ "id": "menu", "kind": "titleMenu", "items": ["Home", "", "Saved"], "selected": 2 }"#
          ]),
        fix: "Remove the empty item (and lower selected past it), or give it a title.")
    case .titleMenuMaxStretchWithoutEffect:
      CodeExplanation(
        meaning: "A titleMenu's maxStretchMode caps the menu's container at 96 pt "
          + "(LargeTitleStyle's MIN(H, 96)), but the bar is never taller than that: it is not "
          + "elastic and its maxHeight is at most 96, or its stretchLimit is, so the key changes "
          + "nothing.",
        example: barExample(
          #""maxHeight": 90, "minHeight": 44"#,
          subviews: [
            #"{ "id": "menu", "kind": "titleMenu", "items": ["Home"], "maxStretchMode": true }"#
          ]),
        fix: "Remove maxStretchMode, or make the bar elastic so that it stretches past 96 pt.")
    case .searchBarTallerThanCollapsedBar:
      CodeExplanation(
        meaning: "A search bar (56 pt tall) is taller than the collapsed bar (minHeight), so "
          + "it is cut off when the bar collapses.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 44"#, kind: "fixed",
          subviews: [
            #"{ "id": "search", "kind": "searchBar", "keyframes": [ { "progress": 0, "center": [187.5, 50] } ] }"#
          ]),
        fix: "Pin the search bar to the collapsed height (44 pt), or raise minHeight to 56.")
    case .searchFieldOutsideBar:
      CodeExplanation(
        meaning: "A visible search bar's text field reaches past the bar's left or right edge at "
          + "some progress, so part of the field is off screen. The field is laid out inside the "
          + "search bar at field.inset, field.widthFraction of its width wide.",
        example: barExample(
          #""maxHeight": 56, "minHeight": 56"#, kind: "fixed",
          subviews: [
            #"{ "id": "search", "kind": "searchBar", "field": { "inset": [100, 8] }, "keyframes": [ { "progress": 0, "center": [187.5, 28] } ] }"#
          ]),
        fix: "Narrow the field with field.inset or field.widthFraction, or move the search bar.")
    case .buttonOverSearchField:
      CodeExplanation(
        meaning: "A visible button covers part of a visible search bar's text field at some "
          + "progress: taps there reach the button, not the field.",
        example: barExample(
          #""maxHeight": 44, "minHeight": 44"#, kind: "fixed",
          subviews: [
            #"{ "id": "search", "kind": "searchBar", "height": 44, "keyframes": [ { "progress": 0, "center": [187.5, 22] } ] }"#,
            #"{ "id": "scan", "kind": "button", "image": "scan", "keyframes": [ { "progress": 0, "frame": [290, 7, 30, 30] } ] }"#,
          ]),
        fix: "Move the button off the field, or narrow the field (field.widthFraction).")
    default:
      nil
    }
  }

  /// A squareCash bar with these snapping ranges.
  private func snappingExample(_ ranges: [String], enabled: Bool = true) -> String {
    """
    {
      "bar": { "maxHeight": 100, "minHeight": 50 },
      "behavior": {
        "kind": "squareCash",
        "snappingEnabled": \(enabled),
        "snapping": [
    \(ranges.map { "      " + $0 }.joined(separator: ",\n"))
        ]
      }
    }

    """
  }

  /// A squareCash bar that does not snap, with this one subview.
  private func layoutExample(_ subview: String) -> String {
    barExample(#""maxHeight": 100, "minHeight": 50"#, subviews: [subview])
  }
}
