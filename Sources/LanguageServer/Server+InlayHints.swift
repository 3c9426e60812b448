import HeaderSpecAnalysis

/// `textDocument/inlayHint`: the bar height after each keyframe's `progress` and the height a
/// snapping range snaps to, in the requested range.
extension Server {
  static func inlayHint(_ document: DocumentSnapshot, _ params: DocumentRangeParams) -> JSONValue {
    guard let spec = document.spec else { return .null }
    let range = document.byteRange(of: params.range)
    return .array(
      inlayHints(in: spec, range: range).map { hint in
        var result: [(String, JSONValue)] = [
          ("position", document.lspPosition(hint.offset)), ("label", .string(hint.label)),
          ("paddingLeft", true),
        ]
        if let tooltip = hint.tooltip { result.append(("tooltip", .string(tooltip))) }
        return .object(result)
      })
  }
}
