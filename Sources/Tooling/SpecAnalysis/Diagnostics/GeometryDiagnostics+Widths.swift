import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// HS327: a subview placed at an absolute x (`center` x, `frame` x) in a spec that supports
/// more than one width. An absolute x stays where it is written on every width, as in UIKit
/// (Schemas/FORMAT.md#environments), so a view centred on a 375 pt screen sits off-centre on
/// a 393 pt one; anchors follow the width.
///
/// The quick fix rewrites every keyframe of the subview that names `frame`, `center` or `size`
/// as an `anchor` (and a `size` where the keyframe gave one), with margins computed from the
/// keyframe's resolved frame at the reference width, so the header is unchanged there. The
/// horizontal edges follow where the first absolute keyframe puts the view: `leading` and
/// `trailing` for a view at least half the bar's width (it stretches with the bar),
/// `centerX` for a centred one, else the nearer edge. The vertical edge is `top`, which moves
/// with the status bar as `frame` y does.
extension GeometryDiagnostics {
  /// How the fix pins a view horizontally.
  enum HorizontalPlacement {
    case centred, spanning, leading, trailing

    var phrase: String {
      switch self {
      case .centred: "the bar's centre"
      case .spanning: "both edges"
      case .leading: "the leading edge"
      case .trailing: "the trailing edge"
      }
    }

    /// The placement of a view whose centre is at `centerX` and width `width` in a bar
    /// `barWidth` points wide.
    init(centerX: Double, width: Double, barWidth: Double) {
      if width >= barWidth / 2 {
        self = .spanning
      } else if abs(centerX - barWidth / 2) <= 0.5 {
        self = .centred
      } else {
        self = centerX < barWidth / 2 ? .leading : .trailing
      }
    }
  }

  /// The narrowest and widest widths the environments of `matrix` lay the bar out at; nil
  /// when they are all one width (or there are none).
  static func widthRange(of matrix: EnvironmentMatrix) -> ClosedRange<Double>? {
    var narrowest = Double.infinity
    var widest = -Double.infinity
    let orientations = matrix.orientations.isEmpty ? [.portrait] : matrix.orientations
    for device in matrix.devices {
      for orientation in orientations {
        let width = device.size(in: orientation).width
        narrowest = min(narrowest, width)
        widest = max(widest, width)
      }
    }
    return narrowest < widest ? narrowest...widest : nil
  }

  /// HS327 for each subview laid out by keyframes whose keyframes name an absolute x, at the
  /// first such keyframe's `frame` or `center` key. `resolved` must be the spec as written
  /// (the reference environment). O(keyframes).
  mutating func absolutePositions(widths: ClosedRange<Double>) -> [Diagnostic] {
    output = []
    let spec = resolved.spec
    let range = "\(Self.n(widths.lowerBound)) to \(Self.n(widths.upperBound)) pt"
    for (index, subview) in spec.subviews.enumerated() {
      if case .titleMenu = subview.kind { continue }
      guard
        let first = subview.keyframes.firstIndex(where: { $0.frame != nil || $0.center != nil })
      else { continue }
      let location = SourceMap.Location.keyframe(subview: index, keyframe: first)
      let name = subview.keyframes[first].frame != nil ? "frame" : "center"
      let timeline = resolved.timelines[index]
      guard let position = timeline.position(ofSource: first) else { continue }
      let start = timeline.keyframes[position]
      let placement = HorizontalPlacement(
        centerX: start.centerX, width: start.width, barWidth: spec.width)
      let x = name == "frame" ? start.centerX - start.width / 2 : start.centerX
      emit(
        .absoluteHorizontalPosition,
        "\(subviewName(index)) sits at an absolute \(name) x of \(Self.n(x)), which stays put "
          + "on every width this spec supports (\(range)); anchor it to \(placement.phrase)",
        key(name, location),
        fix: anchorFix(index, placement))
    }
    return output
  }

