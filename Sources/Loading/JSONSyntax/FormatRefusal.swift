/// Why `JSONPrinter` will not print a document: printing it would drop or invent text.
public enum FormatRefusal: Error, Equatable, Sendable {
  /// The document has syntax errors; the printer never guesses what broken text means.
  case syntaxErrors
  /// A comment between a key and its value (`"a": /* here */ 1`), which has no place in the
  /// canonical layout.
  case commentInsideMember(ByteRange)
}
