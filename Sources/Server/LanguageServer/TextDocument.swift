import Foundation
import JSONSyntax
import SpecConfiguration

/// An open document: its text (inside the line index), version and whether it is a header
/// spec. Edits go through `apply(changes:unit:)`, which keeps the line index current in
/// O(edit + lines after it) per incremental change.
public struct TextDocument: Sendable {
  public let uri: String
  public var languageID: String
  /// The client's version; results computed for another version are never sent.
  public var version: Int
  /// Whether the server handles this document (`SpecDocumentFilter`).
  public var isSpec: Bool
  /// Whether this is an events file of `simulate` (`EventsDocumentFilter`); never a spec too.
  public var isEvents: Bool
  public private(set) var lineIndex: LineIndex
  /// The file's path for a `file:` URI (standardized, percent-decoded); nil for other URIs.
  public let filePath: String?

  public init(uri: String, languageID: String, version: Int, text: String) {
    self.uri = uri
    self.languageID = languageID
    self.version = version
    self.lineIndex = LineIndex(text: text)
    self.filePath = URL(string: uri).flatMap { $0.isFileURL ? $0.standardizedFileURL.path : nil }
    self.isSpec = SpecDocumentFilter.isSpec(uri: uri, bytes: lineIndex.bytes)
    self.isEvents = !isSpec && EventsDocumentFilter.isEvents(uri: uri, bytes: lineIndex.bytes)
  }

  /// Whether this is a project configuration file (`.headerspec.json`).
  public var isProjectConfiguration: Bool {
    filePath?.hasSuffix("/" + ProjectConfiguration.fileName) == true
  }

  /// The text (ill-formed UTF-8 cannot occur: LSP text is always valid).
  public var text: String { String(decoding: lineIndex.bytes, as: UTF8.self) }

  /// Applies `contentChanges` of `textDocument/didChange` in order: a change with a `range` is
  /// incremental (positions in `unit`), one without replaces the whole text.
  mutating func apply(_ changes: [DidChangeTextDocumentParams.Change], unit: LineIndex.Unit) {
    for change in changes {
      if let range = change.range {
        lineIndex.replace(lineIndex.byteRange(of: range, in: unit), with: change.text)
      } else {
        lineIndex = LineIndex(text: change.text)
      }
    }
    isSpec = SpecDocumentFilter.isSpec(uri: uri, bytes: lineIndex.bytes)
    isEvents = !isSpec && EventsDocumentFilter.isEvents(uri: uri, bytes: lineIndex.bytes)
  }
}
