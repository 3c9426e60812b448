/// `$/logTrace`: a line of the trace the client turned on.
struct LogTraceParams: Encodable, Sendable {
  var message: String
}
