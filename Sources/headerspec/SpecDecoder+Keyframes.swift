import HeaderGeometry

extension SpecDecoder {
  static func decodeKeyframe(_ k: JSONReader) throws -> Keyframe {
    try k.checkKeys([
      "progress", "frame", "center", "size", "anchor", "alpha", "hidden", "zIndex",
      "cornerRadius", "transform",
    ])
    var keyframe = Keyframe(progress: try k.requiredNumber("progress"))
    if let frame = try k.numbers("frame", count: 4) {
      keyframe.frame = Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
    }
    if let center = try k.numbers("center", count: 2) {
      keyframe.center = Point(x: center[0], y: center[1])
    }
    if let size = try k.numbers("size", count: 2) {
      keyframe.size = Size(width: size[0], height: size[1])
    }
    if let anchor = try k.reader("anchor") { keyframe.anchor = try decodeAnchor(anchor) }
    keyframe.alpha = try k.number("alpha")
    keyframe.hidden = try k.bool("hidden")
    keyframe.zIndex = try k.integer("zIndex")
    keyframe.cornerRadius = try k.number("cornerRadius")
    if let transform = try k.reader("transform") {
      keyframe.transform = try decodeTransform(transform)
    }
    return keyframe
  }

  static func decodeAnchor(_ a: JSONReader) throws -> Anchor {
    try a.checkKeys(["leading", "trailing", "centerX", "top", "bottom", "centerY"])
    var anchor = Anchor()
    let horizontal: [(String, (Double) -> Anchor.Horizontal)] = [
      ("leading", Anchor.Horizontal.leading), ("trailing", Anchor.Horizontal.trailing),
      ("centerX", Anchor.Horizontal.centerX),
    ]
    for (key, make) in horizontal {
      guard let value = try a.number(key) else { continue }
      guard anchor.horizontal == nil else {
        throw InputError(message: "\(a.pathOf(key)): only one horizontal edge per anchor")
      }
      anchor.horizontal = make(value)
    }
    let vertical: [(String, (Double) -> Anchor.Vertical)] = [
      ("top", Anchor.Vertical.top), ("bottom", Anchor.Vertical.bottom),
      ("centerY", Anchor.Vertical.centerY),
    ]
    for (key, make) in vertical {
      guard let value = try a.number(key) else { continue }
      guard anchor.vertical == nil else {
        throw InputError(message: "\(a.pathOf(key)): only one vertical edge per anchor")
      }
      anchor.vertical = make(value)
    }
    return anchor
  }

  static func decodeTransform(_ t: JSONReader) throws -> KeyframeTransform {
    try t.checkKeys(["translate", "scale", "rotate", "matrix"])
    if let matrix = try t.numbers("matrix", count: 6) {
      guard !t.has("translate"), !t.has("scale"), !t.has("rotate") else {
        throw InputError(
          message: "\(t.pathOf("matrix")): a matrix excludes translate, scale, rotate")
      }
      return .matrix(
        AffineTransform(
          a: matrix[0], b: matrix[1], c: matrix[2], d: matrix[3], tx: matrix[4], ty: matrix[5]))
    }
    let translate = try t.numbers("translate", count: 2) ?? [0, 0]
    var scale = (1.0, 1.0)
    if let uniform = t.object["scale"], !(uniform is [Any]) {
      let s = try JSONReader.number(uniform, path: t.pathOf("scale"))
      scale = (s, s)
    } else if let pair = try t.numbers("scale", count: 2) {
      scale = (pair[0], pair[1])
    }
    return .parts(
      translateX: translate[0], translateY: translate[1], scaleX: scale.0, scaleY: scale.1,
      rotationDegrees: try t.number("rotate") ?? 0)
  }
}
