import Foundation
import HeaderGeometry

/// Reads a header spec with `JSONSerialization` and maps it to the model (SPEC 2). Until the
/// analysis layer exists this is the executable's only reader: it checks types and known keys
/// and reports the first problem as an `InputError`.
enum SpecDecoder {
  static func decode(_ data: Data) throws -> HeaderSpec {
    let tree: Any
    do {
      tree = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw InputError(message: "not valid JSON")
    }
    let root = try JSONReader(tree, path: "")
    try root.checkKeys(["$schema", "version", "name", "width", "bar", "behavior", "subviews"])
    if let version = try root.integer("version"), version != 1 {
      throw InputError(message: "version: only version 1 exists")
    }
    guard let behaviorReader = try root.reader("behavior") else {
      throw InputError(message: "behavior: required")
    }
    let behavior = try decodeBehavior(behaviorReader)
    guard let barReader = try root.reader("bar") else {
      throw InputError(message: "bar: required")
    }
    let width = try root.number("width") ?? 375
    return HeaderSpec(
      version: 1, name: try root.string("name"), width: width,
      bar: try decodeBar(barReader, kind: behavior.kind), behavior: behavior,
      subviews: try root.readers("subviews").map { try decodeSubview($0) })
  }

  static func decodeBar(_ bar: JSONReader, kind: Behavior.Kind) throws -> Bar {
    try bar.checkKeys(["maxHeight", "minHeight", "clipsToBounds"])
    let maxHeight = try bar.number("maxHeight")
    if maxHeight == nil, kind != .largeTitle {
      throw InputError(message: "bar.maxHeight: required")
    }
    return Bar(
      maxHeight: maxHeight, minHeight: try bar.number("minHeight"),
      clipsToBounds: try bar.bool("clipsToBounds") ?? false)
  }

  static func decodeBehavior(_ behavior: JSONReader) throws -> Behavior {
    try behavior.checkKeys([
      "kind", "elastic", "stretchLimit", "contentInsetTop", "thresholds", "velocityThreshold",
      "displayMode", "snappingEnabled", "snapping",
    ])
    guard let kindName = try behavior.string("kind") else {
      throw InputError(message: "behavior.kind: required")
    }
    guard let kind = Behavior.Kind(rawValue: kindName) else {
      throw InputError(message: "behavior.kind: expected \(names(Behavior.Kind.allCases))")
    }
    var displayMode = Behavior.DisplayMode.automatic
    if let name = try behavior.string("displayMode") {
      guard let mode = Behavior.DisplayMode(rawValue: name) else {
        throw InputError(
          message: "behavior.displayMode: expected \(names(Behavior.DisplayMode.allCases))")
      }
      displayMode = mode
    }
    return Behavior(
      kind: kind, elastic: try behavior.bool("elastic"),
      stretchLimit: try behavior.number("stretchLimit"),
      contentInsetTop: try behavior.number("contentInsetTop"),
      thresholds: try decodeThresholds(behavior.reader("thresholds")),
      velocityThreshold: try behavior.number("velocityThreshold") ?? 300,
      displayMode: displayMode,
      snappingEnabled: try behavior.bool("snappingEnabled") ?? true,
      snapping: try behavior.readers("snapping").map { range in
        try range.checkKeys(["target", "from", "to"])
        return SnappingRange(
          target: try range.requiredNumber("target"), from: try range.requiredNumber("from"),
          to: try range.requiredNumber("to"))
      })
  }

  static func decodeThresholds(_ reader: JSONReader?) throws -> FacebookThresholds {
    guard let reader else { return FacebookThresholds() }
    try reader.checkKeys(["fromTop", "negativeDirection", "positiveDirection"])
    return FacebookThresholds(
      fromTop: try reader.number("fromTop") ?? 0,
      negativeDirection: try reader.number("negativeDirection") ?? 0,
      positiveDirection: try reader.number("positiveDirection") ?? 0)
  }

  static func names<T: RawRepresentable>(_ cases: [T]) -> String where T.RawValue == String {
    cases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
  }
}