  /// The fix that anchors subview `index`, or nil when it cannot keep the layout at the
  /// reference width: the subview already uses anchors (its keyframes would mix the two),
  /// ignores the top safe area (a `top` margin would stop following the status bar), names a
  /// geometry key twice in a keyframe, or resolves to a number that is not finite.
  private func anchorFix(_ index: Int, _ placement: HorizontalPlacement) -> FixData? {
    let subview = resolved.spec.subviews[index]
    let timeline = resolved.timelines[index]
    guard !subview.ignoresSafeArea.contains(.top), !timeline.isDynamic,
      !subview.keyframes.contains(where: { $0.anchor != nil })
    else { return nil }
    let barWidth = resolved.spec.width
    var replacements: [FixData.MemberReplacement] = []
    for (k, keyframe) in subview.keyframes.enumerated() {
      guard
        keyframe.frame != nil || keyframe.center != nil || keyframe.width != nil
          || keyframe.height != nil
      else { continue }
      let location = SourceMap.Location.keyframe(subview: index, keyframe: k)
      let members = map.members(of: location).filter {
        ["frame", "center", "size"].contains($0.name)
      }
      // `frame` with `center` or `size` is a schema error; a key named twice, a duplicate.
      guard Set(members.map(\.name)).count == members.count,
        keyframe.frame == nil || members.count == 1,
        let position = timeline.position(ofSource: k)
      else { return nil }
      let frame = timeline.keyframes[position]
      let top = frame.centerYBase - frame.height / 2
      guard [frame.centerX, frame.width, frame.height, top].allSatisfy(\.isFinite) else {
        return nil
      }
      let anchor = Self.anchorText(
        placement, centerX: frame.centerX, width: frame.width, barWidth: barWidth, top: top)
      let writtenSize: (width: Double?, height: Double?) =
        keyframe.frame.map { ($0.width, $0.height) } ?? (keyframe.width, keyframe.height)
      let size = Self.sizeText(writtenSize, spanning: placement == .spanning)
      for member in members {
        let ranges = member.ranges
        let whole = ByteRange(start: ranges.key?.start ?? ranges.value.start, end: ranges.value.end)
        var text: String
        switch member.name {
        case "size":
          // With a `center` the anchor replaces it and the size stays as written (a spanning
          // view's width becomes null); alone, the size now comes with the anchor.
          if members.contains(where: { $0.name == "center" }) {
            guard placement == .spanning, let size else { continue }
            text = size
          } else {
            text = anchor + (size.map { ", " + $0 } ?? "")
          }
        case "frame":
          text = anchor + (size.map { ", " + $0 } ?? "")
        default:
          text = anchor
        }
        replacements.append(FixData.MemberReplacement(member: whole, text: text))
      }
    }
    guard !replacements.isEmpty else { return nil }
    return .anchorPositions(
      subview: subview.id, placement: placement.phrase, replacements: replacements)
  }

  /// `"anchor": { ... }` pinning a view whose untransformed frame has centre x `centerX`,
  /// width `width` and top `top` in a bar `barWidth` points wide.
  private static func anchorText(
    _ placement: HorizontalPlacement, centerX: Double, width: Double, barWidth: Double,
    top: Double
  ) -> String {
    let leading = centerX - width / 2
    let trailing = barWidth - centerX - width / 2
    let horizontal: [(String, Double)] =
      switch placement {
      case .centred: [("centerX", centerX - barWidth / 2)]
      case .spanning: [("leading", leading), ("trailing", trailing)]
      case .leading: [("leading", leading)]
      case .trailing: [("trailing", trailing)]
      }
    let edges = (horizontal + [("top", top)]).map {
      "\"\($0.0)\": \(JSONText.number(tidy($0.1)))"
    }
    return #""anchor": { "# + edges.joined(separator: ", ") + " }"
  }

  /// `value` to 6 decimals when that is within 1e-9 of it: a margin is a difference of
  /// written numbers, and 41.4 - 35 is 6.3999999999999986 in binary, which nobody wrote.
  private static func tidy(_ value: Double) -> Double {
    let rounded = (value * 1e6).rounded() / 1e6
    return abs(rounded - value) <= 1e-9 ? rounded : value
  }

  /// `"size": [w, h]` as written (`null` for the width of a spanning view, which its edges
  /// give); nil when the keyframe wrote no size.
  private static func sizeText(_ size: (width: Double?, height: Double?), spanning: Bool)
    -> String?
  {
    guard size.width != nil || size.height != nil else { return nil }
    func text(_ value: Double?) -> String { value.map(JSONText.number) ?? "null" }
    return #""size": ["# + text(spanning ? nil : size.width) + ", " + text(size.height) + "]"
  }
}
