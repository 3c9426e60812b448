/// A spec as written, the environment keys so far, the environment and the spec adapted to it:
/// what a `Simulation` (and so a `ScrollDriver`) lays out. One immutable box, replaced on an
/// environment change, so that copying a driver (an app reads it each frame) retains one
/// reference rather than every array of two specs.
final class SpecInEnvironment: Sendable {
  let spec: HeaderSpec
  let keys: EnvironmentChange
  let environment: HeaderEnvironment?
  let adapted: HeaderSpec

  init(spec: HeaderSpec, keys: EnvironmentChange) {
    self.spec = spec
    self.keys = keys
    self.environment = keys.environment
    self.adapted = environment.map { spec.adapted(to: $0) } ?? spec
  }
}
