import HeaderGeometry

extension GeometryProblem {
  /// What resolving gave up on (`ResolutionIssue`), as the problem of the same name.
  init(_ issue: ResolutionIssue) {
    switch issue {
    case .unknownReference(let subview, let keyframe, let edge, let target):
      self = .unknownReference(subview: subview, keyframe: keyframe, edge: edge, target: target)
    case .selfReference(let subview, let keyframe, let edge):
      self = .selfReference(subview: subview, keyframe: keyframe, edge: edge)
    case .invalidReferenceEdge(let subview, let keyframe, let edge, let written):
      self = .invalidReferenceEdge(
        subview: subview, keyframe: keyframe, edge: edge, written: written)
    case .referenceCycle(let sites):
      self = .referenceCycle(sites)
    case .axisDefinedTwice(let subview, let keyframe, let horizontal):
      self = .axisDefinedTwice(subview: subview, keyframe: keyframe, horizontal: horizontal)
    case .keyframeLosesGeometry(let subview, let keyframe, let horizontal, let position):
      self = .keyframeLosesGeometry(
        subview: subview, keyframe: keyframe, horizontal: horizontal, position: position)
    }
  }
}
