import Foundation
import SpecRendering

/// Finding the spec files of the workspace folders, for `workspace/diagnostic`.
enum WorkspaceFiles {
  /// Folders never searched: build output, dependencies, version control.
  static let skippedFolders: Set<String> = [".build", "node_modules", ".git", ".swiftpm"]
  /// At most this many files are checked, so a huge folder cannot stall the server.
  static let maximumFileCount = 10_000

  /// Every `*.header.json` under `folders` that is not a folder (hidden and skipped folders
  /// left out; FIFOs, devices and link loops included, for the input gate to name), sorted. A
  /// link to a file outside its workspace folder is left out, and the server's log names the
  /// link, never its target (a spec that links to `../.git/config` must not show that file).
  static func specFiles(in folders: [URL]) -> [URL] {
    var files: [URL] = []
    for folder in folders {
      let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
      let prefix = root.hasSuffix("/") ? root : root + "/"
      guard
        let enumerator = FileManager.default.enumerator(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
      else { continue }
      for case let url as URL in enumerator {
        if skippedFolders.contains(url.lastPathComponent) {
          enumerator.skipDescendants()
        } else if url.lastPathComponent.lowercased().hasSuffix(".header.json"),
          (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
        {
          // A folder named like a spec is searched, as `check` searches it, not read.
          if (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true,
            !url.resolvingSymlinksInPath().path.hasPrefix(prefix)
          {
            Log.line("\(url.path): a link to a file outside the workspace folder, not checked")
            continue
          }
          files.append(url)
          if files.count >= maximumFileCount { break }
        }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// A result id that changes when the text does (`StableHash`).
  static func hash(_ bytes: [UInt8]) -> String { StableHash.hex(bytes) }
}
