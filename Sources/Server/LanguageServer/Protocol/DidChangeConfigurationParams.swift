import JSONSyntax
import SpecAnalysis

/// `workspace/didChangeConfiguration`: the pushed `settings` (read by
/// `AnalysisSettings(editorSettings:)`), or nothing for a client that is asked instead.
struct DidChangeConfigurationParams: JSONParams {
  var settings: JSONValue?

  init(json params: JSONValue) {
    settings = params["settings"]
  }
}
