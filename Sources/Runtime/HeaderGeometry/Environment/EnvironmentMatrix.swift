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

  /// Whether the matrix names no device (and so has no environment to run).
  public var isEmpty: Bool { devices.isEmpty }

  /// Every environment of the matrix with its device, devices outermost (in list order),
  /// then orientations, content sizes (smallest first) and layout directions. Built on each
  /// call: read it once.
  public var environments: [(device: Device, environment: HeaderEnvironment)] {
    let orientations = self.orientations.isEmpty ? [.portrait] : self.orientations
    let sizes = contentSizes.isEmpty ? [.large] : contentSizes.sorted()
    let directions = layoutDirections.isEmpty ? [.ltr] : layoutDirections
    var result: [(device: Device, environment: HeaderEnvironment)] = []
    for device in devices {
      for orientation in orientations {
        for size in sizes {
          for direction in directions {
            result.append(
              (
                device,
                device.environment(
                  orientation: orientation, contentSize: size, layoutDirection: direction)
              ))
          }
        }
      }
    }
    return result
  }
}
