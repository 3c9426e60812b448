import HeaderGeometry
import JSONSyntax

/// A checked header spec: the syntax tree, the lowered model with the source of every part,
/// the resolved geometry and every diagnostic. Building one never throws and never traps, for
/// any bytes; it knows no files and no LSP types. Offsets are UTF-8 everywhere.
///
///     let document = SpecDocument(text: #"{ "bar": { "maxHeight": 50 }, ... }"#)
///     document.diagnostics  // sorted by range start, then code
///
/// Cost: O(n) in the document's bytes plus the geometry core's checks.
public struct SpecDocument: Sendable {
  public let settings: AnalysisSettings
  public let syntax: SyntaxTree
  /// The lowered model; nil only when the root is not an object.
  public let spec: HeaderSpec?
  /// The resolved geometry of `spec`.
  public let resolved: ResolvedHeader?
  /// Where each part of `spec` is in the document.
  public let sourceMap: SourceMap
  /// Every diagnostic after settings, sorted by range start, then code.
  public let diagnostics: [Diagnostic]
  /// Key numbers and number values per node, shared with schema lookups.
  let facts: DocumentFacts
  /// What the next analysis of this document after an edit can reuse.
  let memo: AnalysisMemo
  /// The part that this analysis checked again after an edit (one subview, or what is
  /// outside the subviews), taking every other subview's results from the previous analysis;
  /// nil when it checked everything.
  let reanalysedPart: SubviewEdit.Part?

  /// Checks `text` (its UTF-8 bytes).
  public init(text: String, settings: AnalysisSettings = .init()) {
    self.init(bytes: Array(text.utf8), settings: settings)
  }

  /// Checks UTF-8 `bytes`, which may be ill-formed (that is a diagnostic).
  public init(bytes: [UInt8], settings: AnalysisSettings = .init()) {
    let options = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    self.init(
      tree: SyntaxTree(bytes: bytes, options: options, keys: SchemaCatalog.shared.vocabulary),
      settings: settings)
  }

  /// Checks UTF-8 `bytes`, parsing into the syntax tree memory of `previous` (a document the
  /// caller no longer needs, such as an editor's version before an edit) and setting
  /// `previous` to nil. The result is the same as `init(bytes:settings:)`'s. Only the value
  /// around the edit since `previous` is parsed when it can be
  /// (`SyntaxTree.init(bytes:options:keys:editing:change:)`); otherwise large documents parse
  /// faster because the node memory is already mapped (see
  /// `SyntaxTree.init(bytes:options:reusing:)`). When the edit lies
  /// inside one subview or outside the subviews (`SubviewEdit`), only that part is checked,
  /// lowered and resolved again: every other subview's diagnostics, model and timeline are
  /// `previous`'s, moved.
  public init(
    bytes: [UInt8], settings: AnalysisSettings = .init(), reusing previous: inout SpecDocument?
  ) {
    let change = previous.map { ByteChange(from: $0.syntax.bytes, to: bytes) }
    var prior = previous.flatMap {
      PriorAnalysis(previous: $0, change: change!, settings: settings)
    }
    var tree = previous?.syntax
    previous = nil  // so that `tree` is the last owner of the node memory
    let options = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    let keys = SchemaCatalog.shared.vocabulary
    let parsed =
      change.flatMap {
        SyntaxTree(bytes: bytes, options: options, keys: keys, editing: &tree, change: $0)
      } ?? SyntaxTree(bytes: bytes, options: options, keys: keys, reusing: &tree)
    if prior != nil, !prior!.edit.confirm(in: parsed) { prior = nil }
    self.init(tree: parsed, settings: settings, prior: prior)
  }

  private init(tree: SyntaxTree, settings: AnalysisSettings, prior: PriorAnalysis? = nil) {
    let facts = DocumentFacts(tree: tree)
    // Only a document without errors or warnings is ever reused (see `SubviewEdit`).
    let subviewsArray = tree.errors.isEmpty ? SubviewEdit.subviewsArray(in: tree) : nil
    let previous = prior.map { (memo: $0.memo, edit: $0.edit) }
    // The schema check and the geometry (lowering, resolving, its problems) read the tree
    // and the facts only, so a large document does them at the same time.
    let (schema, geometry) = ParallelPair.run(
      inParallel: tree.bytes.count >= Self.parallelThreshold
    ) {
      var validator = SchemaValidator(catalog: .shared, tree: tree, facts: facts)
      validator.subviewsMemo = subviewsArray.map { SchemaSubviewsMemo(array: $0, prior: previous) }
      validator.validateDocument()
      return (validator.diagnostics, validator.subviewsMemo)
    } _: {
      var lowering = SpecLowering(tree: tree, facts: facts)
      lowering.prior = prior.flatMap { prior in prior.subviews.map { ($0, prior.edit) } }
      let written = lowering.lower()
      // In an environment the geometry is the adapted spec's; the model stays as written.
      let spec = settings.environment.flatMap { written?.adapted(to: $0) } ?? written
      var resolved: ResolvedHeader?
      var reusesSubviews = false
      if let spec {
        if lowering.reusedSubviews, let prior, let old = prior.resolved {
          resolved = ResolvedHeader(spec, reusing: old, changedSubview: prior.edit.subview)
          reusesSubviews = prior.sameOutsideSubviews(spec)
        } else {
          resolved = ResolvedHeader(spec)
        }
      }
      var diagnostics: [Diagnostic] = []
      var bounds: [Int32] = []
      if let resolved {
        var geometry = GeometryDiagnostics(tree: tree, map: lowering.map, resolved: resolved)
        if reusesSubviews { geometry.prior = previous }
        diagnostics = geometry.diagnostics()
        bounds = geometry.subviewBounds
      }
      return (written, resolved, lowering.map, diagnostics, bounds, lowering.reusedSubviews)
    }
    self.settings = settings
    self.syntax = tree
    self.spec = geometry.0
    self.resolved = geometry.1
    self.sourceMap = geometry.2
    self.facts = facts
    self.diagnostics = DiagnosticCollector.collect(
      tree: tree, schema: schema.0, geometry: geometry.3, sourceMap: geometry.2,
      settings: settings)
    var memo = AnalysisMemo()
    if let record = schema.1, record.rule >= 0 {
      memo.schema = schema.0
      memo.schemaRule = record.rule
      memo.schemaBounds = record.bounds
      memo.schemaValid = record.valid
      memo.geometry = geometry.3
      memo.geometryBounds = geometry.4
    }
    self.memo = memo
    self.reanalysedPart = geometry.5 ? prior?.edit.part : nil
  }

  /// The document size from which the schema check runs beside the geometry on another
  /// thread: below it the hand-off costs more than it saves, and `headerspec check` already
  /// checks several files at once.
  public static let parallelThreshold = 65_536

  /// Whether the document has a schema-level diagnostic (it would fail the JSON Schema).
  public var hasSchemaViolations: Bool { diagnostics.contains { $0.code.isSchemaLevel } }

  /// The diagnostics whose severity `settings.failingSeverities` counts.
  public var failingDiagnostics: [Diagnostic] {
    diagnostics.filter { settings.failingSeverities.contains($0.severity) }
  }
}
