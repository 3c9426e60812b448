import JSONSyntax
import SpecAnalysis

/// The documentation of one diagnostic code: what it means, a spec that triggers it and how to
/// fix it. `headerspec explain CODE` prints it and `Schemas/DIAGNOSTICS.md` is generated from
/// it (a test keeps both, and the example, true).
public struct CodeExplanation: Sendable {
  /// What the code means, in a few sentences.
  public var meaning: String
  /// A whole spec that reports the code, as shown to readers: in the layout `headerspec format`
  /// writes when it parses, as given otherwise. Bytes that cannot be shown are written
  /// `⟨EF BB BF⟩` (hexadecimal bytes) and long runs `⟨[×513⟩` (513 times `[`); see
  /// `exampleBytes`.
  public var example: String
  /// How to make the diagnostic go away.
  public var fix: String
  /// Whether the example is checked with comments allowed (`--allow-comments`).
  public var allowsComments: Bool
  /// Whether `preview` reports the code (at its default samples, `PreviewReach`) rather than
  /// `check`.
  public var reportedByPreview: Bool
  /// For a code reported on an events file (`EventsReplay`, as `simulate` and `check` replay
  /// one): the events file replayed with the example spec, which the code is reported on.
  public var simulateEvents: String?

  public init(
    meaning: String, example: String, fix: String, allowsComments: Bool = false,
    reportedByPreview: Bool = false, simulateEvents: String? = nil
  ) {
    self.meaning = meaning
    let tree = SyntaxTree(text: example)
    self.example = (tree.hasErrors ? nil : try? JSONPrinter.print(tree)) ?? example
    self.fix = fix
    self.allowsComments = allowsComments
    self.reportedByPreview = reportedByPreview
    self.simulateEvents = simulateEvents
  }

  /// The example's bytes: its UTF-8 with each `⟨...⟩` group replaced by what it stands for.
  public var exampleBytes: [UInt8] {
    var bytes: [UInt8] = []
    var rest = Substring(example)
    while let open = rest.firstIndex(of: "⟨"), let close = rest[open...].firstIndex(of: "⟩") {
      bytes += Array(rest[..<open].utf8)
      bytes += Self.expand(rest[rest.index(after: open)..<close])
      rest = rest[rest.index(after: close)...]
    }
    return bytes + Array(rest.utf8)
  }

  /// `EF BB BF` as three bytes, `[×513` as 513 copies of `[`; anything else as written.
  private static func expand(_ group: Substring) -> [UInt8] {
    let parts = group.split(separator: "×", maxSplits: 1)
    if parts.count == 2, let count = Int(parts[1]) {
      return Array(String(repeating: String(parts[0]), count: count).utf8)
    }
    let hex = group.split(separator: " ").map { UInt8($0, radix: 16) }
    guard !hex.isEmpty, hex.allSatisfy({ $0 != nil }) else { return Array("⟨\(group)⟩".utf8) }
    return hex.compactMap { $0 }
  }
}
