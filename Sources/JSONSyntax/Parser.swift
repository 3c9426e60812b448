/// Builds the node arena from tokens: an explicit stack instead of recursion, so any nesting
/// depth takes linear time and constant native stack. Never fails; every problem is an error.
struct Parser {
  var lexer: Lexer
  var nodes: [NodeRecord] = []
  /// The open containers and members, innermost last.
  private var stack: [Frame] = []
  /// Open objects and arrays on the stack (members not counted).
  private var openObjects = 0
  private var openArrays = 0
  /// The range of the last significant token consumed (where zero-width errors go).
  private var lastToken = ByteRange(start: 0, end: 0)
  private var rootDone = false

  /// Where the parser is inside the innermost open construct.
  private enum State: UInt8 {
    case objectStart, objectAfterMember, objectAfterComma
    case memberAfterKey, memberAfterColon
    case arrayStart, arrayAfterElement, arrayAfterComma
  }

  private struct Frame {
    var node: Int32
    var state: State
  }

  init(bytes: UnsafeBufferPointer<UInt8>, options: ParseOptions) {
    lexer = Lexer(bytes: bytes, options: options)
    nodes.reserveCapacity(bytes.count / 16 + 4)
  }

  // MARK: - Driver

  mutating func parse() {
    var token = lexer.nextSignificant()
    while true {
      if token.kind == .endOfInput {
        finish()
        return
      }
      if step(token) {
        // A skipped container has already moved `lastToken` past this token.
        if lastToken.end < token.range.end { lastToken = token.range }
        token = lexer.nextSignificant()
      }
      if rootDone && stack.isEmpty {
        reportContentAfterRoot(token)
        return
      }
    }
  }

  /// Handles one token (not the end); returns false when the same token must be handled again
  /// because the step only closed something.
  private mutating func step(_ token: Token) -> Bool {
    guard let top = stack.last else {
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
        stack[stack.count - 1].state = .objectAfterComma
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
      stack[stack.count - 1].state = .memberAfterColon
      nodes[Int(stack[stack.count - 1].node)].flags.insert(.hasColon)
      return true
    case .string where lexer.peekSignificant().kind == .colon,
      .word where lexer.peekSignificant().kind == .colon:
      report(.missingColon, lastToken, "Expected a colon after the property name")
      closeMember()
      return false
    default:
      report(.missingColon, lastToken, "Expected a colon after the property name")
      if token.kind.startsValue {
        stack[stack.count - 1].state = .memberAfterColon
      } else {
        closeMember()
      }
      return false
    }
  }

  private mutating func stepAfterColon(_ token: Token) -> Bool {
    // A string or word followed by a colon is the next property, not this one's value.
    let isNextKey =
      (token.kind == .string || token.kind == .word) && lexer.peekSignificant().kind == .colon
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

  private mutating func beginMember(_ token: Token) {
    let parent = stack[stack.count - 1].node
    let member = Int32(nodes.count)
    let start = Int32(token.range.start)
    let end = Int32(token.range.end)
    nodes.append(
      NodeRecord(start: start, end: end, parent: parent, subtreeEnd: 0, kind: .member, flags: []))
    var keyFlags = NodeFlags(token.flags)
    if token.kind != .string { keyFlags.insert(.invalid) }
    nodes.append(
      NodeRecord(
        start: start, end: end, parent: member, subtreeEnd: member + 2, kind: .key, flags: keyFlags)
    )
    stack.append(Frame(node: member, state: .memberAfterKey))
  }

  /// Closes the member on top of the stack at the end of its last token.
  private mutating func closeMember() {
    let member = Int(stack.removeLast().node)
    nodes[member].end = max(nodes[member].end, Int32(lastToken.end))
    nodes[member].subtreeEnd = Int32(nodes.count)
    stack[stack.count - 1].state = .objectAfterMember
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
        stack[stack.count - 1].state = .arrayAfterComma
      } else {
        report(.missingValue, lastToken, "Expected a value before the comma")
        stack[stack.count - 1].state = .arrayAfterComma
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
  private mutating func beginValue(_ token: Token) {
    let parent = stack.last?.node ?? -1
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
        stack.append(Frame(node: index, state: .objectStart))
      } else {
        openArrays += 1
        stack.append(Frame(node: index, state: .arrayStart))
      }
      return
    case .string: kind = .string
    case .number: kind = .number
    case .trueLiteral: kind = .true
    case .falseLiteral: kind = .false
    case .nullLiteral: kind = .null
    default: kind = .invalid
    }
    nodes.append(
      NodeRecord(
        start: start, end: Int32(token.range.end), parent: parent, subtreeEnd: index + 1,
        kind: kind,
        flags: NodeFlags(token.flags)))
    valueCompleted(end: Int32(token.range.end))
  }

  /// Moves the enclosing construct on after one of its values ended at `end`.
  private mutating func valueCompleted(end: Int32) {
    guard let top = stack.last else {
      rootDone = true
      return
    }
    switch top.state {
    case .memberAfterColon, .memberAfterKey:
      let member = Int(top.node)
      nodes[member].end = end
      nodes[member].subtreeEnd = Int32(nodes.count)
      stack.removeLast()
      stack[stack.count - 1].state = .objectAfterMember
    default:
      stack[stack.count - 1].state = .arrayAfterElement
    }
  }

  /// Closes the innermost object or array (and a member left open inside it) at `end`.
  private mutating func closeContainer(end: Int) {
    let frame = stack.removeLast()
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
    let top = stack[stack.count - 1]
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
    while !stack.isEmpty { closeUnclosed() }
    if !rootDone {
      report(.missingValue, lastToken, "Expected a JSON value")
    }
  }

  private mutating func reportContentAfterRoot(_ first: Token) {
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
  private mutating func skipContainer(_ open: Token) -> Int {
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

  private mutating func report(_ code: SyntaxErrorCode, _ range: ByteRange, _ message: String) {
    lexer.errors.append(SyntaxError(code: code, range: range, message: message))
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
