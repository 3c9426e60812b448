import JSONSyntax

/// `workspace/diagnostic`: the result ids the client has, by URI, and its progress token.
struct WorkspaceDiagnosticParams: JSONParams {
  var previousResultIDs: [String: String]
  var workDoneToken: ProgressToken?

  init(json params: JSONValue) {
    var previous: [String: String] = [:]
    for entry in params["previousResultIds"]?.arrayValue ?? [] {
      guard let uri = entry["uri"]?.stringValue, let value = entry["value"]?.stringValue,
        previous[uri] == nil
      else { continue }
      previous[uri] = value
    }
    previousResultIDs = previous
    if let number = params["workDoneToken"]?.intValue {
      workDoneToken = .number(number)
    } else if let string = params["workDoneToken"]?.stringValue {
      workDoneToken = .string(string)
    }
  }
}
