/// The params of a method that has none (`shutdown`, `initialized`, `exit`,
/// `workspace/diagnostic/refresh`): whatever the client sends is accepted, and `null` is sent.
struct NoParams: Codable, Sendable {
  init() {}
  init(from decoder: any Decoder) throws {}

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}
