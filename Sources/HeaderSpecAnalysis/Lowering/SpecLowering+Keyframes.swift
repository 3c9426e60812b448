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
      case .size:
        if let v = numbers(value, count: 2) { keyframe.size = Size(width: v[0], height: v[1]) }
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

  /// The first horizontal and the first vertical edge with a number.
  private func lowerAnchor(_ object: NodeID) -> Anchor {
    var anchor = Anchor()
    forEachMember(object) { name, value in
      guard let n = number(value) else { return }
      switch name {
      case .leading where anchor.horizontal == nil: anchor.horizontal = .leading(n)
      case .trailing where anchor.horizontal == nil: anchor.horizontal = .trailing(n)
      case .centerX where anchor.horizontal == nil: anchor.horizontal = .centerX(n)
      case .top where anchor.vertical == nil: anchor.vertical = .top(n)
      case .bottom where anchor.vertical == nil: anchor.vertical = .bottom(n)
      case .centerY where anchor.vertical == nil: anchor.vertical = .centerY(n)
      default: break
      }
    }
    return anchor
  }

  /// A matrix when `matrix` has six numbers, else the parts (scale, rotate, translate).
  private func lowerTransform(_ object: NodeID) -> KeyframeTransform {
    var translate = (0.0, 0.0)
    var scale = (1.0, 1.0)
    var rotation = 0.0
    var matrix: AffineTransform?
    forEachMember(object) { name, value in
      switch name {
      case .matrix:
        if let m = numbers(value, count: 6) {
          matrix = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        }
      case .translate:
        if let t = numbers(value, count: 2) { translate = (t[0], t[1]) }
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
      rotationDegrees: rotation)
  }
}
