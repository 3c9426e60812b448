import JSONSyntax
import LanguageService

/// `textDocument/formatting`, `textDocument/rangeFormatting` and
/// `textDocument/onTypeFormatting` (on `}`, `]` and a line break in keyframes, see
/// `LanguageService.onTypeFormatting`): the canonical layout, the same
/// as `headerspec format` (`JSONPrinter`), indented as the request's `FormattingOptions` say
/// (`tabSize`, `insertSpaces`). Comments travel with their elements when comments are allowed;
/// a document with syntax errors gets no edit (but the indentation of a line typed in keyframes).
extension Server {
  static func formatting(_ document: DocumentSnapshot, _ params: DocumentFormattingParams)
    -> [LSPTextEdit]?
  {
    guard let spec = document.spec else { return nil }
    let style = formatStyle(params.options, over: document.formatStyle)
    return LanguageService.formatting(in: spec, style: style).map(document.lspTextEdit)
  }

  static func rangeFormatting(
    _ document: DocumentSnapshot, _ params: DocumentRangeFormattingParams
  ) -> [LSPTextEdit]? {
    guard let spec = document.spec else { return nil }
    let style = formatStyle(params.options, over: document.formatStyle)
    return LanguageService.rangeFormatting(
      in: spec, range: document.byteRange(of: params.range), style: style
    ).map(document.lspTextEdit)
  }

  static func onTypeFormatting(
    _ document: DocumentSnapshot, _ params: DocumentOnTypeFormattingParams
  ) -> [LSPTextEdit]? {
    guard let spec = document.spec else { return nil }
    let style = formatStyle(params.options, over: document.formatStyle)
    return LanguageService.onTypeFormatting(
      in: spec, offset: document.offset(of: params.position), character: params.character,
      style: style
    ).map(document.lspTextEdit)
  }

  /// The style of a formatting request: the request's `tabSize` and `insertSpaces` (a tab of
  /// that width when false) where it sends them, over `base` (the project configuration's
  /// `format` keys over the standard style: 2 spaces, 100 columns).
  static func formatStyle(_ options: FormattingOptions, over base: JSONFormatStyle)
    -> JSONFormatStyle
  {
    var style = base
    let (baseSpaces, baseSize) =
      switch base.indent {
      case .spaces(let count): (true, count)
      case .tab(let width): (false, width)
      }
    let size = options.tabSize ?? baseSize
    style.indent = options.insertSpaces ?? baseSpaces ? .spaces(size) : .tab(width: size)
    return style
  }
}
