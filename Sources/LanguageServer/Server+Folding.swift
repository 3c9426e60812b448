import HeaderSpecAnalysis
import JSONSyntax

/// `textDocument/foldingRange` and `textDocument/selectionRange`: the document's structure as
/// line ranges to fold and as nested ranges to expand a selection through.
extension Server {
  /// Every object or array over several lines folds from its opening bracket's line to the line
  /// before its closing bracket (which stays visible, as in VS Code's JSON support).
  static func foldingRange(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> JSONValue
  {
    guard let spec = document.spec else { return .null }
    let index = document.lineIndex
    var result: [JSONValue] = []
    for folding in foldingRanges(in: spec) {
      let start = index.position(ofUTF8Offset: folding.range.start, in: .utf8).line
      let end =
        index.position(ofUTF8Offset: max(folding.range.start, folding.range.end - 1), in: .utf8)
        .line - 1
      guard end > start else { continue }
      result.append(["startLine": .int(start), "endLine": .int(end)])
    }
    return .array(result)
  }

  /// One `SelectionRange` chain per requested position, innermost first, each linked to its
  /// `parent`.
  static func selectionRange(_ document: DocumentSnapshot, _ params: SelectionRangeParams)
    -> JSONValue
  {
    guard let spec = document.spec else { return .null }
    var result: [JSONValue] = []
    for position in params.positions {
      let offset = document.offset(of: position)
      var ranges = selectionRanges(in: spec, at: offset)
      if ranges.isEmpty { ranges = [ByteRange(start: offset, end: offset)] }
      var chain: JSONValue?
      for range in ranges.reversed() {
        var link: [(String, JSONValue)] = [("range", document.lspRange(range))]
        if let parent = chain { link.append(("parent", parent)) }
        chain = .object(link)
      }
      result.append(chain ?? .null)
    }
    return .array(result)
  }
}
