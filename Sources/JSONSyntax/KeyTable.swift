/// Property names numbered `0 ..< count` in the order given.
///
/// Give one to the parser (`SyntaxTree(bytes:options:keys:)`) and every key node carries the
/// number of its decoded name (`SyntaxTree.keyNumber(_:)`).
///
///     let keys = KeyTable(["id", "kind", "frame"])
///     keys.number(of: "kind")        // 1
///     keys.number(of: "color")       // nil
public struct KeyTable: Sendable {
  /// The names, indexed by number; no name twice.
  public let names: [String]
  private let numbers: [String: Int]

  /// Numbers `names` in order. A name that comes again keeps its first number and takes no
  /// new one, so numbers stay dense.
  public init(_ names: some Sequence<String>) {
    var unique: [String] = []
    var numbers: [String: Int] = [:]
    for name in names where numbers[name] == nil {
      numbers[name] = unique.count
      unique.append(name)
    }
    self.names = unique
    self.numbers = numbers
  }

  /// The number of names.
  public var count: Int { names.count }

  /// The number of `name`, nil when the table does not hold it.
  public func number(of name: String) -> Int? { numbers[name] }
}
