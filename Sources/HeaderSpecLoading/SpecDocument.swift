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
  /// Every diagnostic after settings, sorted by range start, then code. With a `matrix`, the
  /// geometry diagnostics are the matrix's (`MatrixAnalysis`).
  public let diagnostics: [Diagnostic]
  /// The environments the geometry was checked in (`MatrixAnalysis.matrix(for:settings:)`):
  /// the spec's `supports` or the settings', nil for the one environment of the settings.
  public let matrix: EnvironmentMatrix?

  /// Checks `text` (its UTF-8 bytes).
  public init(text: String, settings: AnalysisSettings = .init()) {
    self.init(bytes: Array(text.utf8), settings: settings)
  }

  /// Checks UTF-8 `bytes`, which may be ill-formed (that is a diagnostic).
  public init(bytes: [UInt8], settings: AnalysisSettings = .init()) {
    let options = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    let tree = SyntaxTree(bytes: bytes, options: options)
    let validator = SchemaValidator(catalog: .shared, tree: tree)
    validator.validateDocument()
    var lowering = SpecLowering(tree: tree)
    let spec = lowering.lower()
    // In an environment the geometry is the adapted spec's; the model stays as written.
    let adapted = settings.environment.flatMap { spec?.adapted(to: $0) } ?? spec
    let resolved = adapted.map(ResolvedHeader.init)
    var geometry: [Diagnostic] = []
    let map = lowering.map
    if let resolved {
      geometry = Self.geometryDiagnostics(
        tree: tree, map: map, resolved: resolved, environment: settings.environment)
    }
    let matrix = spec.flatMap { MatrixAnalysis.matrix(for: $0, settings: settings) }
    if let spec, let matrix {
      geometry = MatrixAnalysis.diagnostics(matrix: matrix, reference: geometry) {
        Self.geometryDiagnostics(
          tree: tree, map: map, resolved: ResolvedHeader(spec.adapted(to: $0)), environment: $0)
      }
    }
    self.matrix = matrix
    self.settings = settings
    self.syntax = tree
    self.spec = spec
    self.resolved = resolved
    self.sourceMap = lowering.map
    self.diagnostics = DiagnosticCollector.collect(
      tree: tree, schema: validator.diagnostics, geometry: geometry, sourceMap: lowering.map,
      settings: settings)
  }

  /// The geometry diagnostics of `resolved`, laid out in `environment` (nil: the reference).
  static func geometryDiagnostics(
    tree: SyntaxTree, map: SourceMap, resolved: ResolvedHeader, environment: Environment?
  ) -> [Diagnostic] {
    var diagnostics = GeometryDiagnostics(tree: tree, map: map, resolved: resolved)
    return diagnostics.diagnostics(in: environment)
  }

  /// Whether the document has a schema-level diagnostic (it would fail the JSON Schema).
  public var hasSchemaViolations: Bool { diagnostics.contains { $0.code.isSchemaLevel } }

  /// The diagnostics whose severity `settings.failingSeverities` counts.
  public var failingDiagnostics: [Diagnostic] {
    diagnostics.filter { settings.failingSeverities.contains($0.severity) }
  }
}
