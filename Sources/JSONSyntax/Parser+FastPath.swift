// MARK: - The common path

extension Parser {
  /// Handles, without the general state machine, the tokens of well-formed JSON where they
  /// belong: a quoted key and its colon at the start of a member, a value after a colon or in
  /// an array, a closing bracket after a member or element. Returns at the first token that
  /// is anything else (or at the end), having consumed nothing of it, and when the root
  /// closes. Each case does exactly what `handle(_:)` would do with the same token (the
  /// differential tests compare the two on generated documents).
  mutating func runFastPath() {
    let count = lexer.bytes.count
    let bytes = lexer.bytes.baseAddress!
    while frameCount > 0 {
      let position = Lexer.skipWhitespace(bytes, count: count, from: lexer.position)
      guard position < count else { return }
      let byte = bytes[position]
      switch top.state {
      case .objectStart, .objectAfterComma:
        if byte == UInt8(ascii: "\"") {
          let token = scanString(at: position)
          beginMember(token)
          lastToken = token.range
          // Only a colon can follow here without a round through `step`.
          let colon = Lexer.skipWhitespace(bytes, count: count, from: lexer.position)
          guard colon < count, bytes[colon] == UInt8(ascii: ":") else { return }
          top.state = .memberAfterColon
          nodes[Int(top.member)].flags.insert(.hasColon)
          lexer.position = colon + 1
          lastToken = ByteRange(start: colon, end: colon + 1)
        } else if byte == UInt8(ascii: "}") && top.state == .objectStart {
          closeFast(at: position)
        } else {
          return
        }
      case .objectAfterMember:
        guard byte == UInt8(ascii: "}") else { return }
        closeFast(at: position)
      case .arrayAfterElement:
        guard byte == UInt8(ascii: "]"), frameCount > keptFrames else { return }
        closeFast(at: position)
      case .memberAfterColon, .arrayStart, .arrayAfterComma:
        switch byte {
        case UInt8(ascii: "\""):
          let token = scanString(at: position)
          // A string followed by a colon (or a comment, which may hide one) is the next key,
          // not this member's value: `step` sorts that out.
          let next = Lexer.skipWhitespace(bytes, count: count, from: lexer.position)
          if top.state == .memberAfterColon && next < count
            && (bytes[next] == UInt8(ascii: ":") || bytes[next] == UInt8(ascii: "/"))
          {
            handle(token)
            continue
          }
          appendLeaf(.string, token.range, NodeFlags(token.flags), payload: 0, next: next)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
          if let (end, payload) = Parser.plainNumber(bytes, at: position, count: count) {
            lexer.position = end
            let range = ByteRange(start: position, end: end)
            appendLeaf(
              .number, range, [], payload: payload,
              next: Lexer.skipWhitespace(bytes, count: count, from: end))
          } else {
            let token = lexer.lexNumber(position)
            let payload = token.flags.contains(.invalid) ? 0 : numberPayload(token)
            let next = Lexer.skipWhitespace(bytes, count: count, from: lexer.position)
            appendLeaf(.number, token.range, NodeFlags(token.flags), payload: payload, next: next)
          }
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
          let token = lexer.lexSignificant(position)
          guard token.kind != .word else {
            handle(token)
            continue
          }
          let kind: NodeKind =
            token.kind == .trueLiteral ? .true : token.kind == .falseLiteral ? .false : .null
          appendLeaf(
            kind, token.range, [], payload: 0,
            next: Lexer.skipWhitespace(bytes, count: count, from: token.range.end))
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          if openObjects + openArrays < lexer.options.maximumDepth {
            openContainer(isObject: byte == UInt8(ascii: "{"), at: position)
            continue
          }
          let token = lexer.lexSignificant(position)
          beginValue(token)
          if lastToken.end < token.range.end { lastToken = token.range }
          consumeSeparator()
        case UInt8(ascii: "]") where top.state == .arrayStart:
          closeFast(at: position)
        default:
          return
        }
      case .memberAfterKey:
        return
      }
    }
  }

  /// The string token at `start` (a quote), as `Lexer.lexString` scans it; without a call to
  /// it when the string has no escape, control character or non-ASCII byte, as most do.
  @inline(__always)
  private mutating func scanString(at start: Int) -> Token {
    if let end = Parser.plainStringEnd(lexer.bytes, from: start) {
      lexer.position = end
      return Token(kind: .string, range: ByteRange(start: start, end: end))
    }
    return lexer.lexString(start)
  }

