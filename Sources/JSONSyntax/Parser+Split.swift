// MARK: - Two halves at once

/// A large document is usually one long array (a spec's subviews). The parser guesses a place
/// between two of its elements near the middle, reads the part before it on this thread and
/// the elements after it on another, then joins the second half's nodes to the first's and
/// reads the rest. The guess is checked: the first half must end exactly after the comma before
/// the place, inside an array, and the second must read whole elements up to that array's `]`
/// without an error. Otherwise the first half goes on alone (or, when it did not even end
/// there, the document is parsed again from the start), so the tree and errors are always
/// those of `parse()`.
extension Parser {
  /// The smallest document whose halves are parsed on two threads: below it, handing the
  /// second half to another thread costs more than it saves.
  static let splitThreshold = 131_072

  /// The depth that the second half assumes for the array it continues. It checks the depth
  /// limit against that, so its verdict holds for any real depth up to this one.
  static let assumedSplitDepth = 64

  /// How a document was parsed, for tests.
  enum SplitOutcome: Equatable {
    /// In one pass: too small, no place to cut, or the common path is off.
    case whole
    /// In two halves at once.
    case split
    /// The first half went on alone: the second met an error or did not end in its array.
    case secondHalfDiscarded
    /// Parsed again from the start: the first half did not end where the guess said.
    case restarted
  }

  /// Parses the document as `parse()` does, in two halves at once when it has at least
  /// `threshold` bytes and a place to cut.
  @discardableResult
  mutating func parse(splittingFrom threshold: Int) -> SplitOutcome {
    let whole = lexer.bytes
    guard whole.count >= threshold, usesCommonPath, let cut = Parser.splitPoint(whole) else {
      parse()
      return .whole
    }
    let options = lexer.options
    var second = Parser(
      bytes: whole, options: options, keys: keys, keyLookup: keyLookup,
      storage: NodeStorage(capacity: (whole.count - cut.start) / 4 + 16))
    second.beginElements(at: cut.start)
    lexer = Lexer(bytes: UnsafeBufferPointer(rebasing: whole[..<cut.start]), options: options)
    let (_, secondFinished) = ParallelPair.run(inParallel: true) {
      // To the end of the cut input, leaving open what is open there.
      _ = self.readTokens()
    } _: {
      second.parseElements()
    }
    defer { second.outer.deallocate() }
    let endsAtCut =
      frameCount > 0 && top.state == .arrayAfterComma
      && lastToken == ByteRange(start: cut.comma, end: cut.comma + 1)
      && openObjects + openArrays <= Parser.assumedSplitDepth
    guard endsAtCut else {
      outer.deallocate()
      self = Parser(
        bytes: whole, options: options, keys: keys, keyLookup: keyLookup, storage: storage)
      parse()
      return .restarted
    }
    if secondFinished { adopt(second) }
    resumeLexing(in: whole)
    parse()
    return secondFinished ? .split : .secondHalfDiscarded
  }

  /// A place to cut `bytes` where a document usually is between two elements of its largest
  /// array: `comma` is the offset of a comma and `start` the first byte of the next element
  /// (`{` or `[`) at the start of a later line, with only whitespace between them. Looks from
  /// the middle onwards and, of the first few such places, takes the least indented one (an
  /// element of the outermost array rather than of one nested in it). Nil when there is none
  /// near the middle (as in minified documents).
  static func splitPoint(_ bytes: UnsafeBufferPointer<UInt8>) -> (comma: Int, start: Int)? {
    let searchEnd = min(bytes.count, bytes.count / 2 + 65_536)
    var index = bytes.count / 2
    var best: (comma: Int, start: Int, indent: Int)?
    var candidates = 0
    while index < searchEnd && candidates < 8 {
      guard bytes[index] == 0x0A else {
        index += 1
        continue
      }
      let lineStart = index + 1
      var start = lineStart
      while start < searchEnd && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
      var comma = index
      while comma > 0 && Lexer.isWhitespace(bytes[comma]) { comma -= 1 }
      index = start
      guard start < searchEnd,
        bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "["),
        bytes[comma] == UInt8(ascii: ",")
      else { continue }
      candidates += 1
      if best.map({ start - lineStart < $0.indent }) ?? true {
        best = (comma, start, start - lineStart)
      }
    }
    return best.map { ($0.comma, $0.start) }
  }

  // MARK: - The first half

  /// Goes on lexing the whole document from where the cut input ended.
  private mutating func resumeLexing(in whole: UnsafeBufferPointer<UInt8>) {
    var resumed = Lexer(bytes: whole, options: lexer.options)
    resumed.position = lexer.position
    resumed.errors = lexer.errors
    resumed.sawComment = lexer.sawComment
    lexer = resumed
  }

  /// Appends the second half's elements (its records after the stand-in array) as elements of
  /// the innermost array, which the first half left after a comma, and continues after them.
  private mutating func adopt(_ second: Parser) {
    let added = second.count - 1
    while count + added > capacity { grow() }
    // Record i > 0 of the second half becomes record offset + i here.
    let offset = Int32(count) - 1
    let array = top.node
    let numberShift = numbers.count
    for index in 1..<second.count {
      var record = second.nodes[index]
      record.parent = record.parent == 0 ? array : record.parent + offset
      if record.kind != .number {
        record.subtreeEndOrValue += offset
      } else if NumberPayload.isInSideTable(record.numberPayload) {
        record.numberPayload = NumberPayload.sideTable(
          NumberPayload.sideTableIndex(record.numberPayload) + numberShift)
      }
      nodes[count] = record
      count += 1
    }
    numbers += second.numbers
    lexer.errors += second.lexer.errors
    lexer.sawComment = lexer.sawComment || second.lexer.sawComment
    lexer.position = second.lexer.position
    lastToken = second.lastToken
    top.state = .arrayAfterElement
  }

  // MARK: - The second half

  /// Prepares to read elements of an array from `start`, as if after a comma in it: record 0
  /// stands for that array (the elements' parent), which the fast path must not close.
  private mutating func beginElements(at start: Int) {
    append(
      NodeRecord(
        start: Int32(start), end: Int32(start), parent: -1, subtreeEnd: 1, kind: .array,
        flags: []))
    push(Frame(node: 0, member: -1, state: .arrayAfterComma))
    openArrays = Parser.assumedSplitDepth
    keptFrames = 1
    lexer.position = start
  }

  /// Reads elements until the `]` that closes the array (not consumed: the lexer stops on
  /// it). False at the first error (a duplicate key is only a warning) or when the input ends
  /// first.
  private mutating func parseElements() -> Bool {
    var checkedErrors = 0
    while true {
      runFastPath()
      while checkedErrors < lexer.errors.count {
        guard lexer.errors[checkedErrors].code.severity != .error else { return false }
        checkedErrors += 1
      }
      guard frameCount > 0 else { return false }
      let token = lexer.nextSignificant()
      if frameCount == 1 && token.kind == .rightBracket {
        lexer.position = token.range.start
        return top.state == .arrayAfterElement
      }
      guard token.kind != .endOfInput else { return false }
      handle(token)
    }
  }
}
