/// `workspace/configuration`: the settings sections asked for.
struct ConfigurationParams: Encodable, Sendable {
  /// LSP's `ConfigurationItem`.
  struct Item: Encodable, Sendable {
    var section: String
  }

  var items: [Item]
}
