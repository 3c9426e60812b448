import JSONSyntax

/// libFuzzer entry point for the JSON syntax layer on arbitrary bytes. Checks, for both the
/// strict and the JSONC options: the tokens concatenate to the input; every node and error
/// range lies inside the document, on UTF-8 boundaries when the input is valid UTF-8; and when
/// the printer prints, its output parses without errors to the same value and printing it
/// again gives the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  for options in [ParseOptions.json, ParseOptions.jsonc] {
    FuzzSyntaxChecks.check(bytes, options: options)
  }
  return 0
}

/// The properties the syntax target checks, as one function per property.
enum FuzzSyntaxChecks {
  /// Runs every check on one input.
  static func check(_ bytes: [UInt8], options: ParseOptions) {
    let tree = SyntaxTree(bytes: bytes, options: options)
    checkTokens(tree)
    let validUTF8 = String(validating: bytes, as: UTF8.self) != nil
    for node in tree.allNodes {
      checkRange(tree.range(node), in: bytes, boundaries: validUTF8, what: "node")
    }
    for error in tree.errors {
      checkRange(error.range, in: bytes, boundaries: validUTF8, what: "error")
    }
    checkPrinter(tree, options: options)
  }

  /// The tokens cover every byte, in order, without gaps or overlaps.
  static func checkTokens(_ tree: SyntaxTree) {
    var offset = 0
    for token in tree.tokens {
      guard token.range.start == offset, token.range.end > token.range.start else {
        fatalError("token \(token) does not continue at \(offset)")
      }
      offset = token.range.end
    }
    guard offset == tree.bytes.count else {
      fatalError("tokens end at \(offset), the input has \(tree.bytes.count) bytes")
    }
  }

  /// A range is ordered, inside the document and, for valid UTF-8, on scalar boundaries.
  static func checkRange(_ range: ByteRange, in bytes: [UInt8], boundaries: Bool, what: String) {
    guard 0 <= range.start, range.start <= range.end, range.end <= bytes.count else {
      fatalError("\(what) range \(range) outside 0..<\(bytes.count)")
    }
    guard boundaries else { return }
    for offset in [range.start, range.end] where offset < bytes.count {
      guard bytes[offset] & 0xC0 != 0x80 else {
        fatalError("\(what) range \(range) splits a UTF-8 sequence at \(offset)")
      }
    }
  }

  /// Printing keeps the value and is idempotent.
  static func checkPrinter(_ tree: SyntaxTree, options: ParseOptions) {
    guard let printed = JSONPrinter.printedBytes(tree) else { return }
    let reparsed = SyntaxTree(bytes: printed, options: options)
    guard !reparsed.hasErrors else { fatalError("printed output does not parse") }
    guard FuzzValue(tree) == FuzzValue(reparsed) else {
      fatalError("printing changed the value")
    }
    guard JSONPrinter.printedBytes(reparsed) == printed else {
      fatalError("printing is not idempotent")
    }
  }
}
