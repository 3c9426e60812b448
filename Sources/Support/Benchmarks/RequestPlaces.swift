/// The byte offsets where a benchmark sends the requests that read a place: spread evenly
/// over the document, at most `limit` of each kind.
struct RequestPlaces {
  /// Just inside every string and key (after its opening quote).
  let strings: [Int]
  /// Just inside every subview id: the values of `"id"` and of references' `"to"`.
  let subviewIDs: [Int]

  init(bytes: [UInt8], limit: Int = 200) {
    var strings: [Int] = []
    var inString = false
    var escaped = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        strings.append(offset + 1)
      }
    }
    let ids =
      RequestPlaces.values(after: #""id": ""#, in: bytes)
      + RequestPlaces.values(after: #""to": ""#, in: bytes)
    self.strings = RequestPlaces.spread(strings, limit: limit)
    self.subviewIDs = RequestPlaces.spread(ids.sorted(), limit: limit)
  }

  func offsets(for scope: EditorRequest.Scope) -> [Int] {
    switch scope {
    case .document: [0]
    case .anyString: strings
    case .subviewID: subviewIDs.isEmpty ? strings : subviewIDs
    }
  }

  /// The offsets just after each occurrence of `prefix` (which ends with a value's quote).
  private static func values(after prefix: String, in bytes: [UInt8]) -> [Int] {
    let pattern = Array(prefix.utf8)
    var offsets: [Int] = []
    var index = 0
    while index + pattern.count <= bytes.count {
      if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        offsets.append(index + pattern.count)
        index += pattern.count
      } else {
        index += 1
      }
    }
    return offsets
  }

  /// At most `limit` of `offsets`, evenly spaced.
  private static func spread(_ offsets: [Int], limit: Int) -> [Int] {
    guard offsets.count > limit else { return offsets }
    return (0..<limit).map { offsets[offsets.count * $0 / limit] }
  }
}
