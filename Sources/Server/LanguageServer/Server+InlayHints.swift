import LanguageService

/// `textDocument/inlayHint`: the bar height after each keyframe's `progress` and the height a
/// snapping range snaps to, in the requested range.
extension Server {
  static func inlayHint(_ document: DocumentSnapshot, _ params: DocumentRangeParams)
    -> [LSPInlayHint]?
  {
    guard let spec = document.spec else { return nil }
    return inlayHints(in: spec, range: document.byteRange(of: params.range)).map { hint in
      LSPInlayHint(
        position: document.lspPosition(hint.offset), label: hint.label, tooltip: hint.tooltip)
    }
  }
}
