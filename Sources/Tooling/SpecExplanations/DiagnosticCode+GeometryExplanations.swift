import HeaderGeometry
import SpecAnalysis

extension DiagnosticCode {
  /// The explanations of the HS3xx codes (the bar's and the subviews' geometry); nil for the
  /// other codes.
  var geometryExplanation: CodeExplanation? {
    switch self {
    case .minHeightAboveMaxHeight:
      CodeExplanation(
        meaning: "The bar's minHeight (its collapsed height) is greater than its maxHeight "
          + "(its expanded height), so the bar would grow as it collapses. The heights of a "
          + "compact vertical size class (bar.compact, each defaulting to the regular one) are "
          + "held to the same rule, and reported at the override.",
        example: barExample(#""maxHeight": 50, "minHeight": 80"#, kind: "fixed"),
        fix: "Swap the two values, or lower minHeight below maxHeight.")
    case .equalHeights:
      CodeExplanation(
        meaning: "minHeight equals maxHeight but the behaviour collapses the bar: there is no "
          + "distance to collapse over, so progress jumps between 0 and 1.",
        example: barExample(#""maxHeight": 60, "minHeight": 60"#),
        fix: "Lower minHeight, or use the behaviour kind fixed.")
    case .stretchLimitBelowMaxHeight:
      CodeExplanation(
        meaning: "An elastic bar's stretchLimit is below its maxHeight, so it cannot stretch "
          + "past its expanded height at all.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 50"#,
          behavior: #""elastic": true, "stretchLimit": 80, "snappingEnabled": false"#),
        fix: "Raise stretchLimit to at least maxHeight, or remove it (no limit).")
    case .stretchLimitWithoutElastic:
      CodeExplanation(
        meaning: "A stretchLimit on a behaviour that is not elastic; it is ignored.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 50"#, kind: "fixed", behavior: #""stretchLimit": 150"#),
        fix: "Remove stretchLimit (the preferred quick fix, which --fix applies: it had no "
          + "effect, so the header does what it did), or set elastic to true if the bar should "
          + "stretch (a quick fix you choose: it changes what the header does).")
    case .keyframesOutOfOrder:
      CodeExplanation(
        meaning: "A subview's keyframes are not listed in ascending progress; interpolation "
          + "runs between neighbours in the list, so the order matters.",
        example: subviewExample(
          #"{ "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 0.5 }, { "progress": 0.2 }"#),
        fix: "List the keyframes in ascending progress.")
    case .duplicateKeyframeProgress:
      CodeExplanation(
        meaning: "Two keyframes of one subview have the same progress; the later one wins and "
          + "the earlier one has no effect.",
        example: subviewExample(
          #"{ "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 0.5 }, { "progress": 0.5 }"#),
        fix: "Merge the two keyframes, or move one to another progress.")
    case .firstKeyframeAboveZero:
      CodeExplanation(
        meaning: "A subview's first keyframe is above progress 0. Below it, "
          + "BLKFlexibleHeightBar leaves the view in whatever state it had last.",
        example: subviewExample(#"{ "progress": 0.2, "frame": [0, 0, 10, 10] }"#),
        fix: "Start the keyframes at progress 0.")
    case .firstKeyframeWithoutGeometry:
      CodeExplanation(
        meaning: "The first keyframe gives no position or no size (later keyframes inherit "
          + "them, the first has nothing to inherit from), so 0 is assumed.",
        example: subviewExample(#"{ "progress": 0, "center": [10, 10] }"#),
        fix: "Give the first keyframe a frame, or center or anchor together with size.")
    case .frameWithTransform:
      CodeExplanation(
        meaning: "One keyframe sets both frame and transform. BLKFlexibleHeightBar drops the "
          + "frame when a transform is set; HeaderSpec reads frame as the untransformed "
          + "rectangle, which may not be what the author meant.",
        example: subviewExample(
          #"{ "progress": 0, "frame": [10, 10, 10, 10], "transform": { "scale": 0.5 } }"#),
        fix: "Use center and size instead of frame when the keyframe has a transform.")
    case .rotationInterpolation:
      CodeExplanation(
        meaning: "The rotation differs between two keyframes. Transforms are interpolated as "
          + "matrices, so the view shrinks between them (to 0.707 of its size halfway through "
          + "a 90° turn) instead of turning at constant size.",
        example: subviewExample(
          #"{ "progress": 0, "center": [50, 25], "size": [10, 10], "transform": { "rotate": 0 } }, "#
            + #"{ "progress": 1, "transform": { "rotate": 90 } }"#),
        fix: "Add keyframes in between to keep the size, set the subview's "
          + "transformInterpolation to parts (the angle is then interpolated), or accept the "
          + "shrinking.")
    case .partsInterpolationSuggested:
      CodeExplanation(
        meaning: "Two neighbouring keyframes change a scale and a scaledTranslate together, "
          + "and the subview interpolates transforms as matrices (the default, BLK's). The "
          + "matrices move the view in a straight line; the parts, as "
          + ".scaledBy(...).translatedBy(...) at every height does, move it by the product of "
          + "the two. Halfway they are the furthest apart; a hint from half a point on. A "
          + "subview that writes transformInterpolation has chosen and gets no hint.",
        example: subviewExample(
          #"{ "progress": 0, "anchor": { "centerX": 0, "top": 10 }, "size": [40, 40] }, "#
            + #"{ "progress": 1, "transform": { "scale": 0.5, "scaledTranslate": [0, -60] } }"#),
        fix: "Write \"transformInterpolation\": \"parts\" on the subview (the quick fix does; "
          + "it changes the path in between), or \"matrix\" to keep the straight line.")
    case .outsideBar:
      CodeExplanation(
        meaning: "A visible subview reaches outside the bar at some progress. A warning when "
          + "the bar clips its subviews (clipsToBounds), since part of the view is cut off; "
          + "information otherwise, since the view overflows the bar.",
        example: subviewExample(
          #"{ "progress": 0, "frame": [0, -10, 10, 10] }"#,
          bar: #""maxHeight": 100, "minHeight": 50, "clipsToBounds": true"#),
        fix: "Move or shrink the view so that it stays inside the bar, hide it (alpha 0) where "
          + "it leaves, or turn the code off when the overflow is intended.")
    case .duplicateSubviewID:
      CodeExplanation(
        meaning: "Two subviews have the same id; ids name subviews in previews and must be "
          + "unique.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 50"#, kind: "fixed",
          subviews: [
            #"{ "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] }"#,
            #"{ "id": "a", "keyframes": [ { "progress": 0, "frame": [20, 0, 10, 10] } ] }"#,
          ]),
        fix: "Rename one of them.")
    case .geometryOverflow:
      CodeExplanation(
        meaning: "Numbers so large that laying the bar out would overflow a 64-bit floating "
          + "point number (about 1.8e308): the geometry would be infinite or not a number. "
          + "Reported at the value responsible; preview and simulate refuse such a spec.",
        example: barExample(#""maxHeight": 1.7e308, "minHeight": 50"#),
        fix: "Use sizes in points: no header needs numbers anywhere near this large.")
    case .unknownReference:
      CodeExplanation(
        meaning: "An anchor edge references another subview by an id that no subview has; the "
          + "edge is placed at 0.",
        example: referenceExample(#"{ "to": "avatr.bottom", "offset": 8 }"#),
        fix: "Name an existing id (the quick fix offers the closest one).")
    case .selfReference:
      CodeExplanation(
        meaning: "An anchor edge references the subview it belongs to; the edge is placed at 0.",
        example: referenceExample(#"{ "to": "name.bottom", "offset": 8 }"#),
        fix: "Reference another subview, or use a margin to the bar.")
    case .invalidReferenceEdge:
      CodeExplanation(
        meaning: "A reference's edge is not one of leading, trailing, centerX, top, bottom, "
          + "centerY, or is on the other axis (a top edge cannot equal a leading edge); the "
          + "edge is placed at 0.",
        example: referenceExample(#"{ "to": "avatar.leading", "offset": 8 }"#),
        fix: "Name an edge of the same axis: leading, trailing or centerX for a horizontal edge, "
          + "top, bottom or centerY for a vertical one.")
    case .referenceCycle:
      CodeExplanation(
        meaning: "Anchors reference each other in a circle (a below b, b below a), so no order "
          + "can place them; every reference among those subviews is dropped (its edge is at "
          + "0). Reported once per circle, naming it in order.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 50"#, kind: "fixed",
          subviews: [
            #"{ "id": "a", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": { "to": "b.bottom" } }, "size": [10, 10] } ] }"#,
            #"{ "id": "b", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": { "to": "a.bottom" } }, "size": [10, 10] } ] }"#,
          ]),
        fix: "Anchor one of them to the bar or to a subview outside the circle.")
    case .axisDefinedTwice:
      CodeExplanation(
        meaning: "Both outer edges of an axis are anchored (leading and trailing, or top and "
          + "bottom), which gives the size on that axis, and the keyframe gives a size on it "
          + "too, as Auto Layout's conflicting constraints. The edges win.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 50"#, kind: "fixed",
          subviews: [
            #"{ "id": "a", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "trailing": 16, "top": 8 }, "size": [100, 36] } ] }"#
          ]),
        fix: "Write null for the size on that axis: \"size\": [null, 36]. A later keyframe "
          + "that drops one of the two edges inherits the size written here: write it in that "
          + "keyframe, or the view takes another size there (check --fix does not apply this "
          + "fix then).")
    case .negativeAnchoredLength:
      CodeExplanation(
        meaning: "The two anchored edges of an axis cross at some progress, so the size there "
          + "is negative (a title between a back button and an avatar that meet). It is judged "
          + "on the layout the preview shows, interpolated between the keyframes around that "
          + "progress, and reported at the one of the two whose own edges are the closer to "
          + "crossing.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 50"#, kind: "fixed",
          subviews: [
            #"{ "id": "a", "keyframes": [ { "progress": 0, "anchor": { "leading": 200, "trailing": 200, "top": 8 }, "size": [null, 36] } ] }"#
          ]),
        fix: "Change the offsets so that the start edge stays before the end edge.")
    case .keyframeLosesGeometry:
      CodeExplanation(
        meaning: "Anchors merge edge by edge: each edge carries forward until a keyframe "
          + "changes it, and null removes one. A keyframe that removes the last edge of an "
          + "axis leaves the view without a position there; one that removes an edge of a "
          + "pair (or a center after a pair) leaves it without the size the pair gave, when "
          + "no size is written or inherited. What is missing counts as 0 from that keyframe "
          + "on: a banner 0 pt tall.",
        example: barExample(
          #""maxHeight": 200, "minHeight": 64"#,
          subviews: [
            #"{ "id": "banner", "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } }, { "progress": 0.5, "anchor": { "top": null } } ] }"#
          ]),
        fix: "Keep both edges, or write the size the view should have: \"size\": [null, 64].")
    case .edgeMergeStretches:
      CodeExplanation(
        meaning: "Anchors merge edge by edge, so a keyframe that adds trailing to a leading it "
          + "inherits (bottom to a top, and the other way round) keeps that edge too: the view "
          + "spans between the two and the size written before is ignored. A 40 x 16 pill "
          + "meant to move to the other corner stretches across the bar instead. Not reported "
          + "when the keyframe writes a size on that axis (HS324) or null for it, or removes the "
          + "inherited edge.",
        example: barExample(
          #""maxHeight": 100, "minHeight": 50"#,
          subviews: [
            #"{ "id": "pill", "keyframes": [ { "progress": 0, "size": [40, 16], "anchor": { "leading": 10, "top": 10 } }, { "progress": 1, "anchor": { "trailing": 10, "bottom": 6 } } ] }"#
          ]),
        fix: "To move the view, remove the inherited edge: { \"leading\": null, \"trailing\": "
          + "10 }. To stretch it, write null for that axis in the keyframe's size: \"size\": "
          + "[null, 16]. Both are quick fixes you choose: --fix applies neither.")
    case .keyframeBelowReachableProgress:
      CodeExplanation(
        meaning: "A keyframe at negative progress (the bar stretched past maxHeight) below the "
          + "lowest progress the subviews are laid out at: 0 when the behaviour is not elastic, "
          + "else where stretchLimit stops the stretch. The layout holds there, so the "
          + "keyframe's own attributes are never shown.",
        example: subviewExample(
          #"{ "progress": -0.5, "frame": [0, 0, 20, 20] }, { "progress": 0, "frame": [0, 0, 10, 10] }"#
        ),
        fix: "Make the behaviour elastic, raise its stretchLimit, or move the keyframe up to the "
          + "lowest reachable progress.")
    default:
      nil
    }
  }

  /// A bar with the given members, a behaviour of `kind` with `behavior`'s members after the
  /// kind (by default a squareCash bar does not snap), and `subviews` (JSON objects, one per
  /// line) when there are any.
  func barExample(
    _ bar: String, kind: String = "squareCash", behavior: String? = nil,
    subviews: [String] = []
  ) -> String {
    let extra = behavior ?? (kind == "squareCash" ? #""snappingEnabled": false"# : nil)
    let members = #""kind": "\#(kind)""# + (extra.map { ", " + $0 } ?? "")
    var lines = [#"  "bar": { \#(bar) },"#, #"  "behavior": { \#(members) }"#]
    if !subviews.isEmpty {
      lines[1] += ","
      lines.append(#"  "subviews": ["#)
      lines.append(subviews.map { "    " + $0 }.joined(separator: ",\n"))
      lines.append("  ]")
    }
    return "{\n" + lines.joined(separator: "\n") + "\n}\n"
  }

  /// A squareCash bar that does not snap, with one subview "a" and these keyframes.
  private func subviewExample(
    _ keyframes: String, bar: String = #""maxHeight": 100, "minHeight": 50"#
  ) -> String {
    barExample(
      bar,
      subviews: [#"{ "id": "a", "keyframes": [ \#(keyframes) ] }"#])
  }

  /// A bar with an avatar and a name whose `top` edge is `reference` (JSON text).
  private func referenceExample(_ reference: String) -> String {
    barExample(
      #""maxHeight": 100, "minHeight": 50"#, kind: "fixed",
      subviews: [
        #"{ "id": "avatar", "kind": "image", "keyframes": [ { "progress": 0, "frame": [16, 8, 40, 40] } ] }"#,
        #"{ "id": "name", "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": \#(reference) }, "size": [100, 20] } ] }"#,
      ])
  }
}
