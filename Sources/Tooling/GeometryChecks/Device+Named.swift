import HeaderGeometry

extension Device {
  /// The preset `name` names as people type it (`DeviceNameMatch`): exactly, in other letter
  /// case or spacing, without its generation or by a prefix only it has; nil when the name is
  /// ambiguous or unknown.
  public static func preset(named name: String) -> Device? {
    DeviceNameMatch(name).device
  }
}
