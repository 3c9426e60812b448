import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// References between subviews (Schemas/FORMAT.md#references): placed at the reference's
/// `"to"` string (or its edge key), with the referenced subview as related information.
extension GeometryDiagnostics {
  /// The most ids a did-you-mean compares one unknown id with; beyond, no suggestion (the
  /// comparison costs O(ids) per unknown reference).
  static let referenceSuggestionLimit = 2_000

  /// `edge` of subview `subview`'s adapted anchor as the document writes it: in `rtl` a
  /// mirrored subview's leading and trailing edges swap (`HeaderSpec.adapted(to:)`).
  func writtenEdge(_ subview: Int, _ edge: AnchorEdge) -> AnchorEdge {
    isRightToLeft && resolved.spec.subviews[subview].isMirrored ? edge.mirrored : edge
  }

  /// The target edge of a reference at anchor edge `anchorEdge`, as the document writes it:
  /// in `rtl` a reference on the horizontal axis names the mirrored edge of its target
  /// (`HeaderSpec.Anchor.mirrored`, `HeaderSpec.Anchor.withMirroredTargets`); one on the vertical axis stays.
  func writtenTargetEdge(_ edge: AnchorEdge, at anchorEdge: AnchorEdge) -> AnchorEdge {
    isRightToLeft && anchorEdge.isHorizontal ? edge.mirrored : edge
  }

  /// The ranges of the anchor edge's key and of its reference's `"to"` value.
  func referenceRanges(_ subview: Int, _ keyframe: Int, _ edge: AnchorEdge) -> (
    key: ByteRange?, to: ByteRange?
  ) {
    let (key, to) = referenceNodes(subview, keyframe, edge)
    return (key, to.map(tree.range))
  }

  /// The range of the anchor edge's key and the node of its reference's `"to"` value.
  func referenceNodes(_ subview: Int, _ keyframe: Int, _ edge: AnchorEdge) -> (
    key: ByteRange?, to: NodeID?
  ) {
    map.reference(subview: subview, keyframe: keyframe, writtenEdge: writtenEdge(subview, edge))
  }

  mutating func unknownReference(
    _ subview: Int, _ keyframe: Int, _ edge: AnchorEdge, _ target: String
  ) {
    let (key, to) = referenceRanges(subview, keyframe, edge)
    let subviews = resolved.spec.subviews
    var suggestion: String?
    if subviews.count <= Self.referenceSuggestionLimit {
      let ids = subviews.map(\.id).filter { !$0.hasPrefix("#") && $0 != subviews[subview].id }
      suggestion = EditDistance.suggestion(for: target, among: ids)
    }
    let edgeName =
      reference(subview, keyframe, edge)?.edge.map { writtenTargetEdge($0, at: edge) }?.rawValue
      ?? writtenEdge(subview, edge).rawValue
    var message = "no subview has the id \"\(target)\""
    if let suggestion { message += "; did you mean \"\(suggestion)\"?" }
    emit(
      .unknownReference, message, to ?? key,
      fix: suggestion.map { .replaceValue(suggestion: "\($0).\(edgeName)") })
  }

  mutating func selfReference(_ subview: Int, _ keyframe: Int, _ edge: AnchorEdge) {
    let (key, to) = referenceRanges(subview, keyframe, edge)
    emit(
      .selfReference,
      "\(subviewName(subview))'s \(writtenEdge(subview, edge).rawValue) references "
        + "\(subviewName(subview)) itself; "
        + "reference another subview or use a margin",
      to ?? key)
  }

  mutating func invalidEdge(
    _ subview: Int, _ keyframe: Int, _ edge: AnchorEdge, _ written: AnchorEdge?
  ) {
    let (key, toNode) = referenceNodes(subview, keyframe, edge)
    let to = toNode.map(tree.range)
    let choices = edge.axisEdges.map(\.rawValue)
    let text = toNode.flatMap(tree.stringValue) ?? ""
    let (id, edgeName) = SpecLowering.splitReference(text)
    let message: String
    var suggestion: String?
    if let written {
      message =
        "\(writtenEdge(subview, edge).rawValue) is a "
        + "\(edge.isHorizontal ? "horizontal" : "vertical") edge and cannot equal "
        + "\(writtenTargetEdge(written, at: edge).rawValue); reference \(EnglishList.or(choices))"
    } else {
      suggestion = edgeName.flatMap { EditDistance.suggestion(for: $0, among: choices) }
      message =
        "\"\(edgeName ?? "")\" is not an edge: a reference is \"id.edge\" with the edge one of "
        + EnglishList.or(choices) + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
    }
    emit(
      .invalidReferenceEdge, message, to ?? key,
      fix: suggestion.map { .replaceValue(suggestion: "\(id).\($0)") })
  }

