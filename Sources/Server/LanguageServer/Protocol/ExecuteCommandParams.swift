import JSONSyntax

/// `workspace/executeCommand` for the one command the server offers,
/// `headerspec.showPreview` (`ExecuteCommandParams.showPreview`), with `arguments`
/// `[uri, progress?]`: the document's URI, then a number (the progress to show), `"fling"`
/// (play the gesture) or nothing; or an events file's URI and `"events"` (play its replay
/// through its spec). Any other command or argument is InvalidParams.
struct ExecuteCommandParams: DocumentParams {
  /// The command the code lenses run and `executeCommandProvider` lists.
  static let showPreview = "headerspec.showPreview"

  /// Where the page opens.
  enum Start: Equatable, Sendable {
    case progress(Double?)
    case playFling
    /// An events file's replay (`[eventsURI, "events"]`).
    case replayEvents
  }

  var uri: String
  var start: Start

  init(json params: JSONValue) throws(ResponseError) {
    guard let command = params["command"]?.stringValue else {
      throw .invalidParams("missing command")
    }
    guard command == Self.showPreview else {
      throw .invalidParams("unknown command \(command); the server offers \(Self.showPreview)")
    }
    let arguments = params["arguments"]?.arrayValue ?? []
    guard let uri = arguments.first?.stringValue, arguments.count <= 2 else {
      throw .invalidParams(
        "\(Self.showPreview) takes [uri, progress?], a document URI then a number, \"fling\" "
          + "or \"events\"")
    }
    self.uri = uri
    switch arguments.count > 1 ? arguments[1] : .null {
    case .null: start = .progress(nil)
    case "fling": start = .playFling
    case "events": start = .replayEvents
    case let value:
      guard let progress = value.doubleValue, progress.isFinite else {
        throw .invalidParams(
          "\(Self.showPreview): the second argument is a number, \"fling\" or \"events\"")
      }
      start = .progress(progress)
    }
  }
}
