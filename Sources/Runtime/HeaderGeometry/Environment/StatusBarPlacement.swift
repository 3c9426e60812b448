/// How a spec relates to the status bar (Schemas/FORMAT.md#status-bar): whether the bar
/// extends under it, and the top inset its numbers are written for. `nil` means the default
/// of the behaviour kind: a `largeTitle` bar sits below the status bar, every other bar
/// extends under it (BLKFlexibleHeightBar's style); the reference inset is 20.
public struct StatusBarPlacement: Hashable, Sendable {
  public var extendsUnder: Bool?
  /// In points.
  public var referenceTopInset: Double?

  public init(extendsUnder: Bool? = nil, referenceTopInset: Double? = nil) {
    self.extendsUnder = extendsUnder
    self.referenceTopInset = referenceTopInset
  }

  /// The status bar's height in iOS 7 to 10, which BLK's `minHeight` of 20 stands for.
  public static let defaultReferenceTopInset: Double = 20
}
