/// An environment named by keys, each optional (Schemas/FORMAT.md#environments): the command
/// line's flags (`device`, `orientation`, `contentSize`, `layoutDirection`, a `width` and
/// `topInset` over the device's) and the rest of what an app reads from its window (`init(_:)`).
/// The one way to change a running header's environment (an events file's `environment` event
/// too): each change merges over the keys before it, so one key keeps the others.
///
///     var keys = EnvironmentChange(device: iPhone15)
///     keys = keys.merging(EnvironmentChange(orientation: .landscape))
///     keys.environment  // iPhone 15 in landscape: 852 pt wide, compact height
public struct EnvironmentChange: Hashable, Sendable {
  public var device: Device?
  public var orientation: Orientation?
  public var contentSize: HeaderEnvironment.ContentSizeCategory?
  public var layoutDirection: HeaderEnvironment.LayoutDirection?
  /// A custom width, over the device's.
  public var width: Double?
  /// A custom top inset, over the device's and `insets`'.
  public var topInset: Double?
  /// The whole safe area, over the device's.
  public var insets: SafeAreaInsets?
  public var isCompactHeight: Bool?
  public var screenHeight: Double?
  public var inlineBarHeight: Double?

  public init(
    device: Device? = nil, orientation: Orientation? = nil,
    contentSize: HeaderEnvironment.ContentSizeCategory? = nil,
    layoutDirection: HeaderEnvironment.LayoutDirection? = nil,
    width: Double? = nil, topInset: Double? = nil, insets: SafeAreaInsets? = nil,
    isCompactHeight: Bool? = nil, screenHeight: Double? = nil, inlineBarHeight: Double? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
    self.width = width
    self.topInset = topInset
    self.insets = insets
    self.isCompactHeight = isCompactHeight
    self.screenHeight = screenHeight
    self.inlineBarHeight = inlineBarHeight
  }

  /// Every key of `environment` (an app's, from its window): `self.environment` is it again.
  public init(_ environment: HeaderEnvironment) {
    self.init(
      orientation: environment.orientation, contentSize: environment.contentSize,
      layoutDirection: environment.layoutDirection, width: environment.width,
      insets: environment.insets, isCompactHeight: environment.isCompactHeight,
      screenHeight: environment.screenHeight, inlineBarHeight: environment.inlineBarHeight)
  }

  /// Whether no key is given (the spec's reference environment).
  public var isEmpty: Bool { self == EnvironmentChange() }

  /// These keys with `later`'s given keys over them; an omitted key keeps its value.
  public func merging(_ later: EnvironmentChange) -> EnvironmentChange {
    EnvironmentChange(
      device: later.device ?? device, orientation: later.orientation ?? orientation,
      contentSize: later.contentSize ?? contentSize,
      layoutDirection: later.layoutDirection ?? layoutDirection, width: later.width ?? width,
      topInset: later.topInset ?? topInset, insets: later.insets ?? insets,
      isCompactHeight: later.isCompactHeight ?? isCompactHeight,
      screenHeight: later.screenHeight ?? screenHeight,
      inlineBarHeight: later.inlineBarHeight ?? inlineBarHeight)
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
    if let insets { environment.insets = insets }
    if let topInset { environment.insets.top = topInset }
    if let isCompactHeight { environment.isCompactHeight = isCompactHeight }
    if let screenHeight { environment.screenHeight = screenHeight }
    if let inlineBarHeight { environment.inlineBarHeight = inlineBarHeight }
    return environment
  }
}
