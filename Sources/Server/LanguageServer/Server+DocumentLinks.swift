import Foundation
import LanguageService
import SpecAnalysis

/// `textDocument/documentLink`: the `$schema` value to the schema file it names (relative to
/// the spec's folder; an http(s) URL as it is), and each subview's `image` name to its
/// `NAME.imageset` folder in an asset catalog near the spec (`AssetCatalogSearch`). Links
/// only for names that resolve, and only to files inside the workspace folders (the spec's
/// repository or folder without any), links followed: a `$schema` of `/etc/passwd` or `../../proc/...`, or
/// an image set that is a link out of the workspace, links nowhere.
extension Server {
  static func documentLink(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> [LSPDocumentLink]?
  {
    let links: [DocumentLink]
    if document.isEvents {
      links = documentLinks(
        in: document.events?.check.document
          ?? EventsDocument(bytes: document.lineIndex.bytes, contentInsetTop: 0))
    } else if let spec = document.spec {
      links = documentLinks(in: spec)
    } else {
      return nil
    }
    guard !links.isEmpty else { return [] }
    let folder = URL(string: document.uri).flatMap {
      $0.isFileURL ? $0.standardizedFileURL.deletingLastPathComponent() : nil
    }
    let roots = linkRoots(document.workspaceFolders, specFolder: folder)
    var imageSets: [String: String]?
    return links.compactMap { link in
      switch link.target {
      case .schema(let value):
        guard let target = schemaTarget(value, folder: folder, roots: roots) else { return nil }
        return LSPDocumentLink(
          range: document.lspRange(link.range), target: target, tooltip: "Open the schema")
      case .spec(let value):
        guard let folder, !value.isEmpty else { return nil }
        let file =
          value.hasPrefix("/")
          ? URL(fileURLWithPath: value) : folder.appendingPathComponent(value).standardizedFileURL
        guard isInside(file.path, roots), FileManager.default.fileExists(atPath: file.path)
        else { return nil }
        return LSPDocumentLink(
          range: document.lspRange(link.range), target: file.absoluteString,
          tooltip: "Open the spec")
      case .image(let name):
        guard let folder else { return nil }
        if imageSets == nil { imageSets = AssetCatalogSearch.imageSets(near: folder.path) }
        guard let path = imageSets?[name], isInside(path, roots) else { return nil }
        let catalog = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        return LSPDocumentLink(
          range: document.lspRange(link.range),
          target: URL(fileURLWithPath: path, isDirectory: true).absoluteString,
          tooltip: "Image set \(name) in \(catalog)")
      }
    }
  }

  /// The folders links may point into, links resolved: the workspace folders; without any,
  /// the spec's repository (the nearest folder above it that holds `.git`), else its folder.
  static func linkRoots(_ workspaceFolders: [String], specFolder: URL?) -> [String] {
    var folders = workspaceFolders.compactMap { URL(string: $0) }.filter(\.isFileURL)
    if folders.isEmpty, let specFolder {
      var folder = specFolder.standardizedFileURL
      while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path),
        folder.path != "/"
      {
        folder = folder.deletingLastPathComponent()
      }
      folders = [folder.path == "/" ? specFolder : folder]
    }
    return folders.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
  }

  /// Whether `path`, its links followed, lies inside one of `roots`.
  static func isInside(_ path: String, _ roots: [String]) -> Bool {
    let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    return roots.contains { root in
      resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
  }

  /// A `$schema` value's URI: an http(s) URL as written; a file URL or a path (relative to the
  /// spec's folder, or absolute) when the file exists inside `roots`.
  static func schemaTarget(_ value: String, folder: URL?, roots: [String]) -> String? {
    if let url = URL(string: value), let scheme = url.scheme?.lowercased() {
      if ["http", "https"].contains(scheme) { return value }
      if scheme == "file" {
        return url.isFileURL && isInside(url.path, roots) ? value : nil
      }
    }
    let file: URL
    if value.hasPrefix("/") {
      file = URL(fileURLWithPath: value)
    } else if let folder {
      file = folder.appendingPathComponent(value).standardizedFileURL
    } else {
      return nil
    }
    var directory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &directory),
      !directory.boolValue, isInside(file.path, roots)
    else { return nil }
    return file.absoluteString
  }
}
