import Foundation
import LanguageServer

/// `headerspec lsp`: the language server on stdin/stdout until `exit` or end of input.
enum LSPCommand {
  static func run(version: String) -> Never {
    // A client that goes away must not kill the server with SIGPIPE mid-write.
    signal(SIGPIPE, SIG_IGN)
    let server = Server(version: version, terminate: { code in Foundation.exit(code) })
    server.start()
    dispatchMain()
  }
}
