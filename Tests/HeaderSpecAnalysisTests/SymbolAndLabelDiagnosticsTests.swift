import HeaderGeometry
import SpecAnalysis
import TestSupport
import Testing

/// SF Symbols and accessibility labels (HS601, HS602): an `image` named as a symbol is a
/// warning with a fix to `systemImage`; a button with an image and no title or label is a
/// warning with a fix that adds a label from its id; `image` and `systemImage` together are a
/// conflict.
@Suite struct SymbolAndLabelDiagnosticsTests {
  static func spec(_ subviews: String) -> String {
    #"{ "version": 1, "name": "日本🙂", "bar": { "maxHeight": 100, "minHeight": 44 }, "#
      + #""behavior": { "kind": "fixed" }, "subviews": [ "# + subviews + " ] }"
  }

  static let frame = #""keyframes": [ { "progress": 0, "frame": [8, 0, 44, 44] } ]"#

  @Test func aSymbolNamedAsAnAssetIsAWarning() {
    checkDiagnostics(
      Self.spec(
        #"{ "id": "back", "kind": "button", 1️⃣"image": "chevron.backward", "#
          + #""accessibilityLabel": "戻る", \#(Self.frame) }, "#
          + #"{ "id": "icon", "kind": "image", 2️⃣"image": "ellipsis", \#(Self.frame) }"#),
      expected: """
        1️⃣ warning HS601 image "chevron.backward" is an SF Symbol's name, not an asset's: UIImage(named:) and Image(_:) find no asset and the view stays blank; name the symbol with systemImage
        2️⃣ warning HS601 image "ellipsis" is an SF Symbol's name, not an asset's: UIImage(named:) and Image(_:) find no asset and the view stays blank; name the symbol with systemImage
        """)
  }

  @Test func theFixRenamesTheKey() {
    checkAction(
      Self.spec(#"{ "id": "a", "kind": "image", 1️⃣"image": "person.crop.circle", \#(Self.frame) }"#),
      title: "Replace with `systemImage`",
      expected: Self.spec(
        #"{ "id": "a", "kind": "image", "systemImage": "person.crop.circle", \#(Self.frame) }"#))
  }

  @Test(arguments: ["avatar", "logo.png", "Back.Icon", "header-bg", "photo.2x.jpg", "profile"])
  func anAssetsNameIsNotASymbol(_ name: String) {
    let text = Self.spec(#"{ "id": "a", "kind": "image", "image": "\#(name)", \#(Self.frame) }"#)
    #expect(!SpecDocument(text: text).diagnostics.contains { $0.code == .symbolAsAssetName })
  }

  @Test func imageAndSystemImageConflict() {
    let text = Self.spec(
      #"{ "id": "a", "kind": "image", "image": "avatar", "systemImage": "person", \#(Self.frame) }"#
    )
    let codes = SpecDocument(text: text).diagnostics.map(\.code)
    #expect(codes.contains(.conflictingKeys))
  }

  @Test func anImageOnlyButtonNeedsALabel() {
    checkDiagnostics(
      Self.spec(
        #"{ "id": "backButton", "kind": "button", 1️⃣"systemImage": "chevron.backward", "#
          + #"\#(Self.frame) }, "#
          + #"{ "id": "b", "kind": "button", "systemImage": "xmark", "title": "閉じる", "#
          + #"\#(Self.frame) }, "#
          + #"{ "id": "c", "kind": "button", "systemImage": "xmark", "#
          + #""accessibilityLabel": "Close", \#(Self.frame) }"#),
      expected: """
        1️⃣ warning HS602 button backButton shows an image and no title, and has no accessibilityLabel: VoiceOver cannot say what it does
        """)
  }

  @Test func theFixAddsALabelFromTheID() {
    let button = #"{ "id": "close-button", "kind": "button", 1️⃣"systemImage": "xmark", "#
    checkAction(
      Self.spec(button + #"\#(Self.frame) }"#), title: "Add `accessibilityLabel`",
      expected: Self.spec(
        #"{ "id": "close-button", "kind": "button", "systemImage": "xmark", "#
          + #"\#(Self.frame), "accessibilityLabel": "Close button" }"#))
  }

  @Test func aButtonWithASymbolIsValid() {
    let text = Self.spec(
      #"{ "id": "more", "kind": "button", "systemImage": "ellipsis", "#
        + #""accessibilityLabel": "More", \#(Self.frame) }"#)
    #expect(SpecDocument(text: text).diagnostics.filter { $0.severity == .error }.isEmpty)
  }
}
