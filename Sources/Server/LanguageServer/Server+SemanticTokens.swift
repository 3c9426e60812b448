import JSONSyntax
import LanguageService

/// `textDocument/semanticTokens/full` and `.../full/delta`: the names of a spec (subview ids,
/// references, kinds, enum values, devices) or of an open `.headerspec.json` (diagnostic
/// codes, severities, devices) as LSP tokens, in the negotiated position encoding, encoded
/// with `SemanticTokensLegend`. Each answer has a result id; the server keeps the latest
/// tokens of each open document (`sentSemanticTokens`, dropped on close), and a delta request
/// that names them gets the edits from them to the current tokens, one that names any other
/// id gets all the tokens (as LSP allows).
extension Server {
  /// The most tokens in an answer (five integers each): a realistic spec of 30 KB has a few
  /// hundred; a hostile one of a few MB could make 10^6, which no editor colours usefully.
  /// Tokens past the limit (the end of the document) are left out.
  static let semanticTokenLimit = 20_000

  func semanticTokensFull(
    _ reply: Reply<SemanticTokensFullRequest>, _ params: SemanticTokensParams
  ) {
    let number = takeResultNumber()
    let isConfiguration = store.documents[params.uri]?.isProjectConfiguration ?? false
    documentRequest(reply, params, anyDocument: true, stage: .model, empty: nil) {
      [self] document, _ in
      guard let data = Server.semanticTokenData(document, configuration: isConfiguration)
      else { return nil }
      remember(SentSemanticTokens(number: number, data: data), for: document.uri)
      return LSPSemanticTokens(resultId: String(number), data: data)
    }
  }

  func semanticTokensDelta(
    _ reply: Reply<SemanticTokensDeltaRequest>, _ params: SemanticTokensParams
  ) {
    let number = takeResultNumber()
    let isConfiguration = store.documents[params.uri]?.isProjectConfiguration ?? false
    let previous = sentSemanticTokens[params.uri].flatMap {
      $0.resultID == params.previousResultID ? $0.data : nil
    }
    documentRequest(reply, params, anyDocument: true, stage: .model, empty: nil) {
      [self] document, _ in
      guard let data = Server.semanticTokenData(document, configuration: isConfiguration)
      else { return nil }
      remember(SentSemanticTokens(number: number, data: data), for: document.uri)
      guard let previous else {
        return .full(LSPSemanticTokens(resultId: String(number), data: data))
      }
      return .edits(resultId: String(number), Server.semanticTokenEdits(from: previous, to: data))
    }
  }

  /// A number for a result id, unique in this session.
  private func takeResultNumber() -> Int {
    defer { nextResultID += 1 }
    return nextResultID
  }

  /// Keeps `tokens` as `uri`'s latest, on the server's queue, unless a later request's are
  /// there already or the document was closed. Called from the work queue before the answer
  /// is queued, so a delta request sent after the answer arrived finds them.
  private func remember(_ tokens: SentSemanticTokens, for uri: String) {
    queue.async {
      guard self.store.documents[uri] != nil,
        (self.sentSemanticTokens[uri]?.number ?? 0) < tokens.number
      else { return }
      self.sentSemanticTokens[uri] = tokens
    }
  }

  /// The LSP integers of a document's tokens (nil for a document that is neither a spec nor a
  /// project configuration), at most `semanticTokenLimit` tokens. Positions in the negotiated
  /// encoding; a token that would cross a line is left out (none should).
  static func semanticTokenData(_ document: DocumentSnapshot, configuration: Bool) -> [Int]? {
    let tokens: [SemanticToken]
    if let spec = document.spec {
      tokens = semanticTokens(in: spec)
    } else if configuration {
      tokens = semanticTokens(inConfiguration: document.lineIndex.bytes)
    } else {
      return nil
    }
    let index = document.lineIndex
    var data: [Int] = []
    data.reserveCapacity(5 * min(tokens.count, semanticTokenLimit))
    var lineHint = 0
    var previous = LineIndex.Position(line: 0, column: 0)
    for token in tokens where data.count < 5 * semanticTokenLimit {
      let start = index.position(
        ofUTF8Offset: token.range.start, in: document.unit, lineHint: &lineHint)
      let end = index.position(
        ofUTF8Offset: token.range.end, in: document.unit, lineHint: &lineHint)
      guard end.line == start.line, end.column > start.column else { continue }
      let (type, modifiers) = SemanticTokensLegend.encoding(of: token.role)
      data += [
        start.line - previous.line,
        start.line == previous.line ? start.column - previous.column : start.column,
        end.column - start.column, type, modifiers,
      ]
      previous = start
    }
    return data
  }

  /// The edits from `old` to `new`: one edit replacing what lies between their common prefix
  /// and suffix (whole tokens: multiples of five), none when they are equal. An edit in the
  /// text changes the tokens near it only (positions are relative), so the edit is small.
  /// O(old + new).
  static func semanticTokenEdits(from old: [Int], to new: [Int]) -> [LSPSemanticTokensDelta.Edit] {
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    prefix -= prefix % 5
    if prefix == old.count && prefix == new.count { return [] }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    suffix -= suffix % 5
    return [
      LSPSemanticTokensDelta.Edit(
        start: prefix, deleteCount: old.count - prefix - suffix,
        data: Array(new[prefix..<(new.count - suffix)]))
    ]
  }
}
