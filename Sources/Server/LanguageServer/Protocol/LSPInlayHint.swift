import LanguageService

/// LSP's `InlayHint`: a label after `position`, padded on its left.
struct LSPInlayHint: Encodable, Sendable {
  var position: LSPPosition
  var label: String
  var paddingLeft = true
  var tooltip: String?
}
