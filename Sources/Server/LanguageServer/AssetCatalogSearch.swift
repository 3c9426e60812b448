import Foundation

/// Finds the image sets of asset catalogs near a spec: `NAME.imageset` folders inside any
/// `*.xcassets` folder (and its groups) in the spec's folder, its parents, or their immediate
/// subfolders (an app's `App/Assets.xcassets` beside a `Specs/` folder).
///
/// Bounded: at most `ancestorLevels` parents, stopping at a repository root (a folder holding
/// `.git`); at most `maxEntries` directory entries looked at in all; groups at most
/// `maxCatalogDepth` deep. Nearer folders come first, so a name in two catalogs resolves to the
/// nearer one.
struct AssetCatalogSearch {
  static let ancestorLevels = 4
  static let maxEntries = 5_000
  static let maxCatalogDepth = 4

  private let files = FileManager.default
  private var budget = maxEntries

  /// Image name -> the image set folder's path, for a spec in `folder`. Each level's catalogs
  /// are read before the next level is looked at, so the budget goes to the nearest first.
  static func imageSets(near folder: String) -> [String: String] {
    var search = AssetCatalogSearch()
    var result: [String: String] = [:]
    var current = URL(fileURLWithPath: folder).standardizedFileURL
    var scanned: String?
    for _ in 0...Self.ancestorLevels {
      let (catalogs, isRepositoryRoot) = search.catalogs(in: current, skipping: scanned)
      for catalog in catalogs { search.collect(in: catalog, depth: 0, into: &result) }
      let parent = current.deletingLastPathComponent()
      guard !isRepositoryRoot, parent.path != current.path, search.budget > 0 else { break }
      scanned = current.path
      current = parent
    }
    return result
  }

  /// The `*.xcassets` folders in `current` and its direct subfolders (except `skipping`, the
  /// level below, already looked at), and whether `current` holds `.git`.
  private mutating func catalogs(in current: URL, skipping scanned: String?) -> ([String], Bool) {
    var catalogs: [String] = []
    let entries = list(current.path)
    for name in entries where !name.hasPrefix(".") {
      let path = current.appendingPathComponent(name).path
      guard path != scanned, isDirectory(path) else { continue }
      if name.hasSuffix(".xcassets") {
        catalogs.append(path)
      } else {
        for inner in list(path) where inner.hasSuffix(".xcassets") {
          let innerPath = (path as NSString).appendingPathComponent(inner)
          if isDirectory(innerPath) { catalogs.append(innerPath) }
        }
      }
    }
    return (catalogs, entries.contains(".git"))
  }

  /// Adds the image sets in `folder` (a catalog or one of its groups), the first of a name
  /// kept.
  private mutating func collect(in folder: String, depth: Int, into result: inout [String: String])
  {
    for name in list(folder) {
      let path = (folder as NSString).appendingPathComponent(name)
      if name.hasSuffix(".imageset") {
        let image = String(name.dropLast(".imageset".count))
        if result[image] == nil, isDirectory(path) { result[image] = path }
      } else if depth < Self.maxCatalogDepth, !name.contains("."), isDirectory(path) {
        collect(in: path, depth: depth + 1, into: &result)
      }
    }
  }

  /// The names in a folder, counted against the budget (none once it is spent).
  private mutating func list(_ path: String) -> [String] {
    guard budget > 0, let names = try? files.contentsOfDirectory(atPath: path) else { return [] }
    let kept = names.sorted().prefix(budget)
    budget -= kept.count
    return Array(kept)
  }

  private func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return files.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
  }
}
