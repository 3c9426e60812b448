import SpecAnalysis

/// The schema's closed lists by key: for each property name, the strings its value (or, for an
/// array, each element) may take wherever the schema lists them (`kind`: the behaviour kinds
/// and the subview kinds; `weight`, `textStyle`, `orientations`, ...). Read once from the one
/// schema representation (`SchemaCatalog.shared`), so a value added to the schema is
/// highlighted without a change here. Semantic tokens read it: a string is an enum value when
/// its key's list holds it.
struct SchemaEnumValues: Sendable {
  static let shared = SchemaEnumValues(SchemaCatalog.shared)

  /// The strings each key's value may take; keys without a closed list are absent.
  let valuesByKey: [String: Set<String>]

  init(_ catalog: SchemaCatalog) {
    var values: [String: Set<String>] = [:]
    func strings(_ index: Int) -> [String] {
      let node = catalog[catalog.resolved(index)]
      let literals = node.enumValues ?? catalog[index].enumValues ?? []
      return literals.compactMap { literal in
        if case .string(let text) = literal { return text }
        return nil
      }
    }
    for node in catalog.nodes {
      for name in node.propertyNames {
        guard let child = node.property(name) else { continue }
        var found = strings(child)
        if found.isEmpty, let items = catalog[catalog.resolved(child)].itemSchema {
          found = strings(items)
        }
        if !found.isEmpty { values[name, default: []].formUnion(found) }
      }
    }
    valuesByKey = values
  }
}
