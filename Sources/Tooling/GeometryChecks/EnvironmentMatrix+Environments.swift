import HeaderGeometry

/// The environments of a `supports` matrix, which the checks and previews run.
extension EnvironmentMatrix {
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
