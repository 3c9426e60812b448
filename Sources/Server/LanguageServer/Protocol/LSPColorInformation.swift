/// LSP's `ColorInformation`: a colour (components from 0 to 1) and where it is written.
struct LSPColorInformation: Encodable, Sendable {
  var range: LSPRange
  var red, green, blue, alpha: Double

  private enum CodingKeys: String, CodingKey { case range, color }
  private enum ColorKeys: String, CodingKey { case red, green, blue, alpha }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(range, forKey: .range)
    var color = container.nestedContainer(keyedBy: ColorKeys.self, forKey: .color)
    try color.encode(red, forKey: .red)
    try color.encode(green, forKey: .green)
    try color.encode(blue, forKey: .blue)
    try color.encode(alpha, forKey: .alpha)
  }
}
