import Foundation
import LanguageService

/// `textDocument/documentLink`: the `$schema` value to the schema file it names (relative to
/// the spec's folder; a URL as it is), and each subview's `image` name to its
/// `NAME.imageset` folder in an asset catalog near the spec (`AssetCatalogSearch`). Links
/// only for names that resolve: a file that exists, an image set that was found.
extension Server {
  static func documentLink(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> [LSPDocumentLink]?
  {
    guard let spec = document.spec else { return nil }
    let links = documentLinks(in: spec)
    guard !links.isEmpty else { return [] }
    let folder = URL(string: document.uri).flatMap {
      $0.isFileURL ? $0.standardizedFileURL.deletingLastPathComponent() : nil
    }
    var imageSets: [String: String]?
    return links.compactMap { link in
      switch link.target {
      case .schema(let value):
        guard let target = schemaTarget(value, folder: folder) else { return nil }
        return LSPDocumentLink(
          range: document.lspRange(link.range), target: target, tooltip: "Open the schema")
      case .image(let name):
        guard let folder else { return nil }
        if imageSets == nil { imageSets = AssetCatalogSearch.imageSets(near: folder.path) }
        guard let path = imageSets?[name] else { return nil }
        let catalog = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        return LSPDocumentLink(
          range: document.lspRange(link.range),
          target: URL(fileURLWithPath: path, isDirectory: true).absoluteString,
          tooltip: "Image set \(name) in \(catalog)")
      }
    }
  }

  /// A `$schema` value's URI: an http(s) or file URL as written; a path (relative to the
  /// spec's folder, or absolute) when the file exists.
  static func schemaTarget(_ value: String, folder: URL?) -> String? {
    if let url = URL(string: value), let scheme = url.scheme?.lowercased(),
      ["http", "https", "file"].contains(scheme)
    {
      return value
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
      !directory.boolValue
    else { return nil }
    return file.absoluteString
  }
}
