/// `workspace/didChangeConfiguration`: the pushed `settings` (read by
/// `AnalysisSettings(editorSettings:)`), or nothing for a client that is asked instead.
import HeaderSpecLoading

struct DidChangeConfigurationParams: Sendable {
  var settings: JSONValue?

  init(json params: JSONValue) {
    settings = params["settings"]
  }
}
