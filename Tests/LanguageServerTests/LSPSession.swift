import Foundation
import LanguageServer

/// A real `headerspec lsp` process, spoken to over pipes: the client side of scripted sessions.
///
/// Every wait has a timeout (`LSPSession.timeout`), so a server that hangs fails the test
/// instead of blocking it; the process is killed when the session is dropped.
final class LSPSession: @unchecked Sendable {
  /// How long any single wait may take.
  static let timeout: TimeInterval = 10

  /// Why a wait failed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let condition = NSCondition()
  private var received: [JSONValue] = []
  private var outputEnded = false
  private var stderrText = ""
  private var nextID = 1

  /// Starts the built `headerspec lsp --stdio`.
  init(arguments: [String] = ["lsp", "--stdio"]) throws {
    process.executableURL = try LSPSession.binary()
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    startReading()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// The built executable: `HEADERSPEC_BINARY`, next to the test bundle, or `.build/debug`.
  static func binary() throws -> URL {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["HEADERSPEC_BINARY"] {
      candidates.append(URL(fileURLWithPath: path))
    }
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    candidates.append(runner.deletingLastPathComponent().appendingPathComponent("headerspec"))
    if let bundle = Bundle.main.executableURL {
      candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("headerspec"))
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/headerspec"))
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw Failure(description: "headerspec is not built (swift build)") }
    return found
  }

  // MARK: - Sending

  /// Writes raw bytes to the server's stdin, exactly as given.
  func write(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  /// `message` framed with its `Content-Length`.
  static func framed(_ message: JSONValue) -> [UInt8] {
    let body = message.utf8
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  func send(_ message: JSONValue) { write(LSPSession.framed(message)) }

  /// A request message with a fresh id (not sent).
  func makeRequest(_ method: String, _ params: JSONValue = [:]) -> (Int, JSONValue) {
    let id = nextID
    nextID += 1
    return (id, ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
  }

  /// Sends a request; returns its id.
  @discardableResult
  func request(_ method: String, _ params: JSONValue = [:]) -> Int {
    let (id, message) = makeRequest(method, params)
    send(message)
    return id
  }

  static func notification(_ method: String, _ params: JSONValue = [:]) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }

  func notify(_ method: String, _ params: JSONValue = [:]) {
    send(LSPSession.notification(method, params))
  }

  /// Answers a request the server sent.
  func respond(to message: JSONValue, result: JSONValue) {
    send(["jsonrpc": "2.0", "id": message["id"] ?? .null, "result": result])
  }

  /// Closes the server's stdin.
  func closeInput() { try? input.fileHandleForWriting.close() }

  // MARK: - Receiving

  /// Waits for (and removes) the first received message that `matches`.
  func wait(
    for what: String, timeout: TimeInterval = LSPSession.timeout,
    _ matches: (JSONValue) -> Bool
  ) throws -> JSONValue {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
      if outputEnded || !condition.wait(until: deadline) {
        throw Failure(
          description:
            "no \(what) (output ended: \(outputEnded)); received \(received.map(\.text)); "
            + "stderr: \(stderrText)")
      }
    }
  }

  /// The response to request `id`.
  func response(_ id: Int, timeout: TimeInterval = LSPSession.timeout) throws -> JSONValue {
    try wait(for: "response to \(id)", timeout: timeout) {
      $0["id"] == .int(id) && $0["method"] == nil
    }
  }

  /// The next notification or server request with `method`.
  func message(_ method: String, timeout: TimeInterval = LSPSession.timeout) throws -> JSONValue {
    try wait(for: method, timeout: timeout) { $0["method"] == .string(method) }
  }

  /// The messages received and not yet taken, after waiting `seconds` for stragglers.
  func drain(after seconds: TimeInterval) -> [JSONValue] {
    Thread.sleep(forTimeInterval: seconds)
    condition.lock()
    defer { condition.unlock() }
    let all = received
    received = []
    return all
  }

  /// The exit code, or nil when the process is still running after `timeout` (then killed).
  func exitCode(timeout: TimeInterval = LSPSession.timeout) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    return process.terminationStatus
  }

  /// What the server wrote to stderr so far.
  var stderr: String {
    condition.lock()
    defer { condition.unlock() }
    return stderrText
  }

  private func startReading() {
    let outputHandle = output.fileHandleForReading
    let errorHandle = errors.fileHandleForReading
    Thread.detachNewThread { [self] in
      var framer = MessageFramer()
      while true {
        let data = outputHandle.availableData
        condition.lock()
        if data.isEmpty {
          outputEnded = true
          condition.broadcast()
          condition.unlock()
          return
        }
        framer.append(data)
        while let event = framer.next() {
          if case .message(let body) = event {
            received.append(
              JSONValue(utf8: body) ?? [
                "unparsable": .string(String(decoding: body, as: UTF8.self))
              ])
          }
        }
        condition.broadcast()
        condition.unlock()
      }
    }
    Thread.detachNewThread { [self] in
      while true {
        let data = errorHandle.availableData
        if data.isEmpty { return }
        condition.lock()
        stderrText += String(decoding: data, as: UTF8.self)
        condition.unlock()
      }
    }
  }
}
