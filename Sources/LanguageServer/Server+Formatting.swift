import HeaderSpecAnalysis
import JSONSyntax

/// `textDocument/formatting` and `textDocument/rangeFormatting`: the canonical layout, the same
/// as `headerspec format` (`JSONPrinter`), indented as the request's `FormattingOptions` say
/// (`tabSize`, `insertSpaces`). Comments travel with their elements when comments are allowed;
/// a document with syntax errors gets no edit.
extension Server {
  static func formatting(_ document: DocumentSnapshot, _ params: JSONValue) -> JSONValue {
    guard let spec = document.spec else { return .null }
    return document.lspTextEdits(
      HeaderSpecAnalysis.formatting(in: spec, style: formatStyle(params)))
  }

  static func rangeFormatting(_ document: DocumentSnapshot, _ params: JSONValue)
    throws(ResponseError) -> JSONValue
  {
    guard let spec = document.spec else { return .null }
    let range = try document.byteRange(ofRangeIn: params)
    return document.lspTextEdits(
      HeaderSpecAnalysis.rangeFormatting(in: spec, range: range, style: formatStyle(params)))
  }

  /// The style of a formatting request: `tabSize` spaces (or a tab of that width when
  /// `insertSpaces` is false), 2 when the client sends no usable size; the standard line width.
  static func formatStyle(_ params: JSONValue) -> FormatStyle {
    let options = params["options"]
    var size = 2
    if let tabSize = options?["tabSize"]?.doubleValue, tabSize >= 1, tabSize <= 16 {
      size = Int(tabSize)
    }
    let spaces = options?["insertSpaces"]?.boolValue ?? true
    return FormatStyle(indent: spaces ? .spaces(size) : .tab(width: size))
  }
}
