import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
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
  /// geometry diagnostics are the matrix's (`MatrixAnalysis`). In a model (`checksGeometry`
  /// false) the syntax and schema diagnostics only.
  public private(set) var diagnostics: [Diagnostic]
  /// The environments the geometry was checked in (`MatrixAnalysis.matrix(for:settings:)`):
  /// the spec's `supports` or the settings', nil for the one environment of the settings.
  public let matrix: EnvironmentMatrix?
  /// Whether the geometry's diagnostics are in `diagnostics`: false for `model(bytes:settings:)`
  /// until `checkingGeometry()`.
  public private(set) var checksGeometry: Bool
  /// The schema's diagnostics and the images and accessibility ones
  /// (`SubviewContentDiagnostics`), kept for `checkingGeometry()`.
  private let schemaDiagnostics: [Diagnostic]

  /// Checks `text` (its UTF-8 bytes).
  public init(text: String, settings: AnalysisSettings = .init()) {
    self.init(bytes: Array(text.utf8), settings: settings)
  }

  /// Checks UTF-8 `bytes`, which may be ill-formed (that is a diagnostic): the model, then
  /// the geometry's diagnostics (`model(bytes:settings:)`, then `checkingGeometry()`).
  public init(bytes: [UInt8], settings: AnalysisSettings = .init()) {
    self = Self.model(bytes: bytes, settings: settings).checkingGeometry()
  }

  /// The first, cheap stage of the analysis: the parse, the schema check, the lowered model
  /// and its resolved geometry, with the syntax and schema diagnostics only. Every feature
  /// that reads the model but not the geometry's diagnostics (the outline, folding,
  /// formatting, completion, hover, references) can answer from it while the geometry is
  /// checked, which in an environment matrix costs one layout search per environment.
  /// Cost: O(n) in the bytes.
  public static func model(bytes: [UInt8], settings: AnalysisSettings = .init()) -> SpecDocument {
    SpecDocument(modelOf: bytes, settings: settings)
  }

  private init(modelOf bytes: [UInt8], settings: AnalysisSettings) {
    let options = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    let tree = SyntaxTree(bytes: bytes, options: options)
    let validator = SchemaValidator(catalog: .shared, tree: tree)
    validator.validateDocument()
    var lowering = SpecLowering(tree: tree, devicePreset: Device.preset(named:))
    let spec = lowering.lower()
    // In an environment the geometry is the adapted spec's; the model stays as written.
    let adapted = settings.environment.flatMap { spec?.adapted(to: $0) } ?? spec
    self.settings = settings
    self.syntax = tree
    self.spec = spec
    self.resolved = adapted.map(ResolvedHeader.init)
    self.sourceMap = lowering.map
    self.matrix = spec.flatMap { MatrixAnalysis.matrix(for: $0, settings: settings) }
    let content =
      spec.map { SubviewContentDiagnostics(tree: tree, map: lowering.map).diagnostics(of: $0) }
      ?? []
    self.schemaDiagnostics =
      validator.diagnostics + InexactIntegers.diagnostics(in: tree) + content
    self.checksGeometry = false
    self.diagnostics = DiagnosticCollector.collect(
      tree: tree, schema: schemaDiagnostics, geometry: [], sourceMap: lowering.map,
      settings: settings)
  }

  /// This document with the geometry's diagnostics (in its environment, or merged over its
  /// matrix) among its `diagnostics`; itself when they are there already. Cost: the geometry
  /// core's checks, once per environment of the matrix that lays the spec out differently from
  /// the ones just before it (`EnvironmentCheckCache`), with an adaptation each, and a text
  /// comparison per label with a text style and environment (`TextFitDiagnostics`).
  public func checkingGeometry() -> SpecDocument {
    // Never cancelled, so never nil.
    checkingGeometry(unless: { false })!
  }

  /// `checkingGeometry()`, given up (nil) when `isCancelled` says so: it is asked between the
  /// environments of a matrix, so that a check superseded by a newer version (the server's)
  /// stops within a layout check or two, and once at the end.
  public func checkingGeometry(unless isCancelled: () -> Bool) -> SpecDocument? {
    guard !checksGeometry else { return self }
    var geometry: [Diagnostic] = []
    if let resolved, let matrix {
      // A matrix is only run without an explicit environment: `resolved` is the spec as written.
      geometry = Self.matrixDiagnostics(
        reference: resolved, matrix: matrix, tree: syntax, map: sourceMap,
        isCancelled: isCancelled)
    } else if let resolved {
      geometry = Self.geometryDiagnostics(
        tree: syntax, map: sourceMap, resolved: resolved, environment: settings.environment)
    }
    if isCancelled() { return nil }
    if let spec {
      // About the spec as written, whatever environment it is laid out in.
      let reference = settings.environment == nil ? resolved : nil
      var diagnostics = GeometryDiagnostics(
        tree: syntax, map: sourceMap, resolved: reference ?? ResolvedHeader(spec))
      let supports = MatrixAnalysis.supports(of: spec, settings: settings)
      if let widths = GeometryDiagnostics.widthRange(of: supports) {
        geometry += diagnostics.absolutePositions(widths: widths)
      }
      if let environment = settings.environment {
        geometry += diagnostics.fullBleedHints(environments: [environment]) { _ in nil }
      } else if let matrix {
        let describer = EnvironmentSetDescription(matrix: matrix)
        geometry += diagnostics.fullBleedHints(
          environments: matrix.environments.map(\.environment), describe: describer.describe)
      }
    }
    var checked = self
    checked.checksGeometry = true
    checked.diagnostics = DiagnosticCollector.collect(
      tree: syntax, schema: schemaDiagnostics, geometry: geometry, sourceMap: sourceMap,
      settings: settings)
    return checked
  }

  /// The geometry diagnostics of the spec `reference` resolves (as written) in every
  /// environment of `matrix`, merged with its own (`MatrixAnalysis`). Environments that lay
  /// the spec out alike are checked once (`EnvironmentCheckCache`), and each content size's
  /// text against the labels' narrowest frames there (`TextFitDiagnostics`).
  static func matrixDiagnostics(
    reference: ResolvedHeader, matrix: EnvironmentMatrix, tree: SyntaxTree, map: SourceMap,
    isCancelled: () -> Bool = { false }
  ) -> [Diagnostic] {
    var wording = GeometryDiagnostics(tree: tree, map: map, resolved: reference)
    let own = wording.findings(of: reference.problems, in: nil)
    var layouts = EnvironmentCheckCache(spec: reference.spec, matrix: matrix)
    var texts = TextFitDiagnostics(tree: tree, map: map, resolved: reference)
    var merge = MatrixMerge()
    for (member, entry) in matrix.environments.enumerated() {
      if isCancelled() { break }
      let check = layouts.check(member: member) { resolved, environment in
        var frames: [TextFrame]? = []
        let problems =
          resolved.problems + resolved.environmentProblems(in: environment, textFrames: &frames)
        var wording = GeometryDiagnostics(tree: tree, map: map, resolved: resolved)
        return EnvironmentCheckCache.LayoutCheck(
          findings: wording.findings(of: problems, in: environment), textFrames: frames ?? [])
      }
      merge.add(check.findings, member: member)
      merge.add(
        texts.findings(of: check.textFrames, at: entry.environment.contentSize), member: member)
    }
    // A cancelled merge is dropped by the caller.
    return MatrixAnalysis.diagnostics(merge, matrix: matrix, reference: own)
  }

  /// The geometry diagnostics of `resolved`, laid out in `environment` (nil: the reference).
  static func geometryDiagnostics(
    tree: SyntaxTree, map: SourceMap, resolved: ResolvedHeader, environment: HeaderEnvironment?
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
