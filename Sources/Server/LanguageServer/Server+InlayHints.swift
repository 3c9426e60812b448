import LanguageService

/// `textDocument/inlayHint`: the bar height after each keyframe's `progress` and the height a
/// snapping range snaps to, in the requested range; in an events file, each event's progress
/// and height after it.
extension Server {
  static func inlayHint(_ document: DocumentSnapshot, _ params: DocumentRangeParams)
    -> [LSPInlayHint]?
  {
    let hints: [InlayHint]
    if let events = document.events {
      hints = inlayHints(
        in: events.check.document, records: events.check.records,
        range: document.byteRange(of: params.range))
    } else if let spec = document.spec {
      hints = inlayHints(in: spec, range: document.byteRange(of: params.range))
    } else {
      return nil
    }
    return hints.map { hint in
      LSPInlayHint(
        position: document.lspPosition(hint.offset), label: hint.label, tooltip: hint.tooltip)
    }
  }
}
