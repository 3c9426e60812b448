/// Builds the node arena from tokens: an explicit stack instead of recursion, so any nesting
/// depth takes linear time and constant native stack. Never fails; every problem is an error.
struct Parser {
  var lexer: Lexer
  /// The nodes written so far, in pre-order.
  var nodes: [NodeRecord] = []
  /// The innermost open construct, kept out of `outer` so that state changes are plain
  /// stores; meaningful only while `outer` is not empty or the root is open.
  var top = Frame(node: -1, member: -1, state: .objectStart)
  /// The open constructs around `top`, innermost last.
  var outer: [Frame] = []
  /// The number of open constructs (`top` and `outer`).
  var frameCount = 0
  /// Open objects and arrays: their sum is the depth that `maximumDepth` bounds.
  var openObjects = 0
  var openArrays = 0
  /// The range of the last significant token consumed (where zero-width errors go).
  var lastToken = ByteRange(start: 0, end: 0)
  var rootDone = false

  /// Where the parser is inside the innermost open construct.
  enum State: UInt8 {
    case objectStart, objectAfterMember, objectAfterComma
    case memberAfterKey, memberAfterColon
    case arrayStart, arrayAfterElement, arrayAfterComma

    /// Between a member's key and the end of its value.
    var isInMember: Bool { self == .memberAfterKey || self == .memberAfterColon }
  }

  /// An open object or array. Its current member lives here too (not in a frame of its own),
  /// so that a member costs no push and pop.
  struct Frame {
    var node: Int32
    /// The member being parsed, while `state.isInMember`.
    var member: Int32
    var state: State
  }

  init(bytes: [UInt8], options: ParseOptions) {
    lexer = Lexer(bytes: bytes, options: options)
    // Pretty-printed documents have about one node per 6 bytes: reserving that much once
    // spares a large document the copies of growing the array step by step (up to a million
    // nodes; past that the array grows as usual).
    nodes.reserveCapacity(min(bytes.count / 6, 1 << 20) + 16)
  }

  // MARK: - Driver

  /// Reads every token, then closes what is still open at the end of the input. Stops early
  /// once content after the finished root has been reported.
  mutating func parse() {
    while true {
      let token = lexer.nextSignificant()
      if token.kind == .endOfInput { break }
      if rootDone && frameCount == 0 {
        reportContentAfterRoot(token)
        return
      }
      handle(token)
    }
    finish()
  }

  /// Handles `token` (not the end) until a step consumes it, then the separator after it.
  mutating func handle(_ token: Token) {
    // A step that only closes something leaves the token to the next step; it never closes
    // the root, so the loop needs no end-of-root check.
    while !step(token) {}
    // A skipped container has already moved `lastToken` past this token.
    if lastToken.end < token.range.end { lastToken = token.range }
    consumeSeparator()
  }

  /// Consumes the colon after a key or the comma after a value when it comes next, the
  /// common case, without a round through `step`.
  mutating func consumeSeparator() {
    guard frameCount > 0 else { return }
    let index = lexer.skipWhitespace(from: lexer.position)
    guard index < lexer.bytes.count else { return }
    let byte = lexer.bytes[index]
    if byte == UInt8(ascii: ":") && top.state == .memberAfterKey {
      top.state = .memberAfterColon
      nodes[Int(top.member)].flags.insert(.hasColon)
    } else if byte == UInt8(ascii: ",") && top.state == .objectAfterMember {
      top.state = .objectAfterComma
    } else if byte == UInt8(ascii: ",") && top.state == .arrayAfterElement {
      top.state = .arrayAfterComma
    } else {
      return
    }
    lexer.position = index + 1
    lastToken = ByteRange(start: index, end: index + 1)
  }

  /// Handles one token (not the end); returns false when the same token must be handled again
  /// because the step only closed something.
  mutating func step(_ token: Token) -> Bool {
    guard frameCount > 0 else {
      if token.kind.startsValue {
        beginValue(token)
      } else {
        report(.unexpectedToken, token.range, "Expected a JSON value")
      }
      return true
    }
    switch top.state {
    case .objectStart, .objectAfterComma, .objectAfterMember:
      return stepInObject(token, state: top.state)
    case .memberAfterKey:
      return stepAfterKey(token)
    case .memberAfterColon:
      return stepAfterColon(token)
    case .arrayStart, .arrayAfterComma, .arrayAfterElement:
      return stepInArray(token, state: top.state)
    }
  }

  // MARK: - Objects and members

