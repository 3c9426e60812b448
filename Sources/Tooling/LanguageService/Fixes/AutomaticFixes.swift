import JSONSyntax
import SpecAnalysis

/// What `headerspec check --fix` and the server's `source.fixAll` do to a document: apply every
/// fix that keeps the header's behaviour or repairs what cannot run (`QuickFix.safeFixes`),
/// re-check, and repeat until nothing changes (at most `rounds` times). Text with syntax errors
/// gets its syntax fixes only when they leave no syntax error; otherwise it is left alone.
public struct AutomaticFixes: Sendable {
  /// The text after the fixes (the original when none applied).
  public var bytes: [UInt8]
  /// The analysis of `bytes`.
  public var document: SpecDocument
  /// How many fixes were applied, over all rounds.
  public var applied: Int
  /// When the text has syntax errors that the fixes could not all repair: the document whose
  /// remaining errors say why nothing was changed.
  public var unrepairedSyntax: SpecDocument?

  /// Rounds before giving up on reaching a fixed point (a fix that uncovers another).
  public static let rounds = 8

  /// Applies the automatic fixes to `document` (analysed with its own settings).
  public init(fixing document: SpecDocument) {
    let settings = document.settings
    var document = document
    var current = document.syntax.bytes
    var applied = 0
    if document.syntax.hasErrors {
      // Only syntax fixes make sense on text that does not parse, and only all together.
      let fixes = QuickFix.safeFixes(in: document, including: \.code.isSyntax)
      let next = TextEdit.apply(fixes.flatMap(\.edits), to: current)
      let fixed = SpecDocument(bytes: next, settings: settings)
      guard !fixes.isEmpty, !fixed.syntax.hasErrors else {
        self.init(
          bytes: current, document: document, applied: 0,
          unrepairedSyntax: fixes.isEmpty ? document : fixed)
        return
      }
      current = next
      applied += fixes.count
      document = fixed
    }
    for _ in 0..<Self.rounds {
      let fixes = QuickFix.safeFixes(in: document)
      let next = TextEdit.apply(fixes.flatMap(\.edits), to: current)
      guard !fixes.isEmpty, next != current else { break }
      current = next
      applied += fixes.count
      document = SpecDocument(bytes: current, settings: settings)
    }
    self.init(bytes: current, document: document, applied: applied, unrepairedSyntax: nil)
  }

  private init(
    bytes: [UInt8], document: SpecDocument, applied: Int, unrepairedSyntax: SpecDocument?
  ) {
    self.bytes = bytes
    self.document = document
    self.applied = applied
    self.unrepairedSyntax = unrepairedSyntax
  }

  /// One edit that turns `original` into `bytes`: the span between their common prefix and
  /// suffix, its ends on UTF-8 scalar boundaries; nil when the two are equal.
  public func edit(from original: [UInt8]) -> TextEdit? {
    guard original != bytes else { return nil }
    let shorter = min(original.count, bytes.count)
    var prefix = 0
    while prefix < shorter, original[prefix] == bytes[prefix] { prefix += 1 }
    while prefix > 0,
      Self.isContinuation(original, at: prefix) || Self.isContinuation(bytes, at: prefix)
    {
      prefix -= 1
    }
    var suffix = 0
    while suffix < shorter - prefix,
      original[original.count - 1 - suffix] == bytes[bytes.count - 1 - suffix]
    {
      suffix += 1
    }
    while suffix > 0,
      Self.isContinuation(original, at: original.count - suffix)
        || Self.isContinuation(bytes, at: bytes.count - suffix)
    {
      suffix -= 1
    }
    let replaced = ByteRange(start: prefix, end: original.count - suffix)
    let text = String(decoding: bytes[prefix..<(bytes.count - suffix)], as: UTF8.self)
    return TextEdit(range: replaced, newText: text)
  }

  /// Whether `offset` falls inside a scalar of `text` (the byte there continues one).
  private static func isContinuation(_ text: [UInt8], at offset: Int) -> Bool {
    offset < text.count && text[offset] & 0xC0 == 0x80
  }
}
