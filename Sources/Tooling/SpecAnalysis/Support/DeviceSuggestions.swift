import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// "Did you mean" for a device name that is not a preset's exact name, as a spec's
/// `supports.devices` and a project configuration report it: the full name it resolves to
/// (`iPhone SE` is `iPhone SE 3rd generation`), every preset an ambiguous name could be, the
/// presets whose words a misspelt name has with typos (`iPhnoe SE`: the SE), or, for another
/// unknown name, the one preset a likely typo of the whole name meant (`EditDistance`).
package enum DeviceSuggestions {
  package static func names(for typed: String) -> [String] {
    let match = DeviceNameMatch(typed)
    guard case .unknown = match else { return match.suggestions }
    return EditDistance.suggestion(for: typed, among: Device.presets.map(\.name)).map { [$0] }
      ?? []
  }
}
