import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis

/// An environment as settings name it (Schemas/FORMAT.md#environments): the editor's
/// `headerspec.environment` and a project configuration's `environment`, with the keys of the
/// command line's flags (`--device`, `--orientation`, `--content-size`, `--layout-direction`,
/// `--width`, `--top-inset`), each optional:
///
///     "environment": { "device": "iPhone 15", "orientation": "landscape",
///                      "contentSize": "AX1", "layoutDirection": "rtl" }
public struct EnvironmentSetting: Hashable, Sendable {
  /// The keys that take a name.
  public static let nameKeys = ["device", "orientation", "contentSize", "layoutDirection"]
  /// The keys that take points.
  public static let pointKeys = ["width", "topInset"]

  public var device: Device?
  public var orientation: Orientation?
  public var contentSize: HeaderEnvironment.ContentSizeCategory?
  public var layoutDirection: HeaderEnvironment.LayoutDirection?
  /// A custom width, over the device's.
  public var width: Double?
  /// A custom top inset, over the device's.
  public var topInset: Double?

  public init() {}

  /// Sets the name key `key` to `name`; the problem, worded for a diagnostic, when `name` is
  /// not one it takes. A device is matched as people type it (`DeviceNameMatch`); one it does
  /// not resolve gets the presets it could be, or the one a likely typo meant.
  public mutating func set(_ key: String, name: String) -> String? {
    switch key {
    case "device":
      if let preset = Device.preset(named: name) {
        device = preset
        return nil
      }
      let suggestions = DeviceSuggestions.names(for: name).map(JSONText.string)
      let problem =
        if case .ambiguous = DeviceNameMatch(name) { "is ambiguous" } else { "is no device preset" }
      return "\(JSONText.string(name)) \(problem)"
        + (suggestions.isEmpty ? "" : "; did you mean \(EnglishList.or(suggestions))?")
        + " (headerspec devices lists them)"
    case "orientation":
      orientation = Orientation(rawValue: name)
      return orientation == nil ? "orientation must be \"portrait\" or \"landscape\"" : nil
    case "contentSize":
      contentSize = HeaderEnvironment.ContentSizeCategory(shortName: name)
      let names = HeaderEnvironment.ContentSizeCategory.allCases.map(\.shortName).joined(
        separator: ", ")
      return contentSize == nil ? "contentSize must be one of \(names)" : nil
    case "layoutDirection":
      layoutDirection = HeaderEnvironment.LayoutDirection(rawValue: name)
      return layoutDirection == nil ? "layoutDirection must be \"ltr\" or \"rtl\"" : nil
    default:
      return "\(key) takes no name"
    }
  }

  /// Sets the point key `key` (`width` over 0, `topInset` from 0) to `points`; the problem
  /// when out of range.
  public mutating func set(_ key: String, points: Double) -> String? {
    switch key {
    case "width":
      guard points.isFinite, points > 0 else { return "width must be a number over 0" }
      width = points
    case "topInset":
      guard points.isFinite, points >= 0 else { return "topInset must be a number from 0" }
      topInset = points
    default:
      return "\(key) takes no number"
    }
    return nil
  }

  /// The environment these keys name, as the command line's flags make it; nil when no key is
  /// set (the spec's reference environment). Without a device: the spec's own width (unless
  /// `width` names one), so a flag given alone changes only what it names
  /// (`EnvironmentChange.environment`).
  public var environment: HeaderEnvironment? { change.environment }

  /// These keys as the geometry's `EnvironmentChange` (what an events file's `environment`
  /// event merges into).
  public var change: EnvironmentChange {
    EnvironmentChange(
      device: device, orientation: orientation, contentSize: contentSize,
      layoutDirection: layoutDirection, width: width, topInset: topInset)
  }
}
