// MARK: - Skipping what has no place in the tree

extension Parser {
  /// Reports everything after the root value as one error, from `first` to the last token.
  mutating func reportContentAfterRoot(_ first: Token) {
    var token = first
    var end = first.range.end
    while token.kind != .endOfInput {
      end = token.range.end
      token = lexer.nextSignificant()
    }
    guard end > first.range.start else { return }
    report(
      .contentAfterRoot, ByteRange(start: first.range.start, end: end),
      "Unexpected content after the end of the JSON value")
  }

  /// Consumes a container's tokens up to its matching close (or the end), without nodes.
  /// Returns the end offset. Linear in the skipped bytes, any depth.
  mutating func skipContainer(_ open: Token) -> Int {
    var depth = 1
    var end = open.range.end
    while depth > 0 {
      let token = lexer.nextSignificant()
      switch token.kind {
      case .endOfInput: depth = 0
      case .leftBrace, .leftBracket: depth += 1
      case .rightBrace, .rightBracket: depth -= 1
      default: break
      }
      if token.kind != .endOfInput { end = token.range.end }
    }
    lastToken = ByteRange(start: max(open.range.start, end - 1), end: end)
    return end
  }
}

extension Token.Kind {
  /// Whether a token of this kind begins a value (words included: they become `invalid`).
  var startsValue: Bool {
    switch self {
    case .leftBrace, .leftBracket, .string, .number, .trueLiteral, .falseLiteral, .nullLiteral,
      .word:
      return true
    default:
      return false
    }
  }
}
