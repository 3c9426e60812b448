import JSONSyntax
import SpecAnalysis

/// `initialize`: what the client can do, the initial settings, tracing and the workspace.
struct InitializeParams: JSONParams {
  var capabilities: ClientFeatures
  /// `initializationOptions`, read as editor settings (`AnalysisSettings(editorSettings:)`).
  var initializationOptions: JSONValue?
  var trace: String
  /// The workspace folders' URIs, or `rootUri` alone.
  var workspaceFolders: [String]

  init(json params: JSONValue) {
    capabilities = ClientFeatures(capabilities: params["capabilities"])
    initializationOptions = params["initializationOptions"]
    trace = params["trace"]?.stringValue ?? "off"
    if let folders = params["workspaceFolders"]?.arrayValue {
      workspaceFolders = folders.compactMap { $0["uri"]?.stringValue }
    } else if let root = params["rootUri"]?.stringValue {
      workspaceFolders = [root]
    } else {
      workspaceFolders = []
    }
  }
}
