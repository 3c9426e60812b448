import HeaderGeometry

/// One spec of a `headerspec preview` run: its header resolved under the settings that apply
/// to it (its project configuration under the flags), the progress values to sample and the
/// environment it is laid out in, if any. Files of one run may differ in all three.
public struct PreviewFile: Sendable {
  public var path: String
  public var header: ResolvedHeader
  public var progress: [Double]
  public var environment: HeaderEnvironment?

  public init(
    path: String, header: ResolvedHeader, progress: [Double], environment: HeaderEnvironment? = nil
  ) {
    self.path = path
    self.header = header
    self.progress = progress
    self.environment = environment
  }
}
