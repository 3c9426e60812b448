import HeaderGeometry
import HeaderSpecLoading
import TestSupport

/// A seeded family of header specs as text, for properties over every environment: each
/// behaviour kind, bars from 20 to 300 pt, views, labels (some with a text style), buttons and
/// images, placed by frames, centres and sizes, margins to the bar's edges (some that cross
/// as the bar collapses) and references to earlier subviews, with alpha and keyframes at
/// quarter steps. Not every one is clean; a property says which ones it holds for.
enum GeneratedSpecs {
  static let kinds = ["squareCash", "facebook", "safari", "largeTitle", "fixed"]
  static let textStyles = ["largeTitle", "title1", "headline", "body", "caption2"]

  /// The spec of `seed`, with a `supports` of every preset device, both orientations, every
  /// content size and both directions when `everyEnvironment` is true.
  static func text(seed: UInt64, everyEnvironment: Bool) -> String {
    var g = SeededGenerator(seed: seed)
    let maxHeight = Double(Int.random(in: 88...600, using: &g)) / 2
    let minHeight = Double(Int.random(in: 40...Int(maxHeight * 2), using: &g)) / 2
    let kind = kinds.randomElement(using: &g)!
    let count = Int.random(in: 1...5, using: &g)
    let subviews = (0..<count).map { subview($0, &g) }
    let devices = Device.presets.map { "\"\($0.name)\"" }.joined(separator: ", ")
    let sizes = HeaderEnvironment.ContentSizeCategory.allCases.map { "\"\($0.shortName)\"" }
    let supports =
      everyEnvironment
      ? """
      "supports": { "devices": [\(devices)], "orientations": ["portrait", "landscape"],
        "contentSizes": [\(sizes.joined(separator: ", "))],
        "layoutDirections": ["ltr", "rtl"] },
      """ : ""
    return """
      { "version": 1, "name": "Generated\(seed)", "width": 375,
        "bar": { "maxHeight": \(maxHeight), "minHeight": \(minHeight) },
        "behavior": { "kind": "\(kind)" }, \(supports)
        "subviews": [
      \(subviews.joined(separator: ",\n"))
        ] }
      """
  }

  static func subview(_ index: Int, _ g: inout SeededGenerator) -> String {
    let head: String
    switch Int.random(in: 0...3, using: &g) {
    case 0: head = ##""kind": "view", "backgroundColor": "#336699""##
    case 1:
      let style =
        Bool.random(using: &g)
        ? #", "font": { "textStyle": "\#(textStyles.randomElement(using: &g)!)" }"# : ""
      head = #""kind": "label", "text": "Title \#(index) 名前 😀"\#(style)"#
    case 2: head = #""kind": "button", "title": "Edit""#
    default: head = #""kind": "image", "image": "avatar""#
    }
    var progress: [Double] = [0]
    for p in [0.25, 0.5, 0.75, 1] where Bool.random(using: &g) { progress.append(p) }
    let keyframes = progress.enumerated().map { place, p in
      keyframe(p, first: place == 0, subview: index, &g)
    }
    return """
          { "id": "v\(index)", \(head),
            "keyframes": [ \(keyframes.joined(separator: ", ")) ] }
      """
  }

  static func keyframe(_ p: Double, first: Bool, subview: Int, _ g: inout SeededGenerator)
    -> String
  {
    func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &g) }
    var parts = [#""progress": \#(p)"#]
    switch first ? n(0...2) : n(0...3) {
    case 0:
      parts.append(#""frame": [\#(n(-20...380)), \#(n(-20...200)), \#(n(0...200)), \#(n(0...80))]"#)
    case 1:
      parts.append(#""center": [\#(n(0...375)), \#(n(0...200))]"#)
      parts.append(#""size": [\#(n(0...200)), \#(n(0...80))]"#)
    case 2:
      // Margins to the bar's edges on both axes: a top and a bottom cross when the bar is
      // shorter than their sum.
      let top =
        subview > 0 && Bool.random(using: &g)
        ? #"{ "to": "v\#(n(0...subview - 1)).bottom", "offset": \#(n(0...12)) }"#
        : "\(n(0...120))"
      parts.append(
        #""anchor": { "leading": \#(n(0...40)), "trailing": \#(n(0...40)), "top": \#(top), "bottom": \#(n(0...60)) }"#
      )
    default: parts.append(#""alpha": \#(Double(n(0...4)) / 4)"#)
    }
    return "{ " + parts.joined(separator: ", ") + " }"
  }
}