  private mutating func stepInObject(_ token: Token, state: State) -> Bool {
    switch token.kind {
    case .rightBrace:
      if state == .objectAfterComma && !lexer.options.allowsTrailingCommas {
        report(.trailingComma, lastToken, "Trailing comma before }")
      }
      closeContainer(end: token.range.end)
      return true
    case .comma:
      if state == .objectAfterMember {
        top.state = .objectAfterComma
      } else {
        report(.propertyNameExpected, token.range, "Expected a property name before the comma")
      }
      return true
    case .rightBracket:
      return closeMismatched(token, closesArray: true)
    case .colon:
      report(.propertyNameExpected, token.range, "Expected a property name before the colon")
      return true
    case .leftBrace, .leftBracket:
      if state == .objectAfterMember {
        report(.missingComma, lastToken, "Expected a comma after this member")
      }
      report(.propertyNameExpected, token.range, "Expected a property name, not an object or array")
      _ = skipContainer(token)
      return true
    default:
      if state == .objectAfterMember {
        report(.missingComma, lastToken, "Expected a comma after this member")
      }
      if token.kind != .string && token.kind != .word {
        report(
          .propertyNameExpected, token.range, "Property names must be strings in double quotes")
      }
      beginMember(token)
      return true
    }
  }

  private mutating func stepAfterKey(_ token: Token) -> Bool {
    switch token.kind {
    case .colon:
      top.state = .memberAfterColon
      nodes[Int(top.member)].flags.insert(.hasColon)
      return true
    case .string where lexer.nextIsColon(), .word where lexer.nextIsColon():
      report(.missingColon, lastToken, "Expected a colon after the property name")
      closeMember()
      return false
    default:
      report(.missingColon, lastToken, "Expected a colon after the property name")
      if token.kind.startsValue {
        top.state = .memberAfterColon
      } else {
        closeMember()
      }
      return false
    }
  }

  mutating func stepAfterColon(_ token: Token) -> Bool {
    // A string or word followed by a colon is the next property, not this one's value.
    let isNextKey = (token.kind == .string || token.kind == .word) && lexer.nextIsColon()
    guard token.kind.startsValue && !isNextKey else {
      if token.kind == .colon {
        report(.unexpectedToken, token.range, "Unexpected colon; expected a value")
        return true
      }
      report(.missingValue, lastToken, "Expected a value after the colon")
      closeMember()
      return false
    }
    beginValue(token)
    return true
  }

  mutating func beginMember(_ token: Token) {
    let parent = top.node
    let member = Int32(nodes.count)
    let start = Int32(token.range.start)
    let end = Int32(token.range.end)
    nodes.append(
      NodeRecord(
        start: start, end: end, parent: parent, subtreeEnd: 0, kind: .member, flags: []))
    var keyFlags = NodeFlags(token.flags)
    if token.kind != .string { keyFlags.insert(.invalid) }
    nodes.append(
      NodeRecord(
        start: start, end: end, parent: member, subtreeEnd: member + 2, kind: .key,
        flags: keyFlags, name: StringDecoding.decode(lexer.bytes, token.range)))
    top.member = member
    top.state = .memberAfterKey
  }

  /// Closes the current member of the innermost object at the end of its last token.
  mutating func closeMember() {
    let member = Int(top.member)
    nodes[member].end = max(nodes[member].end, Int32(lastToken.end))
    nodes[member].subtreeEnd = Int32(nodes.count)
    top.state = .objectAfterMember
  }

  // MARK: - Arrays

  private mutating func stepInArray(_ token: Token, state: State) -> Bool {
    switch token.kind {
    case .rightBracket:
      if state == .arrayAfterComma && !lexer.options.allowsTrailingCommas {
        report(.trailingComma, lastToken, "Trailing comma before ]")
      }
      closeContainer(end: token.range.end)
    case .comma:
      if state == .arrayAfterElement {
        top.state = .arrayAfterComma
      } else {
        report(.missingValue, lastToken, "Expected a value before the comma")
        top.state = .arrayAfterComma
      }
    case .rightBrace:
      return closeMismatched(token, closesArray: false)
    case .colon:
      report(.unexpectedToken, token.range, "Unexpected colon in an array")
    default:
      if state == .arrayAfterElement {
        report(.missingComma, lastToken, "Expected a comma after this element")
      }
      beginValue(token)
    }
    return true
  }

  // MARK: - Values

