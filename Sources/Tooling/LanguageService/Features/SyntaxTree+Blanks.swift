import JSONSyntax

extension SyntaxTree {
  /// The blanks (spaces and tabs) from `offset` up to `start`, or nil when anything else
  /// stands between them. A completion whose cursor is before a value it replaces starts at
  /// the cursor (LSP: the edit contains the cursor) and writes these back.
  func blanks(from offset: Int, to start: Int) -> String? {
    let gap = bytes[offset..<start]
    guard gap.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
      return nil
    }
    return String(decoding: gap, as: UTF8.self)
  }
}
