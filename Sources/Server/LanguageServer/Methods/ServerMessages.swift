import JSONSyntax

// What the server sends to the client on its own: notifications and requests, each with its
// params type (and, for requests, the result type its response is decoded into). Sent with
// `Server.send(_:_:)` and `Server.send(_:_:callback:)`.

enum PublishDiagnosticsNotification: LSPNotification {
  typealias Params = PublishDiagnosticsParams
  static let method = "textDocument/publishDiagnostics"
}

enum LogMessageNotification: LSPNotification {
  typealias Params = MessageParams
  static let method = "window/logMessage"
}

enum ShowMessageNotification: LSPNotification {
  typealias Params = MessageParams
  static let method = "window/showMessage"
}

enum LogTraceNotification: LSPNotification {
  typealias Params = LogTraceParams
  static let method = "$/logTrace"
}

enum ProgressNotification: LSPNotification {
  typealias Params = ProgressParams
  static let method = "$/progress"
}

enum ConfigurationRequest: LSPRequest {
  typealias Params = ConfigurationParams
  /// One settings value per item asked for (null for a section the client does not have).
  typealias Result = [JSONValue]
  static let method = "workspace/configuration"
}

enum RegisterCapabilityRequest: LSPRequest {
  typealias Params = RegistrationParams
  typealias Result = JSONValue
  static let method = "client/registerCapability"
}

enum ShowDocumentRequest: LSPRequest {
  typealias Params = ShowDocumentParams
  typealias Result = ShowDocumentResult
  static let method = "window/showDocument"
}

enum WorkDoneProgressCreateRequest: LSPRequest {
  typealias Params = WorkDoneProgressCreateParams
  typealias Result = JSONValue
  static let method = "window/workDoneProgress/create"
}

enum DiagnosticRefreshRequest: LSPRequest {
  typealias Params = NoParams
  typealias Result = JSONValue
  static let method = "workspace/diagnostic/refresh"
}
