import JSONSyntax
import LanguageServer

/// The usual steps of a session, so that tests read as scripts.
extension LSPSession {
  /// Capabilities of a client that offers `encodings` and pulls diagnostics or not.
  static func capabilities(
    encodings: [String] = ["utf-16"], pull: Bool = false, staleRequests: Bool = false,
    configuration: Bool = false, workDoneProgress: Bool = false
  ) -> JSONValue {
    var textDocument: [(String, JSONValue)] = [
      ("publishDiagnostics", ["relatedInformation": true, "versionSupport": true])
    ]
    if pull { textDocument.append(("diagnostic", ["dynamicRegistration": false])) }
    return [
      "general": [
        "positionEncodings": .array(encodings.map(JSONValue.string)),
        "staleRequestSupport": ["cancel": .bool(staleRequests), "retryOnContentModified": []],
      ],
      "textDocument": .object(textDocument),
      "workspace": ["configuration": .bool(configuration)],
      "window": ["workDoneProgress": .bool(workDoneProgress)],
    ]
  }

  /// `initialize` then `initialized`; returns the `initialize` result.
  @discardableResult
  func initialize(
    _ capabilities: JSONValue = LSPSession.capabilities(), options: JSONValue? = nil,
    workspaceFolders: [String] = []
  ) throws -> JSONValue {
    var params: [(String, JSONValue)] = [("processId", .null), ("capabilities", capabilities)]
    if let options { params.append(("initializationOptions", options)) }
    params.append(
      (
        "workspaceFolders",
        .array(workspaceFolders.map { ["uri": .string($0), "name": "folder"] })
      ))
    let id = request("initialize", .object(params))
    let response = try response(id)
    notify("initialized")
    return response["result"] ?? .null
  }

  /// `shutdown`, `exit`; returns the exit code.
  func shutdownAndExit() throws -> Int32? {
    _ = try response(request("shutdown", .null))
    notify("exit")
    return exitCode()
  }

  func open(_ uri: String, _ text: String, version: Int = 1) {
    notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "json", "version": .int(version),
          "text": .string(text),
        ]
      ])
  }

  /// `didChange` with one change: incremental when `range` is given, else full.
  static func change(
    _ uri: String, version: Int, range: JSONValue? = nil, text: String
  ) -> JSONValue {
    var change: [(String, JSONValue)] = []
    if let range { change.append(("range", range)) }
    change.append(("text", .string(text)))
    return notification(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": .int(version)],
        "contentChanges": [.object(change)],
      ])
  }

  func change(_ uri: String, version: Int, range: JSONValue? = nil, text: String) {
    send(LSPSession.change(uri, version: version, range: range, text: text))
  }

  /// The `publishDiagnostics` for `version` of `uri` (older ones are skipped: a burst of edits
  /// may be coalesced).
  func published(_ uri: String, version: Int) throws -> JSONValue {
    while true {
      let published = try published(uri)
      if published["version"] == .int(version) { return published }
      guard let got = published["version"]?.intValue, got < version else {
        throw Failure(description: "expected version \(version), got \(published.text)")
      }
    }
  }

  /// The next `publishDiagnostics` for `uri`.
  func published(_ uri: String) throws -> JSONValue {
    try wait(for: "publishDiagnostics for \(uri)") {
      $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] == .string(uri)
    }["params"] ?? .null
  }
}

/// Documents the tests share.
enum Fixtures {
  /// The smallest valid header spec: no diagnostics from any layer.
  static let validSpec = #"{"bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}}"#
}

/// LSP positions computed from the text directly (not through `LineIndex`), for expectations.
enum Expected {
  /// `{"line", "character"}` of UTF-8 `offset` in `text`, columns in `encoding`.
  static func position(_ offset: Int, in text: String, encoding: String) -> JSONValue {
    let prefix = String(decoding: Array(text.utf8)[0..<offset], as: UTF8.self)
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    let last = lines.last ?? ""
    let column: Int
    switch encoding {
    case "utf-8": column = last.utf8.count
    case "utf-32": column = last.unicodeScalars.count
    default: column = last.utf16.count
    }
    return ["line": .int(lines.count - 1), "character": .int(column)]
  }

  static func range(_ start: Int, _ end: Int, in text: String, encoding: String) -> JSONValue {
    [
      "start": position(start, in: text, encoding: encoding),
      "end": position(end, in: text, encoding: encoding),
    ]
  }
}
