/// One step from a container to a child: a property name or an array index (0-based).
public enum PathComponent: Hashable, Sendable, CustomStringConvertible {
  case key(String)
  case index(Int)

  /// `name` or `[3]`; a path prints as `bar.subviews[2].frame` through `PathComponent.render`.
  public var description: String {
    switch self {
    case .key(let name): return name
    case .index(let index): return "[\(index)]"
    }
  }

  /// A path as `a.b[2].c`.
  public static func render(_ path: [PathComponent]) -> String {
    var output = ""
    for component in path {
      if case .key = component, !output.isEmpty { output += "." }
      output += component.description
    }
    return output
  }
}
