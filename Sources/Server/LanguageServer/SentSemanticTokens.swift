/// The semantic tokens last computed for a document, kept for `full/delta` requests: the
/// result id the client names them by, the number it was made from (a later request's is
/// larger), and the integers sent.
struct SentSemanticTokens: Sendable {
  var number: Int
  var data: [Int]

  var resultID: String { String(number) }
}
