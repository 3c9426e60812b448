/// An environment named by the keys of the command line's environment flags, each optional
/// (Schemas/FORMAT.md#environments): `device`, `orientation`, `contentSize`,
/// `layoutDirection`, and a custom `width` and `topInset` over the device's. An events file's
/// `environment` event is one (Schemas/EVENTS.md), merged over the keys before it.
///
///     var keys = EnvironmentChange(device: Device.preset(named: "iPhone 15"))
///     keys = keys.merging(EnvironmentChange(orientation: .landscape))
///     keys.environment  // iPhone 15 in landscape: 852 pt wide, compact height
public struct EnvironmentChange: Hashable, Sendable {
  public var device: Device?
  public var orientation: Orientation?
  public var contentSize: HeaderEnvironment.ContentSizeCategory?
  public var layoutDirection: HeaderEnvironment.LayoutDirection?
  /// A custom width, over the device's.
  public var width: Double?
  /// A custom top inset, over the device's.
  public var topInset: Double?

  public init(
    device: Device? = nil, orientation: Orientation? = nil,
    contentSize: HeaderEnvironment.ContentSizeCategory? = nil,
    layoutDirection: HeaderEnvironment.LayoutDirection? = nil,
    width: Double? = nil, topInset: Double? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
    self.width = width
    self.topInset = topInset
  }

  /// Whether no key is given (the spec's reference environment).
  public var isEmpty: Bool {
    device == nil && orientation == nil && contentSize == nil && layoutDirection == nil
      && width == nil && topInset == nil
  }

  /// These keys with `later`'s given keys over them; an omitted key keeps its value.
  public func merging(_ later: EnvironmentChange) -> EnvironmentChange {
    EnvironmentChange(
      device: later.device ?? device, orientation: later.orientation ?? orientation,
      contentSize: later.contentSize ?? contentSize,
      layoutDirection: later.layoutDirection ?? layoutDirection, width: later.width ?? width,
      topInset: later.topInset ?? topInset)
  }

  /// The environment these keys name, as the command line's flags make it; nil when no key is
  /// given (the spec's reference environment). Without a device: the spec's own width (unless
  /// `width` names one) and the reference top inset, 20 (in landscape no status bar and a
  /// compact height), so a key given alone changes only what it names.
  public var environment: HeaderEnvironment? {
    guard !isEmpty else { return nil }
    let orientation = orientation ?? .portrait
    let contentSize = contentSize ?? .large
    let direction = layoutDirection ?? .ltr
    var environment: HeaderEnvironment
    if let device {
      environment = device.environment(
        orientation: orientation, contentSize: contentSize, layoutDirection: direction)
    } else {
      environment = HeaderEnvironment(
        width: nil, orientation: orientation, contentSize: contentSize,
        layoutDirection: direction)
      if orientation == .landscape {
        environment.isCompactHeight = true
        environment.insets.top = 0
      }
    }
    if let width { environment.width = width }
    if let topInset { environment.insets.top = topInset }
    return environment
  }
}
