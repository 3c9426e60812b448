#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The few transcendental functions the core needs, kept behind internal names so that no
/// platform module leaks into the public API.
package enum Math {
  static func sine(_ x: Double) -> Double { sin(x) }
  static func cosine(_ x: Double) -> Double { cos(x) }
  static func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

  /// Degrees to radians.
  static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

  /// Radians to degrees.
  static func degrees(_ radians: Double) -> Double { radians * 180 / Double.pi }

  /// BLK's `interpolate(from, to, t) = from - ((from - to) * t)`, in exactly that order, so that
  /// t = 0 gives `from` bit for bit.
  static func lerp(_ from: Double, _ to: Double, _ t: Double) -> Double {
    from - (from - to) * t
  }

  /// `value` clamped to `[low, high]`; NaN becomes `low` so that no NaN leaks into state.
  package static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
    guard !value.isNaN else { return low }
    return Swift.min(Swift.max(value, low), high)
  }
}
