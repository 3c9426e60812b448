import JSONSyntax

/// libFuzzer entry point for the line index: the input is a script of edits (offsets, lengths
/// and inserted bytes) applied to an initially empty index; after each edit the index must
/// agree with one built from scratch, and positions must round-trip in every unit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = Array(UnsafeBufferPointer(start: data, count: size))[...]
  var index = LineIndex(bytes: [])
  var reference: [UInt8] = []
  while input.count >= 3 {
    let start = Int(input.removeFirst()) * 7 % (reference.count + 1)
    let length = Int(input.removeFirst()) % (reference.count - start + 1)
    let count = Int(input.removeFirst()) % 12
    let inserted = Array(input.prefix(count))
    input = input.dropFirst(count)
    index.replace(ByteRange(start: start, end: start + length), with: inserted)
    reference.replaceSubrange(start..<(start + length), with: inserted)
    FuzzLineIndexChecks.check(index, against: reference)
  }
  return 0
}

/// Compares an edited line index with a slow reference computed from the bytes.
enum FuzzLineIndexChecks {
  /// Line starts after every LF, CR LF and lone CR, as the index defines them.
  static func referenceLineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var offset = 0
    while offset < bytes.count {
      if bytes[offset] == 0x0A {
        starts.append(offset + 1)
      } else if bytes[offset] == 0x0D {
        if offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { offset += 1 }
        starts.append(offset + 1)
      }
      offset += 1
    }
    return starts
  }

  /// The index's bytes and line starts equal the reference's, and a rebuilt index agrees on
  /// every position.
  static func check(_ index: LineIndex, against reference: [UInt8]) {
    guard index.bytes == reference else { fatalError("bytes differ after an edit") }
    let fresh = LineIndex(bytes: reference)
    guard index.lineStarts == fresh.lineStarts else {
      fatalError("line starts \(index.lineStarts) differ from a rebuilt \(fresh.lineStarts)")
    }
    guard index.lineStarts == referenceLineStarts(reference) else {
      fatalError("line starts \(index.lineStarts) differ from the reference")
    }
    for unit in LineIndex.Unit.allCases {
      for offset in 0...reference.count {
        let position = index.position(ofUTF8Offset: offset, in: unit)
        guard position == fresh.position(ofUTF8Offset: offset, in: unit) else {
          fatalError("position of \(offset) differs from a rebuilt index")
        }
        let back = index.utf8Offset(of: position, in: unit)
        guard back <= offset, back >= 0, back <= reference.count else {
          fatalError("offset \(offset) -> \(position) -> \(back) in \(unit)")
        }
      }
    }
  }
}
