import Foundation
import JSONSyntax
import LanguageServer
import TestSupport

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

  /// What the reader threads collect; they hold this (and their file handles), not the
  /// session, so that dropping the session ends the process and then the threads.
  private final class Inbox: @unchecked Sendable {
    let condition = NSCondition()
    var received: [JSONValue] = []
    var outputEnded = false
    var stderrText = ""
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let inbox = Inbox()
  private var nextID = 1

  /// Starts the built `headerspec lsp --stdio`, with `environment` over the test's own
  /// environment variables.
  init(arguments: [String] = ["lsp", "--stdio"], environment: [String: String] = [:]) throws {
    process.executableURL = try LSPSession.binary()
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    startReading()
  }

  deinit {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
  }

  /// The built executable (`TestFiles.headerspecBinary`: `HEADERSPEC_BINARY`, next to the test
  /// bundle, or `.build/debug`).
  static func binary() throws -> URL {
    guard let path = TestFiles.headerspecBinary else {
      throw Failure(description: "headerspec is not built (swift build)")
    }
    return URL(fileURLWithPath: path)
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
    inbox.condition.lock()
    defer { inbox.condition.unlock() }
    while true {
      if let index = inbox.received.firstIndex(where: matches) {
        return inbox.received.remove(at: index)
      }
      if inbox.outputEnded || !inbox.condition.wait(until: deadline) {
        throw Failure(
          description:
            "no \(what) (output ended: \(inbox.outputEnded)); "
            + "received \(inbox.received.map(\.text)); stderr: \(inbox.stderrText)")
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

  /// Waits for the answer to a request sent after everything written so far. The server
  /// handles messages in order on one queue and answers an unknown method at once, so what it
  /// sent from that queue before has arrived by then: an event to wait for, not a fixed time.
  func roundTrip() throws {
    _ = try response(request("test/roundTrip"))
  }

  /// The messages received and not yet taken, after a `roundTrip`: what the server sent in
  /// answer to everything written before (a test that expects no more first waits for the last
  /// message it does expect, so no work of the server is still in flight).
  func drain() throws -> [JSONValue] {
    try roundTrip()
    inbox.condition.lock()
    defer { inbox.condition.unlock() }
    let all = inbox.received
    inbox.received = []
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
    inbox.condition.lock()
    defer { inbox.condition.unlock() }
    return inbox.stderrText
  }

  private func startReading() {
    let outputHandle = output.fileHandleForReading
    let errorHandle = errors.fileHandleForReading
    let inbox = inbox
    Thread.detachNewThread {
      var framer = MessageFramer()
      while true {
        let data = outputHandle.availableData
        inbox.condition.lock()
        defer {
          inbox.condition.broadcast()
          inbox.condition.unlock()
        }
        if data.isEmpty {
          inbox.outputEnded = true
          return
        }
        framer.append(data)
        while let event = framer.next() {
          guard case .message(let body) = event else { continue }
          inbox.received.append(
            JSONValue(utf8: body) ?? ["unparsable": .string(String(decoding: body, as: UTF8.self))])
        }
      }
    }
    Thread.detachNewThread {
      while true {
        let data = errorHandle.availableData
        if data.isEmpty { return }
        inbox.condition.lock()
        inbox.stderrText += String(decoding: data, as: UTF8.self)
        inbox.condition.unlock()
      }
    }
  }
}
