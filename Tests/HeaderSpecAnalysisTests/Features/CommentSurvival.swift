import JSONSyntax
import LanguageService

/// The comments of a JSONC document, and whether text edits keep them: a comment that no edit
/// replaces or removes (no edit's range overlaps it) must stand in the result unchanged, where
/// the edits before it shift it.
enum CommentSurvival {
  /// The `//` and `/* */` comments of `tree`.
  static func comments(of tree: SyntaxTree) -> [ByteRange] {
    tree.tokens.filter { $0.kind == .lineComment || $0.kind == .blockComment }.map(\.range)
  }

  /// The comments of `tree` outside every edit's range that `result` (`edits` applied to the
  /// tree's bytes) no longer has at their place, as text.
  static func lost(in tree: SyntaxTree, edits: [TextEdit], result: [UInt8]) -> [String] {
    var lost: [String] = []
    for comment in comments(of: tree) {
      // An insertion inside the comment overlaps it too (start < comment.end, comment.start < end).
      let replaced = edits.contains {
        $0.range.start < comment.end && comment.start < $0.range.end
      }
      if replaced { continue }
      let shift = edits.filter { $0.range.end <= comment.start }.reduce(0) {
        $0 + $1.newText.utf8.count - $1.range.length
      }
      let start = comment.start + shift
      let end = comment.end + shift
      let text = Array(tree.bytes[comment.start..<comment.end])
      if start < 0 || end > result.count || Array(result[start..<end]) != text {
        lost.append(String(decoding: text, as: UTF8.self))
      }
    }
    return lost
  }

  /// The comments of `tree` inside an edit's range that `result` no longer holds anywhere
  /// (compared as text: meant for `commented` documents, whose every comment is unique) and
  /// that were not the own comments of a member or element the edit removed whole: inside it,
  /// before it on its line after the comma or bracket that opens its place, on the comment
  /// lines directly above it, or after it (and its comma) on the rest of its line. A comment
  /// after another member's comma belongs to the member after it (`JSONEditor+Comments`).
  static func dropped(in tree: SyntaxTree, edits: [TextEdit], result: [UInt8]) -> [String] {
    let output = String(decoding: result, as: UTF8.self)
    let removed = tree.allNodes.filter { node in
      let kind = tree.kind(node)
      let isChild = kind == .member || tree.parent(node).map { tree.kind($0) == .array } == true
      let range = tree.range(node)
      return isChild
        && edits.contains { $0.range.start <= range.start && range.end <= $0.range.end }
    }.map(tree.range)
    let scanner = TriviaScanner(bytes: tree.bytes, comments: comments(of: tree))
    func isOwn(_ comment: ByteRange) -> Bool {
      removed.contains { node in
        if node.start <= comment.start && comment.end <= node.end { return true }
        if comment.start >= node.end {
          // After it on its line: only blanks, its comma and comments, then the line's end.
          return scanner.skip(from: node.end, lineBreaks: false, commas: true) >= comment.start
            && scanner.endsLine(comment.end)
        }
        // Before it: only blanks and comments between (line breaks too for comment lines of
        // their own), and the comment starts its line or follows an opening or a comma.
        let lines = scanner.startsLine(comment.start)
        return scanner.skip(from: comment.end, lineBreaks: lines, commas: false) >= node.start
          && (lines || scanner.followsOpening(comment.start))
      }
    }
    return comments(of: tree).filter { comment in
      let text = String(decoding: tree.bytes[comment.start..<comment.end], as: UTF8.self)
      let inside = edits.contains { $0.range.start < comment.end && comment.start < $0.range.end }
      return inside && !output.contains(text) && !isOwn(comment)
    }.map { String(decoding: tree.bytes[$0.start..<$0.end], as: UTF8.self) }
  }

  /// Reads the blanks and comments around a place in a document.
  struct TriviaScanner {
    let bytes: [UInt8]
    let comments: [ByteRange]

    /// The first offset from `offset` that is not a blank or a comment (nor a line break or a
    /// comma when those are allowed).
    func skip(from offset: Int, lineBreaks: Bool, commas: Bool) -> Int {
      var index = offset
      while index < bytes.count {
        if let comment = comments.first(where: { $0.start == index }) {
          index = comment.end
        } else if [0x20, 0x09].contains(bytes[index])
          || (lineBreaks && [0x0A, 0x0D].contains(bytes[index]))
          || (commas && bytes[index] == UInt8(ascii: ","))
        {
          index += 1
        } else {
          break
        }
      }
      return index
    }

    /// Whether only blanks and comments follow `offset` on its line.
    func endsLine(_ offset: Int) -> Bool {
      let index = skip(from: offset, lineBreaks: false, commas: false)
      return index == bytes.count || [0x0A, 0x0D].contains(bytes[index])
    }

    /// Whether only blanks precede `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
      var index = offset
      while index > 0, [0x20, 0x09].contains(bytes[index - 1]) { index -= 1 }
      return index == 0 || bytes[index - 1] == 0x0A
    }

    /// Whether a comma or an opening bracket precedes `offset`, with only blanks between.
    func followsOpening(_ offset: Int) -> Bool {
      var index = offset
      while index > 0, [0x20, 0x09].contains(bytes[index - 1]) { index -= 1 }
      return index > 0
        && [UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "[")].contains(bytes[index - 1])
    }
  }

  /// `bytes` (which parse) with a comment after each opening bracket and comma, `/* cN */`,
  /// and at the end of each line, `// cN`: a JSONC document whose every member and element has
  /// comments around it. Nil when `bytes` do not parse.
  static func commented(_ bytes: [UInt8]) -> [UInt8]? {
    let tree = SyntaxTree(bytes: bytes, options: .jsonc)
    guard !tree.hasErrors else { return nil }
    var result: [UInt8] = []
    var count = 0
    func comment(_ text: String) {
      count += 1
      result += Array(text.replacing("N", with: String(count)).utf8)
    }
    for token in tree.tokens {
      let text = bytes[token.range.start..<token.range.end]
      if token.kind == .whitespace {
        // Before each line break: a line comment.
        for byte in text {
          if byte == 0x0A { comment(" // cN") }
          result.append(byte)
        }
        continue
      }
      result += text
      if [.leftBrace, .leftBracket, .comma].contains(token.kind) { comment(" /* cN */") }
    }
    return result
  }
}