  mutating func cycle(_ sites: [GeometryProblem.ReferenceSite]) {
    guard let first = sites.first else { return }
    let names = sites.map { subviewName($0.subview) } + [subviewName(first.subview)]
    let (key, to) = referenceRanges(first.subview, first.keyframe, first.edge)
    // Related information for the other references of the cycle, at most 16 of them.
    let related = sites.dropFirst().prefix(16).compactMap { site -> RelatedInformation? in
      let ranges = referenceRanges(site.subview, site.keyframe, site.edge)
      return (ranges.to ?? ranges.key).map {
        RelatedInformation(
          range: $0,
          message: "\(subviewName(site.subview))'s "
            + "\(writtenEdge(site.subview, site.edge).rawValue) references "
            + subviewName(site.target))
      }
    }
    emit(
      .referenceCycle,
      "anchors reference each other in a cycle, so none of them can be placed: "
        + names.joined(separator: " -> "),
      to ?? key, related: related)
  }

  mutating func axisTwice(_ subview: Int, _ keyframe: Int, _ horizontal: Bool) {
    let location = SourceMap.Location.keyframe(subview: subview, keyframe: keyframe)
    let axis = horizontal ? "width" : "height"
    let edges = horizontal ? "leading and trailing" : "top and bottom"
    let size = map.node(location).flatMap { tree.lastMember(named: "size", in: $0) }
      .flatMap { tree.value(of: $0) }
    // The size's element on that axis, for the fix.
    var element: ByteRange?
    if let size, tree.kind(size) == .array {
      var children = ChildCursor(size, in: tree)
      var position = 0
      while let child = children.next(in: tree) {
        if position == (horizontal ? 0 : 1) { element = tree.range(child) }
        position += 1
      }
    }
    // One edge written here and the other inherited: moving may be what was meant.
    let merge = resolved.edgeMerges(of: subview).first {
      $0.keyframe == keyframe && $0.horizontal == horizontal
    }
    let anchored = merge.map {
      let progress = resolved.spec.subviews[subview].keyframes[$0.inheritedFrom].progress
      return "\(writtenEdge(subview, $0.added).rawValue) and the "
        + "\(writtenEdge(subview, $0.inherited).rawValue) inherited from progress "
        + "\(Self.n(progress)) are both anchored"
    }
    let move = merge.map {
      " to keep the stretch, or \"\(writtenEdge(subview, $0.inherited).rawValue)\": null to move it"
    }
    let isInherited = resolved.laterKeyframeInheritsLength(
      after: keyframe, subview: subview, horizontal: horizontal)
    let advice =
      isInherited
      ? "win here, but a later keyframe without both of them inherits this \(axis); write "
        + "the \(axis) in that keyframe and null here"
      : "win; write null for the \(axis) in size"
    emit(
      .axisDefinedTwice,
      "\(anchored ?? "\(edges) are both anchored"), which gives the \(axis), and size gives it "
        + "too: the edges \(advice)\(move ?? "")",
      element ?? value("size", location) ?? anchor(location),
      fix: element.map { .nullSize(range: $0, isInherited: isInherited) })
  }

  mutating func negativeAnchored(
    _ subview: Int, _ keyframe: Int, _ horizontal: Bool, _ progress: Double, _ length: Double
  ) {
    let location = SourceMap.Location.keyframe(subview: subview, keyframe: keyframe)
    let axis = horizontal ? "width" : "height"
    let edges = horizontal ? "leading and trailing" : "top and bottom"
    let (hint, fix) = mergeHint(subview, keyframe, horizontal)
    emit(
      .negativeAnchoredLength,
      "the anchored \(edges) edges of \(subviewName(subview)) cross at progress "
        + "\(Self.n(progress)): the \(axis) there is \(Self.n(length))\(hint)",
      key("anchor", location) ?? brace(location), fix: fix)
  }

  mutating func losesGeometry(
    _ subview: Int, _ keyframe: Int, _ horizontal: Bool, _ position: Bool
  ) {
    let location = SourceMap.Location.keyframe(subview: subview, keyframe: keyframe)
    let axis = horizontal ? "horizontal" : "vertical"
    let progress = resolved.spec.subviews[subview].keyframes[keyframe].progress
    let what =
      position
      ? "without a \(axis) position: no \(axis) edge is left"
      : "without a \(horizontal ? "width" : "height"): no size is written or inherited and "
        + "the \(horizontal ? "leading and trailing" : "top and bottom") edges no longer "
        + "both pin it"
    emit(
      .keyframeLosesGeometry,
      "this keyframe leaves \(subviewName(subview)) \(what), so it counts as 0 from progress "
        + Self.n(progress),
      key("anchor", location) ?? key("center", location) ?? brace(location))
  }

  private func reference(_ subview: Int, _ keyframe: Int, _ edge: AnchorEdge) -> AnchorReference? {
    let keyframes = resolved.spec.subviews[subview].keyframes
    guard keyframes.indices.contains(keyframe),
      case .reference(let reference) = keyframes[keyframe].anchor?[edge]
    else { return nil }
    return reference
  }
}
