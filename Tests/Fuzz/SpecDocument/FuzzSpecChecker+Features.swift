import JSONSyntax
import LanguageService
import SpecAnalysis

/// One check per editor feature, each calling the feature as the server does (the document's
/// own diagnostics, the document's settings) and checking the properties its result promises.
extension FuzzSpecChecker {
  /// Diagnostics: sorted by range start; every range and related range well placed.
  func checkDiagnostics() {
    var previousStart = 0
    for diagnostic in document.diagnostics {
      checkRange(diagnostic.range, what: "diagnostic \(diagnostic.code)")
      guard diagnostic.range.start >= previousStart else {
        fatalError("diagnostics not sorted by start at \(diagnostic.code) \(diagnostic.range)")
      }
      previousStart = diagnostic.range.start
      for related in diagnostic.related {
        checkRange(related.range, what: "related information of \(diagnostic.code)")
      }
    }
  }

  /// Code actions in each of `ranges`: edits well placed and not overlapping; applied to a
  /// document without syntax errors, each leaves none (edits that an earlier range's actions
  /// already made are applied once). With the whole document as a range, this is every quick
  /// fix of every diagnostic.
  func checkCodeActions(in ranges: [ByteRange]) {
    var applied: Set<[TextEdit]> = []
    for range in ranges {
      for action in codeActions(in: document, range: range, diagnostics: document.diagnostics) {
        checkEdits(action.edits, what: "code action '\(action.title)'")
        guard applied.insert(action.edits).inserted else { continue }
        checkApplied(action.edits, what: "code action '\(action.title)'")
      }
    }
  }

