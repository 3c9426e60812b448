import GeometryChecks
import HeaderGeometry
import SpecConfiguration

/// The environment flags `preview`, `simulate` and `check` take (Schemas/FORMAT.md#environments):
/// `--device NAME`, `--orientation`, `--content-size`, `--layout-direction`, and `--width` /
/// `--top-inset` for a custom size (over the device's, when both are given). No flag: nil, the
/// spec's reference environment, where every output is as without these flags.
enum EnvironmentOptions {
  /// The flags, declared once for every subcommand that takes them (`SubcommandOptions`).
  static let declarations: [OptionDeclaration] = [
    OptionDeclaration(
      "--device", value: "NAME", "lay the bar out on a device preset (headerspec devices)"),
    OptionDeclaration(
      "--orientation", value: "portrait|landscape", "the device's orientation (default portrait)"),
    OptionDeclaration(
      "--content-size", value: "xS|S|M|L|xL|xxL|xxxL|AX1..AX5",
      "the Dynamic Type content size category (default L)"),
    OptionDeclaration(
      "--layout-direction", value: "ltr|rtl", "the layout direction (default ltr)"),
    OptionDeclaration(
      "--width", value: "POINTS", "a custom screen width (over --device's)"),
    OptionDeclaration(
      "--top-inset", value: "POINTS", "a custom top safe-area inset (over --device's)"),
  ]

  /// The environment the flags of `list` name, or nil when they name none; made by the shared
  /// `EnvironmentSetting`, as the editor's and the project configuration's `environment` are.
  static func environment(from list: OptionList, command: String) throws -> HeaderEnvironment? {
    try setting(from: list, command: command).environment
  }

  /// The flags of `list` as an `EnvironmentSetting` (a key for each flag given).
  static func setting(from list: OptionList, command: String) throws -> EnvironmentSetting {
    var setting = EnvironmentSetting()
    if list.value("--orientation") != nil {
      setting.orientation = try list.choice("--orientation", default: Orientation.portrait)
    }
    if list.value("--layout-direction") != nil {
      setting.layoutDirection = try list.choice(
        "--layout-direction", default: HeaderEnvironment.LayoutDirection.ltr)
    }
    if let text = list.value("--content-size") {
      // Whatever its case (`XXXL`, `ax3`): no two names differ only by case.
      let size = HeaderEnvironment.ContentSizeCategory.allCases.first {
        $0.shortName.lowercased() == text.lowercased()
      }
      guard let size else {
        let names = HeaderEnvironment.ContentSizeCategory.allCases.map(\.shortName).joined(
          separator: ", ")
        throw UsageError(message: "\(command): --content-size '\(text)' is not one of \(names)")
      }
      setting.contentSize = size
    }
    if let name = list.value("--device") {
      let match = DeviceNameMatch(name)
      guard let device = match.device else {
        let names = match.suggestions.map { "'\($0)'" }.joined(separator: ", ")
        let problem =
          switch match {
          case .ambiguous: "device '\(name)' is ambiguous: it could be \(names)"
          case .misspelt: "unknown device '\(name)'; did you mean \(names)?"
          default:
            "unknown device '\(name)'" + (names.isEmpty ? "" : "; nearest: \(names)")
          }
        throw UsageError(message: "\(command): \(problem) (headerspec devices lists them)")
      }
      setting.device = device
    }
    setting.width = try points(list, "--width", command: command, positive: true)
    setting.topInset = try points(list, "--top-inset", command: command, positive: false)
    return setting
  }

  private static func points(_ list: OptionList, _ name: String, command: String, positive: Bool)
    throws -> Double?
  {
    guard let text = list.value(name) else { return nil }
    guard let value = Double(text), value.isFinite, positive ? value > 0 : value >= 0 else {
      let bound = positive ? "> 0" : ">= 0"
      throw UsageError(message: "\(command): \(name) '\(text)' is not a number \(bound)")
    }
    return value
  }
}
