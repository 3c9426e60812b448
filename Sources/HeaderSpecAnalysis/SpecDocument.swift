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
  /// `previous` to nil. The result is the same as `init(bytes:settings:)`'s; large documents
  /// parse faster because the node memory is already mapped (see
  /// `SyntaxTree.init(bytes:options:reusing:)`).
  public init(
    bytes: [UInt8], settings: AnalysisSettings = .init(), reusing previous: inout SpecDocument?
  ) {
    var tree = previous?.syntax
    previous = nil  // so that `tree` is the last owner of the node memory
    let options = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    self.init(
      tree: SyntaxTree(
        bytes: bytes, options: options, keys: SchemaCatalog.shared.vocabulary, reusing: &tree),
      settings: settings)
  }

  private init(tree: SyntaxTree, settings: AnalysisSettings) {
    let facts = DocumentFacts(tree: tree)
    // The schema check and the geometry (lowering, resolving, its problems) read the tree
    // and the facts only, so a large document does them at the same time.
    let (schema, geometry) = ParallelPair.run(
      inParallel: tree.bytes.count >= Self.parallelThreshold
    ) {
      var validator = SchemaValidator(catalog: .shared, tree: tree, facts: facts)
      validator.validateDocument()
      return validator.diagnostics
    } _: {
      var lowering = SpecLowering(tree: tree, facts: facts)
      let spec = lowering.lower()
      let resolved = spec.map(ResolvedHeader.init)
      var diagnostics: [Diagnostic] = []
      if let resolved {
        var geometry = GeometryDiagnostics(tree: tree, map: lowering.map, resolved: resolved)
        diagnostics = geometry.diagnostics()
      }
      return (spec, resolved, lowering.map, diagnostics)
    }
    self.settings = settings
    self.syntax = tree
    self.spec = geometry.0
    self.resolved = geometry.1
    self.sourceMap = geometry.2
    self.facts = facts
    self.diagnostics = DiagnosticCollector.collect(
      tree: tree, schema: schema, geometry: geometry.3, sourceMap: geometry.2,
      settings: settings)
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
