import SpecAnalysis

extension DiagnosticCode {
  /// The explanations of the HS2xx codes (the format's structure); nil for the other codes.
  var schemaExplanation: CodeExplanation? {
    switch self {
    case .unknownKey:
      CodeExplanation(
        meaning: "A key the format does not define at this place, often a misspelling. The "
          + "message names the closest known key, or lists the keys allowed there.",
        example: """
          {
            "bar": { "maxHeight": 100, "minHieght": 50 },
            "behavior": { "kind": "fixed" }
          }

          """,
        fix: "Correct the spelling (the quick fix does when a close key exists) or remove the key.")
    case .wrongType:
      CodeExplanation(
        meaning: "A value has the wrong JSON type: a number written as a string, an object "
          + "where an array is needed.",
        example: subviewExample(#""width": "375""#),
        fix: "Write the value with the type the message names (375, not \"375\"); the quick "
          + "fix, which --fix applies, unquotes a number or a boolean (\"yes\", \"no\", "
          + "\"true\", \"false\") written as a string.")
    case .missingRequiredKey:
      CodeExplanation(
        meaning: "An object lacks a key the format requires: bar needs maxHeight, the document "
          + "needs bar and behavior, a subview needs id and keyframes.",
        example: """
          {
            "bar": { "minHeight": 50 },
            "behavior": { "kind": "fixed" }
          }

          """,
        fix: "Add the key (the quick fix inserts it with a placeholder value).")
    case .valueNotInEnum:
      CodeExplanation(
        meaning: "A value is not one of those the format allows here, such as a behaviour kind "
          + "in the wrong case.",
        example: """
          {
            "bar": { "maxHeight": 100, "minHeight": 50 },
            "behavior": { "kind": "squarecash" }
          }

          """,
        fix: "Use one of the values the message lists (the quick fix picks the closest).")
    case .numberOutOfRange:
      CodeExplanation(
        meaning: "A number is below the minimum or above the maximum the format allows: a "
          + "progress, alpha or snapping target outside 0 to 1, a negative height.",
        example: subviewExample(keyframe: #""frame": [0, 0, 10, 10], "alpha": 1.5"#),
        fix: "Bring the number into the range the message gives.")
    case .notAnInteger:
      CodeExplanation(
        meaning: "A number has a fractional part where a whole number is needed (zIndex, "
          + "selected, version).",
        example: subviewExample(keyframe: #""frame": [0, 0, 10, 10], "zIndex": 1.5"#),
        fix: "Write a whole number.")
    case .patternMismatch:
      CodeExplanation(
        meaning: "A string does not have the required form: an id must start with a letter or "
          + "_ and hold only letters, digits, _ and -; a colour is #RGB, #RRGGBB or #RRGGBBAA.",
        example: subviewExample(id: "profile image"),
        fix: "Rewrite the string in the form the message describes (profileImage, #FF8800).")
    case .wrongArrayLength:
      CodeExplanation(
        meaning: "An array has too few or too many elements: frame needs 4 numbers, center "
          + "and size 2, keyframes and items at least 1.",
        example: subviewExample(keyframe: #""frame": [0, 0, 10]"#),
        fix: "Give the array the number of elements the message names.")
    case .conflictingKeys:
      CodeExplanation(
        meaning: "Two keys that cannot be used together: frame with center or anchor (frame "
          + "already places the view), or two anchor edges on one axis with a size.",
        example: subviewExample(keyframe: #""frame": [0, 0, 10, 10], "center": [5, 5]"#),
        fix: "Keep one of the two keys.")
    case .emptyObject:
      CodeExplanation(
        meaning: "An object that must hold at least one key is empty (an anchor, a transform).",
        example: subviewExample(keyframe: #""size": [10, 10], "anchor": {}"#),
        fix: "Add a key (anchor: leading, trailing, centerX, top, bottom or centerY) or remove "
          + "the object.")
    case .missingAlternative:
      CodeExplanation(
        meaning: "One of several keys is required and none is present: a button needs a title "
          + "or an image.",
        example: """
          {
            "bar": { "maxHeight": 100, "minHeight": 50 },
            "behavior": { "kind": "fixed" },
            "subviews": [
              {
                "id": "close",
                "kind": "button",
                "keyframes": [ { "progress": 0, "frame": [0, 0, 30, 30] } ]
              }
            ]
          }

          """,
        fix: "Add one of the keys the message names.")
    case .unsupportedVersion:
      CodeExplanation(
        meaning: "The spec declares a format version other than 1, the only one that exists.",
        example: subviewExample(#""version": 2"#),
        fix: "Write \"version\": 1, or leave version out (1 is the default).")
    case .keyIgnoredByKind:
      CodeExplanation(
        meaning: """
          A behaviour key that only another behaviour kind uses (thresholds belongs to \
          facebook); the chosen kind ignores it. Usually left over from changing kind.
          """,
        example: """
          {
            "bar": { "maxHeight": 100, "minHeight": 50 },
            "behavior": { "kind": "fixed", "thresholds": { "fromTop": 10 } }
          }

          """,
        fix: "Remove the key, or change kind to the behaviour that uses it.")
    case .inexactInteger:
      CodeExplanation(
        meaning: """
          An integer beyond 2^53 (9007199254740992) that a 64-bit floating point value \
          cannot hold: it reads as the nearest one (9007199254740993 as 9007199254740992), \
          here and in every reader of the spec, so the spec does not say what it means.
          """,
        example: """
          {
            "bar": { "maxHeight": 100, "minHeight": 50 },
            "behavior": { "kind": "fixed" },
            "subviews": [
              { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10], "zIndex": 9007199254740993 } ] }
            ]
          }

          """,
        fix: "Write a number a double holds: at most 2^53, or the value it reads as.")
    default:
      nil
    }
  }

  /// A valid fixed bar with `members` added last, or with one subview `id` whose only
  /// keyframe holds `keyframe` (after its progress).
  private func subviewExample(
    _ members: String? = nil, id: String = "avatar",
    keyframe: String = #""frame": [0, 0, 10, 10]"#
  ) -> String {
    let last =
      members
        ?? """
        "subviews": [
            { "id": "\(id)", "keyframes": [ { "progress": 0, \(keyframe) } ] }
          ]
        """
    return """
      {
        "bar": { "maxHeight": 100, "minHeight": 50 },
        "behavior": { "kind": "fixed" },
        \(last)
      }

      """
  }
}
