import SpecAnalysis

extension DiagnosticCode {
  /// The explanations of the HS6xx codes (images and accessibility); nil for the other codes.
  var contentExplanation: CodeExplanation? {
    switch self {
    case .symbolAsAssetName:
      CodeExplanation(
        meaning: "An image or button's image names an SF Symbol (chevron.backward, ellipsis): "
          + "image is an asset's name, which UIImage(named:) and SwiftUI's Image(_:) look up "
          + "in the app's asset catalog, so the view stays blank. systemImage names a symbol.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 44"#,
          subviews: [
            #"{ "id": "back", "kind": "button", "image": "chevron.backward", "accessibilityLabel": "Back", "keyframes": [ { "progress": 0, "frame": [8, 50, 44, 44] } ] }"#
          ]),
        fix: "Rename the key to systemImage (the quick fix does), or name an asset.")
    case .buttonWithoutAccessibilityLabel:
      CodeExplanation(
        meaning: "A button shows an image and no title, and has no accessibilityLabel: "
          + "VoiceOver reads the image's name (\"chevron.backward\") or nothing.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 44"#,
          subviews: [
            #"{ "id": "back", "kind": "button", "systemImage": "chevron.backward", "keyframes": [ { "progress": 0, "frame": [8, 50, 44, 44] } ] }"#
          ]),
        fix: "Add an accessibilityLabel that says what the button does (\"Back\"); the quick "
          + "fix inserts one made from the id, to review.")
    default: nil
    }
  }
}
