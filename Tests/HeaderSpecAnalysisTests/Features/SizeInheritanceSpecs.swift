import TestSupport

/// A seeded family of specs whose keyframes pass sizes and anchor edges on to each other
/// (Schemas/FORMAT.md#keyframes): anchors that name, keep or remove (`null`) each edge, sizes
/// with a `null` component, centres and frames, in one or two subviews of a bar that collapses.
/// Many give HS324 (a size on an axis both edges span) and some HS326; what they are for is
/// the fixes of those (`AutomaticFixSafetyTests`).
enum SizeInheritanceSpecs {
  static func text(seed: UInt64) -> String {
    var g = SeededGenerator(seed: seed)
    let subviews = (0..<Int.random(in: 1...2, using: &g)).map { index in
      var progresses: [Double] = [0]
      for p in [0.25, 0.5, 0.75, 1] where Bool.random(using: &g) { progresses.append(p) }
      let keyframes = progresses.enumerated().map { place, p in
        keyframe(p, first: place == 0, &g)
      }
      return
        #"{ "id": "v\#(index)", "kind": "view", "keyframes": [ \#(keyframes.joined(separator: ", ")) ] }"#
    }
    return #"""
      { "bar": { "maxHeight": 120, "minHeight": 60 },
        "behavior": { "kind": "squareCash", "snappingEnabled": false },
        "subviews": [ \#(subviews.joined(separator: ", ")) ] }
      """#
  }

  static func keyframe(_ p: Double, first: Bool, _ g: inout SeededGenerator) -> String {
    func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &g) }
    /// A margin, or (after the first keyframe) `null` or nothing.
    func edge(_ name: String) -> String? {
      switch n(first ? 0...1 : 0...2) {
      case 0: "\"\(name)\": \(n(0...30))"
      case 1: nil
      default: "\"\(name)\": null"
      }
    }
    var parts = [#""progress": \#(p)"#]
    if first {
      parts.append(
        #""anchor": { "leading": \#(n(0...30)), "trailing": \#(n(0...30)), "top": \#(n(0...20)) }"#)
      parts.append(#""size": [\#(n(10...200)), \#(n(10...40))]"#)
      return "{ " + parts.joined(separator: ", ") + " }"
    }
    switch n(0...5) {
    case 0: parts.append(#""center": [\#(n(0...375)), \#(n(0...60))]"#)
    case 1:
      parts.append(#""frame": [\#(n(0...300)), \#(n(0...40)), \#(n(0...200)), \#(n(0...40))]"#)
    case 2: parts.append(#""alpha": \#(Double(n(0...4)) / 4)"#)
    default:
      let horizontal =
        n(0...3) == 0 ? [edge("centerX")] : [edge("leading"), edge("trailing")]
      let edges = (horizontal + [edge("top"), edge("bottom")]).compactMap { $0 }
      if !edges.isEmpty { parts.append(#""anchor": { \#(edges.joined(separator: ", ")) }"#) }
    }
    switch n(0...3) {
    case 0: parts.append(#""size": [\#(n(10...200)), null]"#)
    case 1: parts.append(#""size": [null, \#(n(10...40))]"#)
    case 2: parts.append(#""size": [\#(n(10...200)), \#(n(10...40))]"#)
    default: break
    }
    // `frame` with `size` is a schema error: keep the frame alone.
    if parts.contains(where: { $0.hasPrefix(#""frame""#) }) {
      parts.removeAll { $0.hasPrefix(#""size""#) }
    }
    return "{ " + parts.joined(separator: ", ") + " }"
  }
}
