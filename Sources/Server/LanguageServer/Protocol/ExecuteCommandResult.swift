/// The result of `workspace/executeCommand` with `headerspec.showPreview`: the URI of the page
/// written, with its fragment.
struct ExecuteCommandResult: Encodable, Sendable {
  var uri: String
}
