/// The type a spec generates (Schemas/FORMAT.md#generated-swift): its `name` when it gives one
/// that can name a type (`"Profile card"` -> `ProfileCard`, `"SquareCashHeader"` as written),
/// else its file's name (`square-cash.header.json` -> `SquareCashHeader`). Among the specs of
/// one target (`names(of:)`, what the build plugin asks for), those named by a file name that
/// another of them shares are named by their paths below the folder the target's specs share
/// (`a/profile.header.json` -> `AProfileHeader`), and two specs that still get one name collide
/// (`collision(of:in:)`): `a-b`, `a_b` and `A B` all give `ABHeader`.
public enum TypeNaming {
  /// A spec of a target: its path and its `name`, if it gives one.
  public struct Spec: Equatable, Sendable {
    public var path: String
    public var name: String?

    public init(path: String, name: String?) {
      self.path = path
      self.name = name
    }
  }

  /// The type `name` gives: its words (runs of ASCII letters and digits) in upper camel case,
  /// a word's own capitals kept; nil when it has none or the result cannot name the type
  /// (`SwiftGenerator.typeNameProblem(_:)`: a keyword, a module, a standard type).
  public static func typeName(forName name: String) -> String? {
    let words = name.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
    var type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if type.first?.isNumber ?? false { type = "Header" + type }
    guard !type.isEmpty, SwiftGenerator.typeNameProblem(type) == nil else { return nil }
    return type
  }

  /// The type of each of one target's `specs`, in order.
  public static func names(of specs: [Spec]) -> [String] {
    let named = specs.map { $0.name.flatMap(typeName(forName:)) }
    let byFile = specs.map { SwiftGenerator.typeName(forFile: $0.path) }
    var sharing: [String: Int] = [:]
    for index in specs.indices where named[index] == nil { sharing[byFile[index], default: 0] += 1 }
    let root = commonFolder(of: specs.map(\.path))
    return specs.indices.map { index in
      if let name = named[index] { return name }
      guard sharing[byFile[index], default: 0] > 1 else { return byFile[index] }
      return SwiftGenerator.typeName(forPath: String(specs[index].path.dropFirst(root.count)))
    }
  }

  /// The index of another spec whose type is `names[index]`, if there is one.
  public static func collision(of index: Int, in names: [String]) -> Int? {
    names.indices.first { $0 != index && names[$0] == names[index] }
  }

  /// The deepest folder (ending in `/`) that holds every one of `paths`; empty when they
  /// share none.
  static func commonFolder(of paths: [String]) -> String {
    let folders = paths.map {
      $0.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    }
    guard var common = folders.first.map(Array.init) else { return "" }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    return common.isEmpty ? "" : common.joined(separator: "/") + "/"
  }
}
