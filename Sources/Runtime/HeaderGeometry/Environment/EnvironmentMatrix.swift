/// The environments a spec (or a project) says it supports (Schemas/FORMAT.md#environments):
/// every combination of the listed devices, orientations, content sizes and layout
/// directions. An empty list means the reference value alone (portrait, `L`, `ltr`); no
/// devices means no matrix.
public struct EnvironmentMatrix: Hashable, Sendable {
  public var devices: [Device]
  public var orientations: [Orientation]
  public var contentSizes: [HeaderEnvironment.ContentSizeCategory]
  public var layoutDirections: [HeaderEnvironment.LayoutDirection]

  public init(
    devices: [Device] = [], orientations: [Orientation] = [],
    contentSizes: [HeaderEnvironment.ContentSizeCategory] = [],
    layoutDirections: [HeaderEnvironment.LayoutDirection] = []
  ) {
    self.devices = devices
    self.orientations = orientations
    self.contentSizes = contentSizes
    self.layoutDirections = layoutDirections
  }
}
