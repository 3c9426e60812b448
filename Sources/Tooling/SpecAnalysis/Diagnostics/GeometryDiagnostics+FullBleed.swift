import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// HS318: a banner the safe area pulls away from the bar's edge (Schemas/FORMAT.md#full-bleed).
/// A banner is a `view` or an `image` whose anchor pins both its leading and trailing edges;
/// when an anchor of it puts its top, leading or trailing edge at 0 and it does not ignore
/// that edge's safe area, an environment whose top inset is above the reference one moves the
/// top down by the difference, and one with side insets moves the sides in, leaving a strip of
/// the bar uncovered there. A hint, with a quick fix that adds `ignoresSafeArea` for those
/// edges; the fix changes the layout on those devices (it is what the hint proposes), so
/// `check --fix` leaves it to the author.
extension GeometryDiagnostics {
  /// The edges of a banner at 0 that the safe area can move.
  private struct PushedEdges {
    var top = false
    var leading = false
    var trailing = false
  }

  /// HS318 for each banner of the spec as written (`resolved`) that an environment of
  /// `environments` pushes, naming them with `describe` (nil: every environment, or the one
  /// given). O(keyframes + subviews x environments).
  mutating func fullBleedHints(
    environments: [HeaderEnvironment], describe: ([Int]) -> String?
  ) -> [Diagnostic] {
    output = []
    let spec = resolved.spec
    guard !environments.isEmpty else { return [] }
    for (index, subview) in spec.subviews.enumerated() {
      guard let edges = Self.edgesAtZero(subview) else { continue }
      var members: [Int] = []
      var worst = (top: 0.0, side: 0.0)
      for (member, environment) in environments.enumerated() {
        let top =
          edges.top && spec.extendsUnderStatusBar
          ? environment.insets.top - spec.referenceTopInset : 0
        let side = max(
          edges.leading ? environment.insets.leading : 0,
          edges.trailing ? environment.insets.trailing : 0)
        guard top > 1e-9 || side > 1e-9 else { continue }
        members.append(member)
        worst = (max(worst.top, top), max(worst.side, side))
      }
      guard !members.isEmpty else { continue }
      var strips: [String] = []
      var names: [String] = []
      if worst.top > 0 {
        strips.append("\(Self.n(worst.top)) pt under the status bar")
        names.append("top")
      }
      if worst.side > 0 {
        strips.append("\(Self.n(worst.side)) pt at the sides")
        names += [edges.leading ? "leading" : nil, edges.trailing ? "trailing" : nil]
          .compactMap { $0 }
      }
      let place = describe(members).map { " " + $0 } ?? ""
      let value =
        names.count == 3
        ? #"["all"]"#
        : names.count == 2 && worst.top == 0
          ? #"["horizontal"]"#
          : "[" + names.map { JSONText.string($0) }.joined(separator: ", ") + "]"
      let object = map.node(.subview(index)).map(tree.range)
      let fix =
        map.member("ignoresSafeArea", of: .subview(index)) == nil
        ? object.map {
          FixData.insertMembers(
            object: $0, members: [.init(key: "ignoresSafeArea", valueJSON: value)])
        } : nil
      emit(
        .fullBleedSuggested,
        "\(subviewName(index)) is pinned at 0 to the bar's "
          + EnglishList.and(names) + ", but the safe area moves it\(place), leaving "
          + EnglishList.and(strips) + " of the bar uncovered; add \"ignoresSafeArea\": "
          + "\(value) to cover them",
        subviewRange(index), fix: fix)
    }
    return output
  }

  /// The edges at 0 of `subview` when it is a banner that does not ignore them: a `view` or
  /// `image` whose keyframes anchor both `leading` and `trailing` and some edge at a margin
  /// of 0; nil otherwise.
  private static func edgesAtZero(_ subview: HeaderSpec.Subview) -> PushedEdges? {
    switch subview.kind {
    case .view, .image: break
    default: return nil
    }
    let anchors = subview.keyframes.compactMap(\.anchor)
    guard anchors.contains(where: { $0.leading != nil && $0.trailing != nil }) else {
      return nil
    }
    let ignored = subview.ignoresSafeArea
    func atZero(_ value: HeaderSpec.Anchor.Value?) -> Bool { value == .margin(0) }
    var edges = PushedEdges()
    edges.top = !ignored.contains(.top) && anchors.contains { atZero($0.top) }
    edges.leading = !ignored.contains(.leading) && anchors.contains { atZero($0.leading) }
    edges.trailing = !ignored.contains(.trailing) && anchors.contains { atZero($0.trailing) }
    return edges.top || edges.leading || edges.trailing ? edges : nil
  }
}
