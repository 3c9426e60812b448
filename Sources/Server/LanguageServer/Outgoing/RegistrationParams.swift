/// `client/registerCapability`: the notifications the server asks the client to send.
struct RegistrationParams: Encodable, Sendable {
  /// One registration: its id, its method and that method's options.
  struct Registration: Encodable, Sendable {
    var id: String
    var method: String
    var registerOptions: Options
  }

  /// The options of `workspace/didChangeConfiguration` (`section`) or
  /// `workspace/didChangeWatchedFiles` (`watchers`); the other is nil, left out.
  struct Options: Encodable, Sendable {
    var section: String?
    var watchers: [Watcher]?
  }

  /// LSP's `FileSystemWatcher`.
  struct Watcher: Encodable, Sendable {
    var globPattern: String
  }

  var registrations: [Registration]
}
