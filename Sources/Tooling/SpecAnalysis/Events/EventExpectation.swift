import JSONSyntax

/// An event's `expect` object (Schemas/EVENTS.md#expectations): the fields of its record the
/// file states, each with where its value is, and the tolerance they are compared within.
public struct EventExpectation: Hashable, Sendable {
  /// One record field an expectation can state, in the order messages and written
  /// expectations list them.
  public enum Field: String, CaseIterable, Hashable, Sendable {
    case progress, height, offset, snappedTo
  }

  /// One stated field: the expected value (nil for `snappedTo: null`, "must not snap") and
  /// where it is (UTF-8).
  public struct Stated: Hashable, Sendable {
    public var value: Double?
    public var range: ByteRange

    public init(value: Double?, range: ByteRange) {
      self.value = value
      self.range = range
    }
  }

  /// The default `tolerance`: records of the same replay are equal to the last bit, so the
  /// tolerance only absorbs a written number's decimal rounding.
  public static let defaultTolerance = 1e-9

  /// The fields the file states, by field.
  public var stated: [Field: Stated]
  /// The largest difference a number may have from its expected value.
  public var tolerance: Double
  /// The whole `expect` member (key to value), where a rewritten expectation goes.
  public var memberRange: ByteRange

  public init(stated: [Field: Stated], tolerance: Double, memberRange: ByteRange) {
    self.stated = stated
    self.tolerance = tolerance
    self.memberRange = memberRange
  }

  /// A field's value as written (`simulate --write-expectations`) and shown in messages:
  /// `null` for no snap, else the number rounded to 10 decimals (well within the default
  /// tolerance) in its shortest form: `0.3703703704`, not `0.37037037037037035`.
  public static func text(_ value: Double?) -> String {
    guard let value else { return "null" }
    guard abs(value) < 1e5 else { return JSONText.number(value) }
    let rounded = (value * 1e10).rounded() / 1e10
    return JSONText.number(rounded == 0 ? 0 : rounded)
  }
}
