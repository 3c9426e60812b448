/// Lists in messages: "a, b or c", "a and b".
package enum EnglishList {
  package static func or(_ items: [String]) -> String { join(items, "or") }
  package static func and(_ items: [String]) -> String { join(items, "and") }

  /// "a, b, c and 997 more" when there are more than `limit` items: for a list as long as the
  /// input (a preview's 1,000 progress values), never for the schema's short lists.
  package static func and(_ items: [String], limit: Int) -> String {
    guard items.count > limit else { return and(items) }
    return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
  }

  private static func join(_ items: [String], _ word: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(word) " + items.last!
  }
}
