// The notifications the client sends that the server acts on, each with its params type (see
// `ClientRequests.swift`). Any other notification (`$/...` included) is ignored.

enum InitializedNotification: LSPNotification {
  typealias Params = NoParams
  static let method = "initialized"
}

enum ExitNotification: LSPNotification {
  typealias Params = NoParams
  static let method = "exit"
}

enum DidOpenNotification: LSPNotification {
  typealias Params = DidOpenTextDocumentParams
  static let method = "textDocument/didOpen"
}

enum DidChangeNotification: LSPNotification {
  typealias Params = DidChangeTextDocumentParams
  static let method = "textDocument/didChange"
}

enum DidSaveNotification: LSPNotification {
  typealias Params = TextDocumentParams
  static let method = "textDocument/didSave"
}

enum DidCloseNotification: LSPNotification {
  typealias Params = TextDocumentParams
  static let method = "textDocument/didClose"
}

enum DidChangeConfigurationNotification: LSPNotification {
  typealias Params = DidChangeConfigurationParams
  static let method = "workspace/didChangeConfiguration"
}

enum DidChangeWatchedFilesNotification: LSPNotification {
  typealias Params = DidChangeWatchedFilesParams
  static let method = "workspace/didChangeWatchedFiles"
}

enum DidChangeWorkspaceFoldersNotification: LSPNotification {
  typealias Params = DidChangeWorkspaceFoldersParams
  static let method = "workspace/didChangeWorkspaceFolders"
}

enum CancelRequestNotification: LSPNotification {
  typealias Params = CancelParams
  static let method = "$/cancelRequest"
}

enum SetTraceNotification: LSPNotification {
  typealias Params = SetTraceParams
  static let method = "$/setTrace"
}
