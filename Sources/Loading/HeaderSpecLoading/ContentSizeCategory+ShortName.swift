import HeaderGeometry

extension HeaderEnvironment.ContentSizeCategory {
  /// The short name the command line and specs use: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`,
  /// `AX1` to `AX5`.
  public var shortName: String {
    switch self {
    case .xSmall: "xS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .xLarge: "xL"
    case .xxLarge: "xxL"
    case .xxxLarge: "xxxL"
    case .accessibility1: "AX1"
    case .accessibility2: "AX2"
    case .accessibility3: "AX3"
    case .accessibility4: "AX4"
    case .accessibility5: "AX5"
    }
  }

  /// The category of short name `name` (`AX3`), or nil.
  public init?(shortName name: String) {
    guard let match = Self.allCases.first(where: { $0.shortName == name }) else { return nil }
    self = match
  }
}