  /// Adds the value that `token` starts; opens a container or completes a leaf.
  mutating func beginValue(_ token: Token) {
    let parent = frameCount == 0 ? -1 : top.state.isInMember ? top.member : top.node
    let index = Int32(nodes.count)
    let start = Int32(token.range.start)
    let kind: NodeKind
    switch token.kind {
    case .leftBrace, .leftBracket:
      kind = token.kind == .leftBrace ? .object : .array
      if openObjects + openArrays >= lexer.options.maximumDepth {
        report(
          .nestingTooDeep, token.range,
          "Nested deeper than \(lexer.options.maximumDepth) levels; not checked")
        let end = Int32(skipContainer(token))
        nodes.append(
          NodeRecord(
            start: start, end: end, parent: parent, subtreeEnd: index + 1, kind: kind,
            flags: .skipped))
        valueCompleted(end: end)
        return
      }
      nodes.append(
        NodeRecord(
          start: start, end: start + 1, parent: parent, subtreeEnd: 0, kind: kind, flags: []))
      if kind == .object {
        openObjects += 1
        push(Frame(node: index, member: -1, state: .objectStart))
      } else {
        openArrays += 1
        push(Frame(node: index, member: -1, state: .arrayStart))
      }
      return
    case .string: kind = .string
    case .number: kind = .number
    case .trueLiteral: kind = .true
    case .falseLiteral: kind = .false
    case .nullLiteral: kind = .null
    default: kind = .invalid
    }
    var record = NodeRecord(
      start: start, end: Int32(token.range.end), parent: parent, subtreeEnd: index + 1,
      kind: kind, flags: NodeFlags(token.flags))
    if kind == .number && !token.flags.contains(.invalid) {
      let last = lexer.lastNumber
      record.number =
        last.start == token.range.start ? last.value : lexer.numberValue(token.range)
    }
    nodes.append(record)
    valueCompleted(end: Int32(token.range.end))
  }

  /// Moves the enclosing construct on after one of its values ended at `end`.
  mutating func valueCompleted(end: Int32) {
    guard frameCount > 0 else {
      rootDone = true
      return
    }
    switch top.state {
    case .memberAfterColon, .memberAfterKey:
      let member = Int(top.member)
      nodes[member].end = end
      nodes[member].subtreeEnd = Int32(nodes.count)
      top.state = .objectAfterMember
    default:
      top.state = .arrayAfterElement
    }
  }

  /// Closes the innermost object or array (and a member left open inside it) at `end`.
  mutating func closeContainer(end: Int) {
    let frame = pop()
    let node = Int(frame.node)
    nodes[node].end = Int32(end)
    nodes[node].subtreeEnd = Int32(nodes.count)
    if nodes[node].kind == .object {
      openObjects -= 1
      checkDuplicateKeys(object: node)
    } else {
      openArrays -= 1
    }
    valueCompleted(end: Int32(end))
  }

  /// Handles a `}` or `]` that does not match the innermost container: closes the inner
  /// containers as unclosed when an outer one matches, or reports and skips the token.
  private mutating func closeMismatched(_ token: Token, closesArray: Bool) -> Bool {
    guard closesArray ? openArrays > 0 : openObjects > 0 else {
      report(.unexpectedToken, token.range, closesArray ? "Unexpected ]" : "Unexpected }")
      return true
    }
    closeUnclosed()
    return false
  }

  /// Closes the innermost open frame as if the document ended there.
  private mutating func closeUnclosed() {
    let top = self.top
    switch top.state {
    case .memberAfterKey:
      report(.missingColon, lastToken, "Expected a colon after the property name")
      closeMember()
    case .memberAfterColon:
      report(.missingValue, lastToken, "Expected a value after the colon")
      closeMember()
    default:
      let node = Int(top.node)
      let isObject = nodes[node].kind == .object
      report(
        .unclosedContainer,
        ByteRange(start: Int(nodes[node].start), end: Int(nodes[node].start) + 1),
        isObject ? "This object is not closed with }" : "This array is not closed with ]")
      nodes[node].flags.insert(.unclosed)
      closeContainer(end: max(lastToken.end, Int(nodes[node].start) + 1))
    }
  }

  // MARK: - End of input

  private mutating func finish() {
    while frameCount > 0 { closeUnclosed() }
    if !rootDone {
      report(.missingValue, lastToken, "Expected a JSON value")
    }
  }

  mutating func report(_ code: SyntaxErrorCode, _ range: ByteRange, _ message: String) {
    lexer.errors.append(SyntaxError(code: code, range: range, message: message))
  }
}
