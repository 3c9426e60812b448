import HeaderGeometry

/// What one preview or diff will do, counted before it is done: `subviews x environments x
/// samples` subview layouts, and about how many bytes of text it writes for them.
///
///     RenderWork(what: "the HTML page", subviews: 8_000, environments: 8, samples: 201,
///                bytesPerLayout: 40).layouts  // 12,864,000
///
/// Every preview format and `diff` computes its work with the spec's numbers alone (no layout
/// is made), so `RenderBudget.check` can refuse it before anything is allocated.
public struct RenderWork: Hashable, Sendable {
  /// What is made, for the message: "the preview", "the HTML page", "the diff".
  public var what: String
  public var subviews: Int
  public var environments: Int
  /// Progress values per environment (for `diff`: the pieces between keyframes, each of the
  /// six compared numbers).
  public var samples: Int
  /// The fewest bytes of text one subview layout takes in this output (its shortest entry),
  /// so that `estimatedBytes` does not overstate what a spec would write.
  public var bytesPerLayout: Int

  public init(
    what: String, subviews: Int, environments: Int, samples: Int, bytesPerLayout: Int
  ) {
    self.what = what
    self.subviews = max(subviews, 0)
    self.environments = max(environments, 0)
    self.samples = max(samples, 0)
    self.bytesPerLayout = max(bytesPerLayout, 0)
  }

  /// Subview layouts: `subviews x environments x samples`, at most `Int.max`.
  public var layouts: Int { Self.product([subviews, environments, samples]) }

  /// The fewest bytes the output takes: `layouts x bytesPerLayout`, at most `Int.max`.
  public var estimatedBytes: Int { Self.product([layouts, bytesPerLayout]) }

  /// `8,000 subviews x 18 environments x 201 samples = 28,944,000 layouts`.
  public var description: String {
    "\(Self.grouped(subviews)) subviews x \(Self.grouped(environments)) "
      + "environment\(environments == 1 ? "" : "s") x \(Self.grouped(samples)) "
      + "sample\(samples == 1 ? "" : "s") = \(Self.grouped(layouts)) layouts"
  }

  // MARK: - Helpers

  /// `12345678` as `12,345,678`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// How many environments `matrix` has (`EnvironmentMatrix.environments.count`), from its
  /// axes alone: no environment is made.
  public static func environments(in matrix: EnvironmentMatrix) -> Int {
    product([
      matrix.devices.count, max(matrix.orientations.count, 1), max(matrix.contentSizes.count, 1),
      max(matrix.layoutDirections.count, 1),
    ])
  }

  static func product(_ factors: [Int]) -> Int {
    factors.reduce(1) { total, factor in
      let (result, overflow) = total.multipliedReportingOverflow(by: factor)
      return overflow ? Int.max : result
    }
  }

  static func sum(_ a: Int, _ b: Int) -> Int {
    let (result, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : result
  }
}
