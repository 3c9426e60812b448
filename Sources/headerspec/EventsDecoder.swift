import Foundation
import HeaderGeometry

/// Reads a `simulate` events file (Schemas/FORMAT.md#events-file).
enum EventsDecoder {
  static func decode(_ data: Data, spec: HeaderSpec) throws -> (ScrollViewMetrics, [ScrollEvent]) {
    let tree: Any
    do {
      tree = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw InputError(message: "not valid JSON")
    }
    let root = try JSONReader(tree, path: "")
    try root.checkKeys(["scrollView", "events"])
    var scrollView = ScrollViewMetrics(contentInsetTop: spec.metrics.contentInsetTop)
    if let view = try root.reader("scrollView") {
      try view.checkKeys(["contentInsetTop", "contentHeight", "viewportHeight"])
      scrollView.contentInsetTop = try view.number("contentInsetTop") ?? scrollView.contentInsetTop
      scrollView.contentHeight = try view.number("contentHeight") ?? 10000
      scrollView.viewportHeight = try view.number("viewportHeight") ?? 667
    }
    guard root.has("events") else { throw InputError(message: "events: required") }
    return (scrollView, try root.readers("events").map(decodeEvent))
  }

  static func decodeEvent(_ e: JSONReader) throws -> ScrollEvent {
    try e.checkKeys(["type", "offset", "velocity", "decelerate"])
    let offset = try e.requiredNumber("offset")
    switch try e.string("type") {
    case "beginDrag": return .beginDrag(offset: offset)
    case "scroll": return .scroll(offset: offset)
    case "endDrag":
      return .endDrag(
        offset: offset, velocity: try e.number("velocity") ?? 0,
        decelerate: try e.bool("decelerate") ?? false)
    case "endDecelerate": return .endDecelerate(offset: offset)
    case nil: throw InputError(message: "\(e.pathOf("type")): required")
    default:
      throw InputError(
        message:
          "\(e.pathOf("type")): expected \"beginDrag\", \"scroll\", \"endDrag\" or \"endDecelerate\""
      )
    }
  }
}
