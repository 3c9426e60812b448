import JSONSyntax

/// An events file's `spec` key: the header spec its events happen to, as a path relative to
/// the events file (Schemas/EVENTS.md#the-document).
public struct EventsSpecReference: Hashable, Sendable {
  /// The path as written.
  public var path: String
  /// Where the string value is (UTF-8), where problems with the spec are reported.
  public var range: ByteRange

  public init(path: String, range: ByteRange) {
    self.path = path
    self.range = range
  }

  /// The `spec` key of the tree's root object when its value is a non-empty string, whatever
  /// the rest of the file holds (so a command or an editor can follow it while the events
  /// have errors).
  public init?(in tree: SyntaxTree) {
    guard let root = tree.root, tree.kind(root) == .object,
      let member = tree.lastMember(named: "spec", in: root), let value = tree.value(of: member),
      let path = tree.stringValue(value), !path.isEmpty
    else { return nil }
    self.init(path: path, range: tree.range(value))
  }

  /// The spec's path for an events file at `eventsPath`: `path` itself when absolute, else
  /// joined to the events file's folder (`a/b.events.json` and `c.header.json` give
  /// `a/c.header.json`).
  public func resolved(from eventsPath: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let slash = eventsPath.lastIndex(of: "/") else { return path }
    return String(eventsPath[...slash]) + path
  }
}
