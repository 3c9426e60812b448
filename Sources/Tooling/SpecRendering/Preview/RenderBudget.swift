/// The most one preview or diff may do: subview layouts (`RenderWork.layouts`, its time) and
/// bytes of text (its output, and with it its memory). Past either it is refused with an
/// `Exceeded` naming the bound and the figure, before a layout is made (`check`), and a writer
/// stops when its text grows past `outputBytes` (`checkOutput`), whatever the estimate said.
///
/// The numbers (measured in Tests/Complexity/README.md#current-figures): a real spec (1-30 KB,
/// up to about 50 subviews, a `supports` matrix of up to 432 environments) does at most
/// 108,000 layouts and writes at most 55 MiB (`--format svg --matrix` of 50 subviews in 432
/// environments at 5 samples); its HTML page 80,400 layouts (8 environments x 201 samples) and
/// 5 MB. A layout costs about 2 to 4 KB of memory while its output is built (the JSON trees,
/// the text, the answer's encoding), so the server, which must stay under 300 MB, gets the
/// smaller budget: its largest real request (the page of 50 subviews in 8 environments, or 1,000
/// samples of 50 subviews) is inside it.
public struct RenderBudget: Hashable, Sendable {
  /// Who spends it, for the message: "a preview", "the server".
  public var spender: String
  /// The most subview layouts.
  public var layouts: Int
  /// The most bytes of text one output holds.
  public var outputBytes: Int

  public init(spender: String, layouts: Int, outputBytes: Int) {
    self.spender = spender
    self.layouts = layouts
    self.outputBytes = outputBytes
  }

  /// `headerspec preview` and `headerspec diff`: 1,000,000 layouts (about 5 s and 1.3 GB at
  /// most, 9 times a real spec's largest), 128 MiB of text (2.3 times a real spec's largest).
  public static let commandLine = RenderBudget(
    spender: "a preview", layouts: 1_000_000, outputBytes: 128 << 20)

  /// One `headerspec/preview` request (its samples' JSON, its SVG and its page together) or
  /// `headerspec.showPreview` page: 100,000 layouts and 32 MiB of each text. At the bound the
  /// server peaks at about 230 MiB (1,000 samples of 50 subviews); an editor's page request
  /// (50 subviews in 8 environments) is 80,500 layouts, 170 MiB.
  public static let server = RenderBudget(
    spender: "the server", layouts: 100_000, outputBytes: 32 << 20)

  /// Refuses `parts` (done one after the other by one run or request) past either bound.
  public func check(_ parts: RenderWork...) throws(Exceeded) {
    try check(parts)
  }

  /// Refuses `parts` past either bound: their layouts together, then their estimated bytes.
  public func check(_ parts: [RenderWork]) throws(Exceeded) {
    guard let first = parts.first else { return }
    let layouts = parts.map(\.layouts).reduce(0, RenderWork.sum)
    // A run over many files names the first three.
    var figures = parts.prefix(3).map(\.description).joined(separator: " + ")
    if parts.count > 3 { figures += " + \(parts.count - 3) more" }
    let total = parts.count > 1 ? " = \(RenderWork.grouped(layouts)) layouts" : ""
    if layouts > self.layouts {
      throw Exceeded(
        "\(first.what) would lay out \(figures)\(total); \(spender) lays out at most "
          + "\(RenderWork.grouped(self.layouts))")
    }
    let bytes = parts.map(\.estimatedBytes).reduce(0, RenderWork.sum)
    if bytes > outputBytes {
      throw Exceeded(
        "\(first.what) would write at least \(Self.size(bytes)) (\(figures)\(total)); "
          + "\(spender) writes at most \(Self.size(outputBytes))")
    }
  }

  /// Refuses an output that has grown to `bytes` past `outputBytes`: the guard a writer runs
  /// as it writes, after each panel, row or environment.
  public func checkOutput(_ bytes: Int, of what: String) throws(Exceeded) {
    guard bytes > outputBytes else { return }
    throw Exceeded(
      "\(what) grew past \(Self.size(outputBytes)) of output (\(Self.size(bytes)) so far); "
        + "\(spender) writes at most \(Self.size(outputBytes))")
  }

  /// `128 MiB`, `57.3 MiB`, `980 KiB`, `12 bytes`.
  static func size(_ bytes: Int) -> String {
    let mebibytes = Double(bytes) / 1_048_576
    if mebibytes >= 1 {
      let rounded = (mebibytes * 10).rounded() / 10
      return rounded == rounded.rounded() ? "\(Int(rounded)) MiB" : "\(rounded) MiB"
    }
    if bytes >= 1024 { return "\(bytes / 1024) KiB" }
    return "\(bytes) bytes"
  }
}
