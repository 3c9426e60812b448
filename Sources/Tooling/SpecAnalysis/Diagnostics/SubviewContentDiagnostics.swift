import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// The checks of what subviews show, from the model as written and the document: an empty
/// title-menu title (HS508), and the images and accessibility checks (HS6xx):
/// an `image` that names an SF Symbol (HS601, with a fix to `systemImage`), and a button with
/// an image, no title and no `accessibilityLabel` (HS602, with a fix that adds one from the
/// id). No geometry: they are part of the first, cheap stage of the analysis. O(subviews).
struct SubviewContentDiagnostics {
  let tree: SyntaxTree
  let map: SourceMap

  func diagnostics(of spec: HeaderSpec) -> [Diagnostic] {
    var output: [Diagnostic] = []
    for (index, subview) in spec.subviews.enumerated() where index < map.subviewNodes.count {
      let object = map.subviewNodes[index]
      if case .titleMenu(let menu) = subview.kind, menu.items.contains("") {
        output += emptyTitles(of: subview.id, in: object)
      }
      let image: String?
      let symbol: String?
      let title: String?
      switch subview.kind {
      case .image(let name, let systemImage, _): (image, symbol, title) = (name, systemImage, nil)
      case .button(let text, let name, let systemImage):
        (image, symbol, title) = (name, systemImage, text)
      default: continue
      }
      let imageKey = key(named: "image", in: object)
      if let image, let imageKey, symbol == nil, SymbolNameShape.looksLikeSymbol(image) {
        output.append(
          Diagnostic(
            code: .symbolAsAssetName,
            message: "image \"\(image)\" is an SF Symbol's name, not an asset's: "
              + "UIImage(named:) and Image(_:) find no asset and the view stays blank; "
              + "name the symbol with systemImage",
            range: imageKey, fix: .replaceKey(suggestion: "systemImage")))
      }
      guard case .button = subview.kind, title?.isEmpty ?? true,
        subview.accessibilityLabel == nil,
        let place = key(named: "systemImage", in: object) ?? imageKey
      else { continue }
      output.append(
        Diagnostic(
          code: .buttonWithoutAccessibilityLabel,
          message: "button \(subview.id) shows an image and no title, and has no "
            + "accessibilityLabel: VoiceOver cannot say what it does",
          range: place,
          fix: .insertMembers(
            object: tree.range(object),
            members: [
              .init(key: "accessibilityLabel", valueJSON: JSONText.string(Self.words(subview.id)))
            ])))
    }
    return output
  }

  /// HS508 at each empty string of the title menu's `items`.
  private func emptyTitles(of id: String, in object: NodeID) -> [Diagnostic] {
    guard let items = tree.lastMember(named: "items", in: object).flatMap(tree.value(of:))
    else { return [] }
    return tree.children(items).enumerated().compactMap { position, item in
      guard tree.stringValue(item) == "" else { return nil }
      return Diagnostic(
        code: .titleMenuEmptyTitle,
        message: "items[\(position)] of \(id) is empty: LargeTitleStyle skips a title of zero "
          + "size, and the titles after it then underline the wrong line when selected",
        range: tree.range(item))
    }
  }

  /// The range of the key of the last member `name` of `object` that has a string value.
  private func key(named name: String, in object: NodeID) -> ByteRange? {
    guard let member = tree.lastMember(named: name, in: object),
      tree.value(of: member).flatMap(tree.stringValue) != nil
    else { return nil }
    return tree.range(tree.key(of: member))
  }

  /// An id as words for a label to review: `backButton`, `back-button` and `back_button` are
  /// "Back button".
  static func words(_ id: String) -> String {
    var words: [String] = []
    var word = ""
    for character in id {
      if character == "-" || character == "_" || character == " " || character == "." {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else if character.isUppercase, let last = word.last, !last.isUppercase {
        words.append(word)
        word = String(character)
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word) }
    let text = words.map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }
      .joined(separator: " ")
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