  /// Completions at `offset`: each item's range well placed, on one line and containing the
  /// cursor (LSP requires both of a completion's text edit); its additional edits well placed
  /// and not overlapping the main edit. Without snippets, one item (picked by the offset)
  /// applied to a document without syntax errors leaves none.
  /// (Tests/Fuzz/Findings/completion-range-after-cursor.json: a value completion with the
  /// cursor before a scalar once replaced only the scalar, after the cursor.)
  func checkCompletions(at offset: Int, snippets: Bool) {
    let list = completions(
      in: document, at: offset, settings: document.settings, snippets: snippets)
    for item in list.items {
      checkEdits(item.edits, what: "completion '\(item.label)'")
      let range = item.range
      guard range.touches(offset) else {
        fatalError("completion '\(item.label)' range \(range) misses the cursor \(offset)")
      }
      guard !bytes[range.start..<range.end].contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
        fatalError("completion '\(item.label)' range \(range) spans lines")
      }
    }
    guard !snippets, parses, !list.items.isEmpty else { return }
    let item = list.items[offset % list.items.count]
    checkApplied(item.edits, what: "completion '\(item.label)' at \(offset)")
  }

  /// Hover at `offset`: a well-placed range and some text.
  func checkHover(at offset: Int) {
    guard let hover = hover(in: document, at: offset, settings: document.settings) else { return }
    checkRange(hover.range, what: "hover at \(offset)")
    guard !hover.markdown.isEmpty else { fatalError("an empty hover at \(offset)") }
  }

  /// Document symbols: ranges well placed, each selection range inside its symbol's range and
  /// each child inside its parent (LSP and VS Code's outline require both).
  func checkDocumentSymbols() {
    func check(_ symbol: DocumentSymbol, inside parent: ByteRange) {
      checkRange(symbol.range, what: "symbol '\(symbol.name)'")
      checkRange(symbol.selectionRange, what: "symbol '\(symbol.name)' selection")
      guard contains(symbol.range, symbol.selectionRange) else {
        fatalError("symbol '\(symbol.name)' selection outside \(symbol.range)")
      }
      guard contains(parent, symbol.range) else {
        fatalError("symbol '\(symbol.name)' \(symbol.range) outside its parent \(parent)")
      }
      for child in symbol.children { check(child, inside: symbol.range) }
    }
    let whole = ByteRange(start: 0, end: bytes.count)
    for symbol in documentSymbols(in: document) { check(symbol, inside: whole) }
  }

  /// Formatting: the edits turn the document into exactly the printer's output, or there are
  /// none when the printer declines (syntax errors, comments); that output parses without
  /// errors, has the same value, and formatting it again changes nothing (idempotent).
  func checkFormatting() {
    let edits = formatting(in: document)
    checkEdits(edits, what: "formatting")
    guard let printed = try? JSONPrinter.printedBytes(document.syntax) else {
      guard edits.isEmpty else { fatalError("formatting edits where the printer declines") }
      return
    }
    guard TextEdit.apply(edits, to: bytes) == printed else {
      fatalError("formatting edits do not give the printed document")
    }
    guard !edits.isEmpty else { return }  // already formatted: printed == bytes
    let formatted = SyntaxTree(bytes: printed, options: document.syntax.options)
    guard !formatted.hasErrors else { fatalError("formatted document does not parse") }
    guard FuzzValueComparison.sameValue(document.syntax, formatted) else {
      fatalError("formatting changed the value")
    }
    guard (try? JSONPrinter.printedBytes(formatted)) == printed else {
      fatalError("formatting is not idempotent")
    }
  }

  /// Range formatting of `range`: edits well placed; the result parses when the document did
  /// and keeps the value. Where no line is too long (an unbounded line width), the layout
  /// depends only on where the document breaks lines, which range formatting changes only as
  /// whole formatting would: formatting the whole result gives what formatting the whole
  /// original gives. (With a line width, range formatting may break a container that whole
  /// formatting would have kept on one line at its final column, and the break then stays.)
  func checkRangeFormatting(_ range: ByteRange) {
    for style in [JSONFormatStyle.standard, JSONFormatStyle(lineWidth: 1_000_000_000)] {
      let edits = rangeFormatting(in: document, range: range, style: style)
      checkEdits(edits, what: "range formatting of \(range)")
      guard !edits.isEmpty else { continue }
      guard let tree = checkApplied(edits, what: "range formatting of \(range)") else { continue }
      guard FuzzValueComparison.sameValue(document.syntax, tree) else {
        fatalError("range formatting of \(range) changed the value")
      }
      guard style != .standard else { continue }
      guard
        (try? JSONPrinter.printedBytes(tree, style: style))
          == (try? JSONPrinter.printedBytes(document.syntax, style: style))
      else {
        fatalError("range formatting of \(range) changes what whole formatting gives")
      }
    }
  }

  /// Formatting as one types at `offset`, for each trigger character: edits well placed and
  /// not overlapping; the result parses when the document did and keeps the value.
  func checkOnTypeFormatting(at offset: Int) {
    for character in ["}", "]", "\n"] {
      let edits = onTypeFormatting(in: document, offset: offset, character: character)
      checkEdits(edits, what: "on-type formatting of \(character) at \(offset)")
      guard !edits.isEmpty,
        let tree = checkApplied(edits, what: "on-type formatting of \(character) at \(offset)")
      else { continue }
      guard FuzzValueComparison.sameValue(document.syntax, tree) else {
        fatalError("on-type formatting of \(character) at \(offset) changed the value")
      }
    }
  }

  /// Inlay hints in `range`: sorted, each offset well placed, each label non-empty.
  func checkInlayHints(in range: ByteRange) {
    var previous = 0
    for hint in inlayHints(in: document, range: range) {
      checkOffset(hint.offset, what: "inlay hint '\(hint.label)'")
      guard hint.offset >= previous, !hint.label.isEmpty else {
        fatalError("inlay hint '\(hint.label)' at \(hint.offset) out of order or empty")
      }
      previous = hint.offset
    }
  }

  /// Code lenses and link names: ranges well placed, titles non-empty, lenses in order.
  func checkLensesAndLinks() {
    var previous = 0
    for lens in codeLenses(in: document) {
      checkRange(lens.range, what: "code lens '\(lens.title)'")
      guard lens.range.start >= previous, !lens.title.isEmpty else {
        fatalError("code lens '\(lens.title)' at \(lens.range) out of order or empty")
      }
      previous = lens.range.start
    }
    for link in documentLinks(in: document) {
      checkRange(link.range, what: "document link \(link.target)")
    }
  }

  /// Folding ranges well placed; selection ranges at `offset` well placed, each containing the
  /// one before it.
  func checkFoldingAndSelection(at offset: Int) {
    for folding in foldingRanges(in: document) {
      checkRange(folding.range, what: "folding range")
    }
    var inner: ByteRange?
    for range in selectionRanges(in: document, at: offset) {
      checkRange(range, what: "selection range at \(offset)")
      if let inner, !contains(range, inner) {
        fatalError("selection range \(range) does not contain \(inner) at \(offset)")
      }
      inner = range
    }
  }

  /// Colours: ranges well placed; the presentation of a colour's own components replaces
  /// exactly its range with a string that reads back as the same components.
  func checkColors() {
    for color in documentColors(in: document) {
      checkRange(color.range, what: "colour")
      let presentations = colorPresentations(
        red: color.red, green: color.green, blue: color.blue, alpha: color.alpha,
        range: color.range)
      for presentation in presentations {
        guard presentation.edit.range == color.range else {
          fatalError("colour presentation edits \(presentation.edit.range), not \(color.range)")
        }
        let written = SpecDocument(
          text: #"{"c": \#(presentation.edit.newText)}"#, settings: document.settings)
        guard let back = documentColors(in: written).first,
          back.red == color.red, back.green == color.green, back.blue == color.blue,
          back.alpha == color.alpha
        else {
          fatalError("colour \(presentation.label) does not read back as \(color)")
        }
      }
    }
  }

  /// Whether `outer` contains `inner`.
  func contains(_ outer: ByteRange, _ inner: ByteRange) -> Bool {
    outer.start <= inner.start && inner.end <= outer.end
  }
}
