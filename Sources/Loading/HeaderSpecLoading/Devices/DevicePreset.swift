import HeaderGeometry

/// A named device with the source of each of its figures: the screen size, the portrait top
/// and bottom insets and the landscape bar (the landscape insets follow from the family by
/// the rule of Schemas/FORMAT.md#devices). `DevicePreset.all` is the one list of them.
public struct DevicePreset: Hashable, Sendable {
  public var device: Device
  public var size: DeviceFigureSource
  public var topInset: DeviceFigureSource
  public var bottomInset: DeviceFigureSource
  public var landscapeBar: DeviceFigureSource

  /// The figures' sources in the order `headerspec devices --sources` prints them, with the
  /// name of each figure.
  public var sources: [(figure: String, source: DeviceFigureSource)] {
    [
      ("size", size), ("top inset", topInset), ("bottom inset", bottomInset),
      ("landscape bar", landscapeBar),
    ]
  }

  /// The figures that are estimated, by name (`top inset`), in `sources` order; empty when
  /// every figure is published, reported or derived.
  public var estimatedFigures: [String] {
    sources.filter { $0.source.kind == .estimated }.map(\.figure)
  }
}
