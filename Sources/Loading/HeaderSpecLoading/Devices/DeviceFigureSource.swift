/// Where one figure of a device preset comes from (`DevicePreset`, `headerspec devices
/// --sources`): Apple publishes screen sizes, but no safe-area inset, so a figure says whether
/// it is published, reported by someone who measured it, derived by a rule, or estimated.
public struct DeviceFigureSource: Hashable, Sendable {
  /// How sure the figure is, surest first.
  public enum Kind: String, Hashable, Sendable {
    /// Apple publishes it (the Human Interface Guidelines, a product's technical
    /// specifications).
    case published
    /// Measured on the device or its simulator by someone who published the figure.
    case reported
    /// Follows from published figures by a rule Schemas/FORMAT.md#devices states.
    case derived
    /// Not published: taken from a device with the same screen, and to be measured.
    case estimated
  }

  public var kind: Kind
  /// The reference (a title and an address) or the reasoning, in a sentence.
  public var note: String

  public static func published(_ note: String) -> Self { Self(kind: .published, note: note) }
  public static func reported(_ note: String) -> Self { Self(kind: .reported, note: note) }
  public static func derived(_ note: String) -> Self { Self(kind: .derived, note: note) }
  public static func estimated(_ note: String) -> Self { Self(kind: .estimated, note: note) }
}
