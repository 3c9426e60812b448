import HeaderGeometry
import JSONSyntax

extension SpecLowering {
  /// Lowers a keyframe object into `keyframe` (a fresh `Keyframe(progress: 0)`); false when it
  /// has no numeric `progress` (the schema reports it), and then the keyframe is left out.
  func lowerKeyframe(_ object: NodeID, into keyframe: inout Keyframe) -> Bool {
    var hasProgress = false
    forEachMember(object) { name, value in
      switch name {
      case .progress:
        guard let progress = number(value) else { return }
        keyframe.progress = progress
        hasProgress = true
      case .frame:
        if let v = numbers(value, count: 4) {
          keyframe.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
      case .center:
        if let v = numbers(value, count: 2) { keyframe.center = Point(x: v[0], y: v[1]) }
      case .size: lowerSize(value, into: &keyframe)
      case .anchor where tree.kind(value) == .object: keyframe.anchor = lowerAnchor(value)
      case .alpha: keyframe.alpha = number(value)
      case .hidden: keyframe.hidden = tree.boolValue(value)
      case .zIndex: keyframe.zIndex = integer(value)
      case .cornerRadius: keyframe.cornerRadius = number(value)
      case .transform where tree.kind(value) == .object:
        keyframe.transform = lowerTransform(value)
      default: break
      }
    }
    return hasProgress
  }

  /// `[w, h]`, where either may be `null` (the anchors or the content give it).
  private func lowerSize(_ array: NodeID, into keyframe: inout Keyframe) {
    guard tree.kind(array) == .array else { return }
    // Two slots and a count: no array is allocated for the pair.
    var values: (Double?, Double?) = (nil, nil)
    var count = 0
    var elements = ChildCursor(array, in: tree)
    while let element = elements.next(in: tree) {
      guard count < 2 else { return }
      var value: Double?
      if tree.kind(element) != .null {
        guard let number = number(element) else { return }
        value = number
      }
      if count == 0 { values.0 = value } else { values.1 = value }
      count += 1
    }
    guard count == 2 else { return }
    keyframe.width = values.0
    keyframe.height = values.1
  }

  /// Each edge with a number (a bar margin), a reference object or `null` (the edge is
  /// removed, Schemas/FORMAT.md#keyframes). The schema forbids
  /// `centerX` with `leading` or `trailing` (and the vertical likewise); the geometry then
  /// ignores the centre.
  private func lowerAnchor(_ object: NodeID) -> HeaderSpec.Anchor {
    var anchor = HeaderSpec.Anchor()
    forEachMember(object) { name, value in
      let edge: AnchorEdge
      switch name {
      case .leading: edge = .leading
      case .trailing: edge = .trailing
      case .centerX: edge = .centerX
      case .top: edge = .top
      case .bottom: edge = .bottom
      case .centerY: edge = .centerY
      default: return
      }
      if tree.kind(value) == .null {
        anchor[edge] = .removed
      } else if let n = number(value) {
        anchor[edge] = .margin(n)
      } else if let reference = lowerReference(value) {
        anchor[edge] = .reference(reference)
      }
    }
    return anchor
  }

  /// `{ "to": "id.edge", "offset": n }`: the id is what comes before the last `.`; an edge
  /// name that is not an edge (or no `.`) gives a nil edge, which the geometry reports.
  private func lowerReference(_ object: NodeID) -> AnchorReference? {
    guard tree.kind(object) == .object else { return nil }
    var to: String?
    var offset = 0.0
    forEachMember(object) { name, value in
      switch name {
      case .to: to = tree.stringValue(value)
      case .offset: offset = number(value) ?? offset
      default: break
      }
    }
    guard let to else { return nil }
    let (target, edgeName) = Self.splitReference(to)
    return AnchorReference(
      target: target, edge: edgeName.flatMap(AnchorEdge.init(rawValue:)), offset: offset)
  }

  /// `"avatar.bottom"` as `("avatar", "bottom")`; `("avatar", nil)` without a `.`.
  package static func splitReference(_ text: String) -> (id: String, edge: String?) {
    guard let dot = text.lastIndex(of: ".") else { return (text, nil) }
    return (String(text[..<dot]), String(text[text.index(after: dot)...]))
  }

  /// A matrix when `matrix` has six numbers, else the parts (scaledTranslate, scale, rotate,
  /// translate).
  private func lowerTransform(_ object: NodeID) -> KeyframeTransform {
    var translate = (0.0, 0.0)
    var scaledTranslate = (0.0, 0.0)
    var scale = (1.0, 1.0)
    var rotation = 0.0
    var matrix: HeaderAffineTransform?
    forEachMember(object) { name, value in
      switch name {
      case .matrix:
        if let m = numbers(value, count: 6) {
          matrix = HeaderAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        }
      case .translate:
        if let t = numbers(value, count: 2) { translate = (t[0], t[1]) }
      case .scaledTranslate:
        if let t = numbers(value, count: 2) { scaledTranslate = (t[0], t[1]) }
      case .scale:
        if let s = number(value) {
          scale = (s, s)
        } else if let s = numbers(value, count: 2) {
          scale = (s[0], s[1])
        }
      case .rotate: rotation = number(value) ?? rotation
      default: break
      }
    }
    if let matrix { return .matrix(matrix) }
    return .parts(
      translateX: translate.0, translateY: translate.1, scaleX: scale.0, scaleY: scale.1,
      rotationDegrees: rotation, scaledTranslateX: scaledTranslate.0,
      scaledTranslateY: scaledTranslate.1)
  }
}
