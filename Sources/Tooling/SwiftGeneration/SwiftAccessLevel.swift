/// The access level of the generated type and its members (`generate swift --access`, and the
/// project configuration's `generate.access`): `internal`, the default, keeps the header inside
/// the target that compiles it; `package` or `public` let another target (a feature module, the
/// app around a framework) use it.
public enum SwiftAccessLevel: String, CaseIterable, Sendable {
  case `internal`
  case `package`
  case `public`

  /// The keyword and a space, to put before a declaration; empty for `internal`, which is
  /// what Swift assumes.
  var prefix: String { self == .internal ? "" : rawValue + " " }
}
