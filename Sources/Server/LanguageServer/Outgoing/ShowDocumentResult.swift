/// The client's answer to `window/showDocument`.
struct ShowDocumentResult: Decodable, Sendable {
  var success: Bool
}
