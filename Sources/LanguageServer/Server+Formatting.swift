import HeaderSpecAnalysis

/// `textDocument/formatting` and `textDocument/rangeFormatting`: the canonical layout (two-space
/// indent, number arrays on one line), the same as `headerspec format`. The client's
/// `FormattingOptions` are not used: the format is canonical by design. A document with syntax
/// errors or comments gets no edit.
extension Server {
  static func formatting(_ document: DocumentSnapshot, _ params: JSONValue) -> JSONValue {
    guard let spec = document.spec else { return .null }
    return document.lspTextEdits(HeaderSpecAnalysis.formatting(in: spec))
  }

  static func rangeFormatting(_ document: DocumentSnapshot, _ params: JSONValue)
    throws(ResponseError) -> JSONValue
  {
    guard let spec = document.spec else { return .null }
    let range = try document.byteRange(ofRangeIn: params)
    return document.lspTextEdits(HeaderSpecAnalysis.rangeFormatting(in: spec, range: range))
  }
}
