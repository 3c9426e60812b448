/// Lists in messages: "a, b or c", "a and b".
enum EnglishList {
  static func or(_ items: [String]) -> String { join(items, "or") }
  static func and(_ items: [String]) -> String { join(items, "and") }

  private static func join(_ items: [String], _ word: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(word) " + items.last!
  }
}
