/// `window/showDocument`: a URI for the client to open, here in an external browser.
struct ShowDocumentParams: Encodable, Sendable {
  var uri: String
  var external: Bool
  var takeFocus: Bool
}