  /// The end of the string at `start` (a quote) when its first byte that is a quote, a
  /// backslash, a control character or non-ASCII (`Lexer.specialStringBytes`) is its closing
  /// quote, in whole words before the end of `bytes`; nil otherwise.
  @inline(__always)
  private static func plainStringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    var index = start + 1
    while index + 8 <= bytes.count {
      let special = Lexer.specialStringBytes(
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if special != 0 {
        // The lowest flagged byte is exact.
        index += special.trailingZeroBitCount / 8
        return bytes[index] == UInt8(ascii: "\"") ? index + 1 : nil
      }
      index += 8
    }
    return nil
  }

  /// Adds a leaf value in the innermost member or array, which it completes, then consumes
  /// the comma after it when `next` (the first offset after the value that is no whitespace)
  /// holds one: as `beginValue`, `valueCompleted` and `consumeSeparator` would.
  @inline(__always)
  private mutating func appendLeaf(
    _ kind: NodeKind, _ range: ByteRange, _ flags: NodeFlags, payload: UInt64, next: Int
  ) {
    let inMember = top.state == .memberAfterColon
    let end = Int32(range.end)
    // One record for every kind without a branch: `payload` is 0 for all but numbers, whose
    // record holds it in place of the subtree end and key number (`NodeRecord.numberPayload`).
    append(
      NodeRecord(
        start: Int32(range.start), end: end, parent: inMember ? top.member : top.node,
        subtreeEnd: kind == .number
          ? Int32(bitPattern: UInt32(truncatingIfNeeded: payload)) : Int32(count) + 1,
        kind: kind, flags: flags,
        keyNumber: Int16(bitPattern: UInt16(truncatingIfNeeded: payload >> 32))))
    if inMember {
      let member = Int(top.member)
      nodes[member].end = end
      nodes[member].subtreeEndOrValue = Int32(count)
      top.state = .objectAfterMember
    } else {
      top.state = .arrayAfterElement
    }
    lastToken = range
    if next < lexer.bytes.count && lexer.bytes[next] == UInt8(ascii: ",") {
      top.state = inMember ? .objectAfterComma : .arrayAfterComma
      lexer.position = next + 1
      lastToken = ByteRange(start: next, end: next + 1)
    }
  }

  /// Opens an object or array, not too deep, with the bracket at `position`, as a value of the
  /// innermost member or array: as `beginValue` does (no separator can follow an opening).
  @inline(__always)
  private mutating func openContainer(isObject: Bool, at position: Int) {
    let index = Int32(count)
    let start = Int32(position)
    append(
      NodeRecord(
        start: start, end: start + 1,
        parent: top.state == .memberAfterColon ? top.member : top.node, subtreeEnd: 0,
        kind: isObject ? .object : .array, flags: []))
    if isObject {
      openObjects += 1
      push(Frame(node: index, member: -1, state: .objectStart))
    } else {
      openArrays += 1
      push(Frame(node: index, member: -1, state: .arrayStart))
    }
    lexer.position = position + 1
    lastToken = ByteRange(start: position, end: position + 1)
  }

  /// Closes the innermost container with the bracket at `position`, which matches it, where no
  /// trailing comma precedes it.
  @inline(__always)
  private mutating func closeFast(at position: Int) {
    lexer.position = position + 1
    closeContainer(end: position + 1)
    lastToken = ByteRange(start: position, end: position + 1)
    consumeSeparator()
  }

  /// The end and `NumberPayload` of the number at `start` when it is plain: `-?(0|[1-9]\d*)`
  /// with an optional fraction, at most 12 digits in all (so the mantissa is below 2^40), no
  /// exponent, followed by a delimiter. Nil for anything else, which `Lexer.lexNumber` scans.
  @inline(__always)
  static func plainNumber(_ bytes: UnsafePointer<UInt8>, at start: Int, count: Int) -> (
    Int, UInt64
  )? {
    var index = start
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < count else { return nil }
    var mantissa: UInt64 = 0
    let integerStart = index
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < count, Lexer.isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        index += 1
      }
      guard index > integerStart else { return nil }
    }
    var fractionDigits = 0
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      while index < count, Lexer.isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        index += 1
      }
      fractionDigits = index - fractionStart
      guard fractionDigits > 0 else { return nil }
    }
    guard index < count, Lexer.isDelimiter(bytes[index]),
      index - integerStart - (fractionDigits > 0 ? 1 : 0) <= 12
    else { return nil }
    // At most 12 digits: below 10^12 < 2^40, and a fraction of at most 12 digits.
    let payload = NumberPayload.inline(
      mantissa: mantissa, exponent: -fractionDigits, negative: negative)
    return payload.map { (index, $0) }
  }
}
