/// `$/progress` of work-done progress: the token the client or server made, and the step.
struct ProgressParams: Encodable, Sendable {
  /// LSP's `WorkDoneProgressBegin`, `WorkDoneProgressReport` or `WorkDoneProgressEnd`, by
  /// `kind`; the properties a kind does not have are nil (left out).
  struct Value: Encodable, Sendable {
    var kind: String
    var title: String?
    var cancellable: Bool?
    var percentage: Int?
    var message: String?
  }

  var token: ProgressToken
  var value: Value
}
