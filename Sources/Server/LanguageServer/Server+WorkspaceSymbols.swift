import Foundation
import JSONSyntax
import LanguageService
import SpecFiles

/// `workspace/symbol`: the spec names and subview ids of every `*.header.json` under the
/// workspace folders (`workspaceSymbols(in:matching:)`), fuzzy-matched against the query as it
/// is typed. An open document's text replaces its file's; a file is read through the input gate
/// (`SpecFile`: a regular text file within the size limit) and only parsed. At most `listLimit`
/// symbols, in file order, for the first `maximumQueryLength` characters of the query; a
/// `$/cancelRequest` (the user typed on) stops the search before the next file.
extension Server {
  /// The most characters of a query that are matched (ids and names are short).
  static let maximumQueryLength = 256

  func workspaceSymbol(_ reply: Reply<WorkspaceSymbolRequest>, _ params: WorkspaceSymbolParams) {
    pending[reply.id] = PendingRequest(kind: .running, uri: nil, version: nil)
    let cancellation = AnalysisCancellation()
    symbolSearches[reply.id] = cancellation
    let query = String(params.query.prefix(Self.maximumQueryLength))
    let folders = workspaceFolders.compactMap { URL(string: $0)?.standardizedFileURL }
    var openDocuments: [String: TextDocument] = [:]
    for document in store.documents.values where document.isSpec {
      guard let path = URL(string: document.uri)?.standardizedFileURL.path else { continue }
      openDocuments[path] = document
    }
    let open = openDocuments
    let unit = unit
    workQueue.async { [self] in
      var symbols: [LSPSymbolInformation] = []
      var paths = WorkspaceFiles.specFiles(in: folders).map(\.standardizedFileURL.path)
      // Open specs outside the folders (or not saved yet) are searched too.
      let onDisk = Set(paths)
      paths += open.keys.filter { !onDisk.contains($0) }.sorted()
      search: for path in paths {
        if cancellation.isCancelled { break }
        let document = open[path]
        guard let lineIndex = document?.lineIndex ?? (try? SpecFile.read(path)).map(LineIndex.init)
        else { continue }
        let tree = SyntaxTree(bytes: lineIndex.bytes, options: .jsonc)
        let uri = document?.uri ?? URL(fileURLWithPath: path).absoluteString
        for symbol in workspaceSymbols(in: tree, matching: query) {
          guard symbols.count < Server.listLimit else { break search }
          symbols.append(
            LSPSymbolInformation(
              // LSP's SymbolKind: File (1) for a spec, Object (19) for a subview, as in the
              // outline.
              name: symbol.name, kind: symbol.kind == .spec ? 1 : 19,
              location: LSPLocation(uri: uri, range: lineIndex.lspRange(symbol.range, in: unit)),
              containerName: symbol.container ?? URL(fileURLWithPath: path).lastPathComponent))
        }
      }
      let found = symbols
      queue.async {
        self.symbolSearches[reply.id] = nil
        self.finish(reply.id, Server.encode(found))
      }
    }
  }
}
