/// `window/workDoneProgress/create`: the token the server will report progress with.
struct WorkDoneProgressCreateParams: Encodable, Sendable {
  var token: ProgressToken
}
