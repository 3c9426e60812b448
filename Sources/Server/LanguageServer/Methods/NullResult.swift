/// The result of a method whose result is `null` (`shutdown`).
struct NullResult: Encodable, Sendable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}
