import JSONSyntax
import LanguageService
import SpecAnalysis

/// What a feature handler gets: one version of a document, frozen, with its analysis, the
/// negotiated position encoding, what the client can do, and the conversions between LSP
/// positions and UTF-8 offsets. Handlers run on the work queue; the snapshot is theirs.
struct DocumentSnapshot: Sendable {
  let uri: String
  let version: Int
  let isSpec: Bool
  let lineIndex: LineIndex
  /// The negotiated position encoding.
  let unit: LineIndex.Unit
  /// What the client can do (snippets, symbol trees, workspace edit shapes, ...).
  let client: ClientFeatures
  /// The analysed spec of exactly this version (its `settings` are the effective ones); nil
  /// for a document that is not a spec.
  let spec: SpecDocument?
  /// The formatting style before the request's own options: the project configuration's
  /// `format` keys over the defaults.
  let formatStyle: JSONFormatStyle
  /// The workspace folders' URIs (or the root URI), which document links must stay inside.
  var workspaceFolders: [String] = []
  /// Whether the document is an events file (`EventsDocumentFilter`).
  var isEvents = false
  /// An events file's check of exactly this version, when the request waited for it.
  var events: EventsState.Checked?

  /// The text (O(n) to make).
  var text: String { String(decoding: lineIndex.bytes, as: UTF8.self) }

  /// The UTF-8 offset of an LSP position.
  func offset(of position: LSPPosition) -> Int { lineIndex.utf8Offset(of: position, in: unit) }

  /// The UTF-8 range of an LSP range.
  func byteRange(of range: LSPRange) -> ByteRange { lineIndex.byteRange(of: range, in: unit) }

  /// The LSP range of a UTF-8 range.
  func lspRange(_ range: ByteRange) -> LSPRange { lineIndex.lspRange(range, in: unit) }

  /// The LSP position of a UTF-8 offset.
  func lspPosition(_ offset: Int) -> LSPPosition {
    lineIndex.lspPosition(ofUTF8Offset: offset, in: unit)
  }
}
