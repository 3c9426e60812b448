// MARK: - Writing records and frames

extension Parser {
  /// The `NumberPayload` of a valid number token, from the value the lexer computed for it.
  @inline(__always)
  mutating func numberPayload(_ token: Token) -> UInt64 {
    var last = lexer.lastNumber
    if last.start != token.range.start {
      // Not the number the lexer scanned last (never seen; kept for safety): scan it again.
      var copy = lexer
      copy.reportsErrors = false
      _ = copy.lexNumber(token.range.start)
      last = copy.lastNumber
    }
    if let payload = last.payload { return payload }
    numbers.append(last.value)
    return NumberPayload.sideTable(numbers.count - 1)
  }

  /// The number of a string key's decoded name in `keys`, -1 when it has none there.
  static func number(
    ofKey token: Token, in bytes: UnsafeBufferPointer<UInt8>, lookup: KeyTable.Lookup
  ) -> Int {
    let range = token.range
    let plain =
      !token.flags.contains(.hasEscapes) && !token.flags.contains(.unterminated)
      && range.length >= 2
    if plain && !lookup.hasReplacementCharacter {
      let content = UnsafeBufferPointer(rebasing: bytes[(range.start + 1)..<(range.end - 1)])
      return lookup.number(ofUTF8: content) ?? -1
    }
    var name = StringDecoding.decode(bytes, range)
    return name.withUTF8 { lookup.number(ofUTF8: $0) } ?? -1
  }

  /// Adds a record at the end, growing the arena when it is full.
  @inline(__always)
  mutating func append(_ record: NodeRecord) {
    if count == capacity { grow() }
    nodes[count] = record
    count += 1
  }

  /// Moves the records to an arena twice as large. Rare: the first arena is sized for about
  /// one node per 4 bytes, and real documents need one per 6 or more.
  mutating func grow() {
    let larger = NodeStorage(capacity: capacity * 2)
    larger.base.update(from: nodes, count: count)
    storage = larger
    nodes = larger.base
    capacity = larger.capacity
  }

  /// Makes `frame` the innermost open construct, keeping the one it replaces in `outer`.
  @inline(__always)
  mutating func push(_ frame: Frame) {
    if frameCount > 0 {
      if frameCount > outerCapacity {
        let larger = UnsafeMutablePointer<Frame>.allocate(capacity: outerCapacity * 2)
        larger.moveInitialize(from: outer, count: outerCapacity)
        outer.deallocate()
        outer = larger
        outerCapacity *= 2
      }
      outer[frameCount - 1] = top
    }
    top = frame
    frameCount += 1
  }

  /// Removes the innermost open construct and returns it.
  @discardableResult
  @inline(__always)
  mutating func pop() -> Frame {
    let frame = top
    frameCount -= 1
    if frameCount > 0 { top = outer[frameCount - 1] }
    return frame
  }
}
