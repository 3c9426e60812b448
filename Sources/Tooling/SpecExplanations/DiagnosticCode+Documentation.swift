import HeaderGeometry
import SpecAnalysis

extension DiagnosticCode {
  /// A short name for the code (README tables, SARIF rule names).
  public var title: String { documentation.title }

  /// One sentence on what the code means (README, SARIF help).
  public var summary: String { documentation.summary }

  private var documentation: (title: String, summary: String) {
    switch self {
    case .unexpectedCharacter:
      ("Unexpected character", "A character or word that cannot start a JSON value here.")
    case .unexpectedToken:
      ("Unexpected token", "A JSON token that is not allowed at this place.")
    case .missingValue: ("Missing value", "A value is needed here.")
    case .missingComma: ("Missing comma", "Two members or elements without a comma between them.")
    case .missingColon: ("Missing colon", "A property name that is not followed by a colon.")
    case .propertyNameExpected:
      ("Property name expected", "A property name must be a string in double quotes.")
    case .trailingComma:
      ("Trailing comma", "A comma before a closing bracket (allowed when comments are allowed).")
    case .unclosedContainer:
      ("Unclosed object or array", "An object or array that is not closed.")
    case .unterminatedString:
      ("Unterminated string", "A string without its closing quote on the same line.")
    case .invalidEscape: ("Invalid escape", "A backslash escape that JSON does not define.")
    case .controlCharacterInString:
      ("Control character in string", "A raw control character inside a string.")
    case .invalidNumber: ("Invalid number", "A number that does not follow JSON's grammar.")
    case .numberTooLarge: ("Number too large", "A number too large for a double.")
    case .commentNotAllowed:
      ("Comment not allowed", "A comment in a document that must be plain JSON.")
    case .unterminatedComment:
      ("Unterminated comment", "A block comment without its closing */.")
    case .duplicateKey: ("Duplicate key", "The same property name twice in one object.")
    case .invalidUTF8: ("Invalid UTF-8", "Bytes that are not well-formed UTF-8.")
    case .byteOrderMark: ("Byte order mark", "A UTF-8 byte order mark at the start.")
    case .contentAfterRoot:
      ("Content after the document", "Anything but whitespace after the root value.")
    case .nestingTooDeep:
      ("Nesting too deep", "Objects and arrays nested too deeply; the deeper part is skipped.")
    case .unknownKey:
      ("Unknown key", "A key the format does not define at this place (with a close known key).")
    case .wrongType: ("Wrong type", "A value of the wrong JSON type.")
    case .missingRequiredKey: ("Missing required key", "A required key is missing.")
    case .valueNotInEnum: ("Value not allowed", "A value that is not one of the allowed values.")
    case .numberOutOfRange:
      ("Number out of range", "A number below the minimum or above the maximum.")
    case .notAnInteger:
      ("Not an integer", "A number with a fractional part where an integer is needed.")
    case .patternMismatch:
      ("Malformed string", "A string that does not have the required form (an id, a colour).")
    case .wrongArrayLength:
      ("Wrong number of elements", "An array with too few or too many elements.")
    case .conflictingKeys:
      ("Conflicting keys", "Two keys that cannot be used together (frame and center, two edges).")
    case .emptyObject: ("Empty object", "An object that needs at least one key.")
    case .missingAlternative:
      ("Missing one of several keys", "One of several keys is needed (a button's title or image).")
    case .unsupportedVersion: ("Unsupported version", "Only format version 1 exists.")
    case .keyIgnoredByKind:
      ("Key ignored by this behaviour", "A behaviour key that only another behaviour kind uses.")
    case .minHeightAboveMaxHeight:
      ("minHeight above maxHeight", "The bar would grow as it collapses.")
    case .equalHeights:
      ("Equal heights", "minHeight equals maxHeight with a behaviour that moves the bar.")
    case .stretchLimitBelowMaxHeight:
      ("stretchLimit below maxHeight", "The stretch limit is below the bar's maximum height.")
    case .stretchLimitWithoutElastic:
      ("stretchLimit without elastic", "A stretch limit on a behaviour that never stretches.")
    case .keyframesOutOfOrder:
      ("Keyframes out of order", "Keyframes must be listed in ascending progress.")
    case .duplicateKeyframeProgress:
      ("Duplicate keyframe progress", "Two keyframes of one subview share a progress.")
    case .firstKeyframeAboveZero:
      ("First keyframe above 0", "BLKFlexibleHeightBar leaves the view in its last state below it.")
    case .firstKeyframeWithoutGeometry:
      ("First keyframe without geometry", "The first keyframe must give a position and a size.")
    case .frameWithTransform:
      (
        "frame with transform",
        "frame and transform in one keyframe (BLK's setters drop the frame)."
      )
    case .rotationInterpolation:
      (
        "Rotation shrinks the view",
        "Rotations that differ between keyframes shrink the view in between."
      )
    case .outsideBar:
      ("Subview outside the bar", "A visible subview reaches outside the bar at some progress.")
    case .duplicateSubviewID: ("Duplicate subview id", "Two subviews share an id.")
    case .cannotFullyCollapse:
      (
        "Content too short to collapse",
        "On some device the content cannot scroll far enough for the bar to collapse fully."
      )
    case .expectationNotMet:
      (
        "Expectation not met",
        "An event's record differs from what its expect object says."
      )
    case .eventsSpecUnavailable:
      (
        "Events without a spec to replay",
        "An events file's expectations cannot be checked: it names no spec, or the spec "
          + "cannot be read or has errors."
      )
    case .outsideSafeArea:
      (
        "Subview outside the safe area",
        "On some device or orientation a label or button reaches under the status bar or "
          + "the sensor housing."
      )
    case .textDoesNotFit:
      (
        "Text does not fit",
        "In some environment a label's text is wider (an estimate) or taller than its frame."
      )
    case .textOverlap:
      (
        "Text overlaps",
        "A visible text overlaps another text, a button, the search bar or a view with a "
          + "background."
      )
    case .fullBleedSuggested:
      (
        "Banner moved by the safe area",
        "A banner pinned at 0 to the bar's top or side leaves a strip uncovered on some device."
      )
    case .partsInterpolationSuggested:
      (
        "Scale and scaled translation interpolated as matrices",
        "A keyframe pair changes a scale and a scaledTranslate together; parts interpolation "
          + "follows .scaledBy().translatedBy()."
      )
    case .titleOverlapsButton:
      (
        "Large title over a button",
        "At some content size a large-title bar's title reaches a button."
      )
    case .geometryOverflow:
      (
        "Geometry overflows",
        "Numbers so large that the layout overflows a 64-bit floating point number."
      )
    case .unknownReference:
      ("Unknown reference", "An anchor references an id no subview has.")
    case .selfReference: ("Self reference", "An anchor references the subview itself.")
    case .invalidReferenceEdge:
      ("Invalid reference edge", "A reference names no edge, or an edge of the other axis.")
    case .referenceCycle:
      ("Reference cycle", "Anchors reference each other in a circle, so none can be placed.")
    case .axisDefinedTwice:
      ("Axis defined twice", "A size on an axis whose two outer edges are both anchored.")
    case .negativeAnchoredLength:
      ("Negative anchored size", "The two anchored edges of an axis cross at some progress.")
    case .keyframeLosesGeometry:
      (
        "Keyframe loses geometry",
        "A keyframe leaves an axis without a position or a size, which then count as 0."
      )
    case .edgeMergeStretches:
      (
        "Edge merge stretches",
        "A keyframe adds the opposite edge to a lone inherited one: a sized view stretches."
      )
    case .absoluteHorizontalPosition:
      (
        "Absolute horizontal position",
        "A subview placed at an absolute x in a spec that supports more than one width."
      )
    case .keyframeBelowReachableProgress:
      ("Keyframe never reached", "A keyframe below the lowest progress the stretch reaches.")
    case .snappingRangeReversed:
      ("Snapping range reversed", "A snapping range with from greater than to matches nothing.")
    case .overlappingSnappingRanges:
      ("Overlapping snapping ranges", "Two snapping ranges share more than an endpoint.")
    case .snappingGap:
      ("Snapping gap", "An interval of progress where the bar never snaps.")
    case .snappingWithoutRanges:
      ("Snapping without ranges", "Snapping is enabled but there are no ranges.")
    case .blkTruncation:
      (
        "BLK truncates the range",
        "BLKFlexibleHeightBar stores ranges as whole percents and would differ."
      )
    case .sampleNeverReached:
      (
        "Preview sample never reached",
        "A preview sample at a progress the behaviour never reaches (fixed, displayMode never, a stretch without elastic)."
      )
    case .titleMenuWithKeyframes:
      ("titleMenu with keyframes", "A titleMenu lays itself out; its keyframes are ignored.")
    case .titleMenuSelectionOutOfRange:
      ("Selected index out of range", "A titleMenu's selected index is not an index of its items.")
    case .titleMenuTitleTooLong:
      ("Title too long", "LargeTitleStyle drops titles longer than 10 characters.")
    case .titleMenuMaxStretchWithoutEffect:
      ("maxStretchMode without effect", "maxStretchMode on a bar never taller than 96 pt.")
    case .titleMenuEmptyTitle:
      ("Empty title-menu title", "An empty title, which LargeTitleStyle skips.")
    case .inexactInteger:
      ("Inexact integer", "An integer that a 64-bit floating point value cannot hold exactly.")
    case .symbolAsAssetName:
      ("SF Symbol named as an asset", "An image names an SF Symbol where an asset is expected.")
    case .buttonWithoutAccessibilityLabel:
      (
        "Image button without a label",
        "A button with an image and no title has no accessibilityLabel."
      )
    case .searchBarTallerThanCollapsedBar:
      (
        "Search bar taller than the collapsed bar",
        "A search bar taller than minHeight is cut off when collapsed."
      )
    case .searchFieldOutsideBar:
      (
        "Search field outside the bar",
        "A visible search bar's text field reaches past the bar's left or right edge."
      )
    case .buttonOverSearchField:
      (
        "Button over the search field",
        "A visible button covers part of a visible search bar's text field."
      )
    }
  }
}
