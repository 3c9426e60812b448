/// A name (a file name, an argument) as the bytes the system gave, which need not be UTF-8:
/// Swift strings would replace the invalid bytes with U+FFFD and name another file.
enum RawName {
  /// `bytes` as text, each byte that is not part of valid UTF-8 as `\xNN`; and whether there
  /// was none.
  static func shown(_ bytes: [UInt8]) -> (text: String, valid: Bool) {
    var text = ""
    var valid = true
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        valid = false
        for byte in bytes[offset..<offset + length] {
          text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        offset += length
      case .emptyInput:
        return (text, valid)
      }
    }
  }

  /// The error for a name that is not UTF-8, shown by `shown`.
  static func notUTF8(_ shown: String, what: String) -> String {
    "\(shown): the \(what) is not valid UTF-8 (invalid bytes shown as \\xNN); headerspec reads "
      + "UTF-8 names only"
  }

  /// The command-line arguments that are not UTF-8, shown by `shown`.
  static func undecodableArguments() -> [String] {
    var found: [String] = []
    for index in 1..<max(1, Int(CommandLine.argc)) {
      guard var next = CommandLine.unsafeArgv[index] else { continue }
      var bytes: [UInt8] = []
      while next.pointee != 0 {
        bytes.append(UInt8(bitPattern: next.pointee))
        next += 1
      }
      let (text, valid) = shown(bytes)
      if !valid { found.append(text) }
    }
    return found
  }
}
