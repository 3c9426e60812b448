import JSONSyntax
import LanguageServer
import LanguageService

/// A session for the editor-feature tests: a client with the feature capabilities it chooses,
/// one spec open, and requests that wait for their response.
struct FeatureSession {
  static let uri = "file:///work/features.header.json"

  let session: LSPSession
  let encoding: String
  var text: String

  /// Starts the server, initializes with `encoding` and the given client abilities, opens
  /// `text` and waits for its first diagnostics (kept in `published`).
  init(
    _ text: String, encoding: String = "utf-16", snippets: Bool = true,
    hierarchicalSymbols: Bool = true, documentChanges: Bool = true, codeActionLiterals: Bool = true
  ) throws {
    session = try LSPSession()
    self.encoding = encoding
    self.text = text
    var capabilities = LSPSession.capabilities(encodings: [encoding])
    if case .object(var members) = capabilities {
      members.removeAll { $0.0 == "textDocument" || $0.0 == "workspace" }
      var textDocument: [(String, JSONValue)] = [
        ("publishDiagnostics", ["relatedInformation": true, "versionSupport": true]),
        ("completion", ["completionItem": ["snippetSupport": .bool(snippets)]]),
        ("documentSymbol", ["hierarchicalDocumentSymbolSupport": .bool(hierarchicalSymbols)]),
        ("hover", ["contentFormat": ["markdown", "plaintext"]]),
      ]
      if codeActionLiterals {
        textDocument.append(
          (
            "codeAction",
            [
              "codeActionLiteralSupport": [
                "codeActionKind": ["valueSet": ["quickfix", "refactor"]]
              ]
            ]
          ))
      }
      members.append(("textDocument", .object(textDocument)))
      members.append(
        ("workspace", ["workspaceEdit": ["documentChanges": .bool(documentChanges)]]))
      capabilities = .object(members)
    }
    serverCapabilities = try session.initialize(capabilities)["capabilities"] ?? .null
    session.open(Self.uri, text)
    published = try session.published(Self.uri, version: 1)
  }

  /// The server's capabilities.
  private(set) var serverCapabilities: JSONValue = .null
  /// The first `publishDiagnostics` params.
  private(set) var published: JSONValue = .null

  /// `method` on the open document with `params` (plus `textDocument`); the whole response.
  func call(_ method: String, _ params: [(String, JSONValue)] = []) throws -> JSONValue {
    let all = [("textDocument", ["uri": .string(Self.uri)] as JSONValue)] + params
    return try session.response(session.request(method, .object(all)))
  }

  /// `method`'s result at the UTF-8 offset of the first occurrence of `needle` (plus `shift`).
  func call(_ method: String, at needle: String, shift: Int = 0) throws -> JSONValue {
    try call(method, [("position", position(of: needle, shift: shift))])["result"] ?? .null
  }

  /// The UTF-8 offset of the first occurrence of `needle`.
  func offset(of needle: String) -> Int {
    let bytes = Array(text.utf8)
    let pattern = Array(needle.utf8)
    return (0...(bytes.count - pattern.count)).first {
      Array(bytes[$0..<($0 + pattern.count)]) == pattern
    }!
  }

  func position(of needle: String, shift: Int = 0) -> JSONValue {
    Expected.position(offset(of: needle) + shift, in: text, encoding: encoding)
  }

  func range(_ start: Int, _ end: Int) -> JSONValue {
    Expected.range(start, end, in: text, encoding: encoding)
  }

  /// The LSP range of the first occurrence of `needle`.
  func range(of needle: String) -> JSONValue {
    let start = offset(of: needle)
    return range(start, start + needle.utf8.count)
  }

  /// The text after applying LSP `TextEdit`s (positions in this session's encoding).
  func applying(_ edits: [JSONValue]) -> String {
    Expected.apply(edits, to: text, encoding: encoding)
  }
}

extension Expected {
  /// The UTF-8 offset of an LSP position in `text`, columns in `encoding`.
  static func offset(of position: JSONValue, in text: String, encoding: String) -> Int {
    let line = position["line"]?.intValue ?? 0
    var column = position["character"]?.intValue ?? 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var offset = lines.prefix(line).reduce(0) { $0 + $1.utf8.count + 1 }
    for scalar in lines[line].unicodeScalars where column > 0 {
      switch encoding {
      case "utf-8": column -= scalar.utf8.count
      case "utf-32": column -= 1
      default: column -= scalar.utf16.count
      }
      offset += scalar.utf8.count
    }
    return offset
  }

  /// `text` with LSP `TextEdit`s applied (ranges refer to the original text).
  static func apply(_ edits: [JSONValue], to text: String, encoding: String) -> String {
    var bytes = Array(text.utf8)
    let ranges = edits.map { edit in
      (
        offset(of: edit[path: "range", "start"] ?? .null, in: text, encoding: encoding),
        offset(of: edit[path: "range", "end"] ?? .null, in: text, encoding: encoding),
        edit["newText"]?.stringValue ?? ""
      )
    }
    for (start, end, newText) in ranges.sorted(by: { $0.0 > $1.0 }) {
      bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
