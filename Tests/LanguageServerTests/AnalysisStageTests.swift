import Foundation
import JSONSyntax
import Testing

/// Requests that read the model alone (the outline, hover, completion, formatting, ...) are
/// answered from the model stage of the current version, never after the check of the
/// geometry, which for a full `supports` matrix is one layout search per environment (here
/// 9 devices x 2 orientations x 12 content sizes x 2 directions = 432): the answer arrives
/// before the diagnostics do, after an open and after an edit that supersedes the running
/// check.
@Suite(.timeLimit(.minutes(2))) struct AnalysisStageTests {
  static func spec(title: String) -> String {
    let subviews = (0..<30).map { index in
      """
      { "id": "label\(index)", "kind": "label", "text": "\(title) \(index)",
        "keyframes": [ { "progress": 0, "frame": [\(index % 10 * 30), \(index / 10 * 10), 30, 10] },
                       { "progress": 1, "frame": [\(index % 10 * 30), 0, 30, 10], "alpha": 0 } ] }
      """
    }
    return """
      {
        "bar": { "maxHeight": 120, "minHeight": 60 },
        "behavior": { "kind": "squareCash" },
        "supports": {
          "devices": ["iPhone SE 3rd generation", "iPhone 11 Pro", "iPhone 11", "iPhone 14",
            "iPhone 15", "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max",
            "iPad Pro 11-inch"],
          "orientations": ["portrait", "landscape"],
          "contentSizes": ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4",
            "AX5"],
          "layoutDirections": ["ltr", "rtl"]
        },
        "subviews": [\(subviews.joined(separator: ",\n"))]
      }
      """
  }

  static let uri = "file:///work/stages.header.json"

  /// Whether `session` has received a diagnostics notification for `uri` that is not taken.
  func hasDiagnostics(_ session: LSPSession) throws -> Bool {
    try session.drain().contains {
      $0["method"] == "textDocument/publishDiagnostics"
        && $0[path: "params", "uri"] == .string(Self.uri)
    }
  }

  @Test func theOutlineComesBeforeTheMatrixDiagnostics() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.spec(title: "first"))
    let symbols = try session.response(
      session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]))
    #expect(symbols["result"]?.arrayValue?.isEmpty == false)
    #expect(try !hasDiagnostics(session), "the outline waited for the geometry's check")
    _ = try session.wait(for: "the diagnostics", timeout: 100) {
      $0["method"] == "textDocument/publishDiagnostics"
    }
  }

  @Test func aHoverAfterAnEditDoesNotWaitForTheStaleCheck() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.spec(title: "first"))
    // The check of version 1 is running; version 2 supersedes it.
    session.change(Self.uri, version: 2, text: Self.spec(title: "second"))
    let hover = try session.response(
      session.request(
        "textDocument/hover",
        ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 2, "character": 6]]))
    #expect(hover["error"] == nil)
    #expect(try !hasDiagnostics(session), "the hover waited for a check of the geometry")
    // The stale check ends, then version 2's: its diagnostics follow, later.
    let published = try session.wait(for: "version 2's diagnostics", timeout: 100) {
      $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "version"] == 2
    }
    #expect(published[path: "params", "diagnostics"] != nil)
  }
}
