/// The cap on the lists the server answers with, beside `diagnosticLimit`.
extension Server {
  /// The most entries in a list answer: `references`, `documentHighlight` and the symbols of a
  /// `documentSymbol` outline (counted over the whole tree, in document order). A hostile spec
  /// of a few MB can name one subview 100,000 times; no reader goes through more than this,
  /// and the answer stays a few hundred KB. The outline then ends in one note that says how
  /// many symbols were left out; a location list has no place for one, so the cap is
  /// documented (the LanguageServer README's "Bounded"). A rename is never cut short: a part of
  /// it would break the references it leaves.
  static let listLimit = 1_000
}
