import Foundation
import SpecRendering

/// Where `headerspec.showPreview` writes a document's HTML preview page: one file per
/// document URI in a folder of the user's own under the temporary directory
/// (`headerspec-preview-UID`, mode 0700), replaced atomically on each run and removed when the
/// server exits (`WrittenPreviewPages`). The only file the server writes; never one of the
/// user's.
enum PreviewPageFile {
  /// The folder for this user's pages.
  static var folder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-preview-\(getuid())", isDirectory: true)
  }

  /// The page's file for `uri`: its last path component (letters, digits, `.`, `-`, `_`
  /// kept, at most 64), a hash of the whole URI (two specs of the same name do not collide),
  /// `.html`.
  static func url(for uri: String) -> URL {
    let last = uri.split(separator: "/").last.map(String.init) ?? "spec"
    let name = String(
      last.unicodeScalars.prefix(64).map {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
          ? Character($0) : "_"
      })
    return folder.appendingPathComponent(
      "\(name)-\(StableHash.hex(uri.utf8)).html", isDirectory: false)
  }

  /// Writes `html` for `uri` (a temporary file renamed over the old page); the file's URL.
  static func write(_ html: String, for uri: String) throws -> URL {
    let folder = folder
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    // In a shared temporary directory another user could have made the folder first (or a
    // link in its place): write only into a real folder of this user's that no one else
    // can write to.
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
    let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
    let owner = (attributes[.ownerAccountID] as? NSNumber)?.uint32Value
    guard attributes[.type] as? FileAttributeType == .typeDirectory, owner == getuid(),
      permissions & 0o022 == 0
    else {
      throw CocoaError(
        .fileWriteNoPermission,
        userInfo: [
          NSLocalizedDescriptionKey:
            "\(folder.path) is not a folder of this user's alone; remove it and try again"
        ])
    }
    let url = url(for: uri)
    try Data(html.utf8).write(to: url, options: .atomic)
    WrittenPreviewPages.shared.record(url)
    return url
  }
}
