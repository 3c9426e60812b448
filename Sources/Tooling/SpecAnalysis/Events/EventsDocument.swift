import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// A checked `headerspec simulate` events file (`Schemas/EVENTS.md`): the syntax tree, every
/// diagnostic (syntax, and `Schemas/scroll-events.schema.json` through the same validator as
/// specs: line and column, all of them, "did you mean"), and, when there is no error, the
/// scroll view and the events. Building one never throws; it knows no files. Offsets are
/// UTF-8.
///
///     let events = EventsDocument(bytes: bytes, contentInsetTop: 200)
///     events.diagnostics  // sorted by range start, then code
///     events.events       // nil when a diagnostic is an error
///
/// Cost: O(n) in the file's bytes; the tree and the events are the only copies (a million
/// events take the tree's memory plus 32 bytes each, never a dictionary per event).
public struct EventsDocument: Sendable {
  public let syntax: SyntaxTree
  /// Every diagnostic after the settings' severities, sorted by range start, then code.
  public let diagnostics: [Diagnostic]
  /// The scroll view: the file's values, and for those it leaves out the spec's
  /// `contentInsetTop` and `ScrollViewMetrics`' default heights.
  public let scrollView: ScrollViewMetrics
  /// The events in order; nil when a diagnostic is an error.
  public let events: [ScrollEvent]?
  /// The `scrollView` keys the file gives (`contentInsetTop`, `contentHeight`,
  /// `viewportHeight`); the others are defaults.
  public let givenScrollViewKeys: Set<String>
  /// Where the file's `scrollView.contentHeight` value is, if it has one.
  public let contentHeightRange: ByteRange?
  /// The spec the file names (`"spec"`), whether or not the rest of the file is valid.
  public let specReference: EventsSpecReference?
  /// Where each event of `events` is (its object), in order; empty when `events` is nil.
  public let eventRanges: [ByteRange]
  /// Each event's `expect`, in order (nil where it has none); empty when `events` is nil.
  public let expectations: [EventExpectation?]

  /// Checks UTF-8 `bytes`; `contentInsetTop` is the default of `scrollView.contentInsetTop`
  /// (the spec's). `settings.allowsComments` accepts JSONC; its severity overrides apply. A key
  /// given twice (HS116) is an error here unless they say otherwise: readers disagree on which
  /// value counts (Foundation's `JSONDecoder` takes the first, this lowering the last), and a
  /// recording must replay the same everywhere.
  public init(bytes: [UInt8], contentInsetTop: Double, settings given: AnalysisSettings = .init()) {
    var settings = given
    if settings.severityOverrides[DiagnosticCode.duplicateKey.rawValue] == nil {
      settings.severityOverrides[DiagnosticCode.duplicateKey.rawValue] = .error
    }
    let catalog = SchemaCatalog.events
    let options = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    let tree = SyntaxTree(bytes: bytes, options: options)
    let validator = SchemaValidator(catalog: catalog, tree: tree)
    validator.validateDocument()
    let diagnostics = DiagnosticCollector.collect(
      tree: tree, schema: validator.diagnostics, geometry: [], sourceMap: SourceMap(tree: tree),
      settings: settings)
    var lowering = EventsLowering(tree: tree, contentInsetTop: contentInsetTop)
    let valid = !diagnostics.contains { $0.severity == .error }
    self.events = valid ? lowering.lower() : nil
    self.scrollView = lowering.scrollView
    self.givenScrollViewKeys = lowering.givenKeys
    self.contentHeightRange = lowering.contentHeightRange
    self.specReference = EventsSpecReference(in: tree)
    self.eventRanges = lowering.eventRanges
    self.expectations = lowering.expectations
    self.syntax = tree
    self.diagnostics = diagnostics
  }
}

extension SchemaCatalog {
  /// The catalog of `Schemas/scroll-events.schema.json`.
  public static let events = SchemaCatalog(text: EmbeddedEventsSchema.text)
}
