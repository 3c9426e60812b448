import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecRendering

/// One request the language server answers, as the benchmarks time it: the LanguageService
/// function the server calls (the server adds only the JSON-RPC framing and the conversion of
/// positions to UTF-16), on an analysed document, at a place in it or over the whole of it.
struct EditorRequest: Sendable {
  /// What a request reads besides the document: nothing, or a byte offset in it.
  enum Scope: Sendable {
    /// The whole document (document symbols, folding, formatting...).
    case document
    /// A place in a string or key (completion, hover, selection, code actions...).
    case anyString
    /// A subview id, where it is defined or referenced (definition, references, rename...).
    case subviewID
  }

  /// The LSP method.
  let name: String
  let scope: Scope
  /// Runs the request; returns the size of its answer, which the benchmark adds up so that no
  /// call can be left out.
  let run: @Sendable (SpecDocument, Int) -> Int

  /// Every request of `textDocument/...` the server answers from the analysed document, and
  /// `headerspec/preview` (the layout samples and the SVG an editor's preview shows).
  static let all: [EditorRequest] = [
    EditorRequest(name: "completion", scope: .anyString) { document, offset in
      completions(in: document, at: offset).items.count
    },
    EditorRequest(name: "hover", scope: .anyString) { document, offset in
      hover(in: document, at: offset)?.markdown.utf8.count ?? 0
    },
    EditorRequest(name: "codeAction", scope: .anyString) { document, offset in
      codeActions(
        in: document, range: ByteRange(start: offset, end: offset),
        diagnostics: document.diagnostics
      ).count
    },
    EditorRequest(name: "selectionRange", scope: .anyString) { document, offset in
      selectionRanges(in: document, at: offset).count
    },
    EditorRequest(name: "rangeFormatting", scope: .anyString) { document, offset in
      rangeFormatting(in: document, range: ByteRange(start: offset, end: offset)).count
    },
    // An editor asks for the hints of the lines on screen: about 4 KB.
    EditorRequest(name: "inlayHint", scope: .anyString) { document, offset in
      inlayHints(
        in: document,
        range: ByteRange(start: offset, end: min(document.syntax.bytes.count, offset + 4_000))
      ).count
    },
    EditorRequest(name: "documentSymbol", scope: .document) { document, _ in
      documentSymbols(in: document).count
    },
    EditorRequest(name: "foldingRange", scope: .document) { document, _ in
      foldingRanges(in: document).count
    },
    EditorRequest(name: "formatting", scope: .document) { document, _ in
      formatting(in: document).count
    },
    EditorRequest(name: "documentColor", scope: .document) { document, _ in
      documentColors(in: document).count
    },
    EditorRequest(name: "codeLens", scope: .document) { document, _ in
      codeLenses(in: document).count
    },
    EditorRequest(name: "documentLink", scope: .document) { document, _ in
      documentLinks(in: document).count
    },
    EditorRequest(name: "semanticTokens/full", scope: .document) { document, _ in
      semanticTokens(in: document).count
    },
    EditorRequest(name: "definition", scope: .subviewID) { document, offset in
      definition(in: document, at: offset)?.length ?? 0
    },
    EditorRequest(name: "references", scope: .subviewID) { document, offset in
      references(in: document, at: offset).count
    },
    EditorRequest(name: "documentHighlight", scope: .subviewID) { document, offset in
      documentHighlights(in: document, at: offset).count
    },
    EditorRequest(name: "prepareRename", scope: .subviewID) { document, offset in
      prepareRename(in: document, at: offset)?.placeholder.utf8.count ?? 0
    },
    EditorRequest(name: "rename", scope: .subviewID) { document, offset in
      switch rename(in: document, at: offset, to: "renamedSubview") {
      case .edits(let edits): edits.count
      case .refused(let reason): reason.utf8.count
      }
    },
    EditorRequest(name: "headerspec/preview", scope: .document) { document, _ in
      guard let header = document.resolved else { return 0 }
      let progress = document.settings.sampleProgress
      return PreviewJSON.samples(header, progress: progress).text.utf8.count
        + ((try? PreviewSVG.render(header, progress: progress))?.utf8.count ?? 0)
    },
  ]
}
