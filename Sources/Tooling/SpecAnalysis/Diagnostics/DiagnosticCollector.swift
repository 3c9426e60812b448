import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// Gathers syntax, schema and geometry diagnostics, applies the settings' severities and sorts.
///
/// Geometry diagnostics are dropped where they would repeat or be misled by a schema error:
/// one with the code and range of a schema diagnostic is a repeat; and where a schema error
/// made lowering leave a value out (wrong type, missing key, value not in an enum, wrong array
/// length, conflicting keys), or a number could not be read (invalid, or beyond a `Double`),
/// the model holds a default there, so geometry diagnostics of that
/// subview (or of the whole document, for an error outside the subviews) are not shown until
/// the schema error is fixed.
enum DiagnosticCollector {
  /// Merges the syntax errors of `tree`, the `schema` diagnostics (`SchemaValidator`) and the
  /// `geometry` ones (`GeometryDiagnostics`, empty when there is no model).
  static func collect(
    tree: SyntaxTree, schema: [Diagnostic], geometry: [Diagnostic], sourceMap: SourceMap,
    settings: AnalysisSettings
  ) -> [Diagnostic] {
    var diagnostics = tree.errors.map(Diagnostic.init(syntax:))
    let syntaxCount = diagnostics.count
    diagnostics += schema
    if !geometry.isEmpty {
      let schemaRanges = Set(schema.map { SchemaKey(code: $0.code, range: $0.range) })
      let scopes = SubviewScopes(tree: tree, map: sourceMap)
      var tainted = Set<Int>()
      var globallyTainted = false
      for diagnostic in diagnostics[..<syntaxCount] + schema where diagnostic.code.dropsValue {
        if let subview = scopes.subview(containing: diagnostic.range) {
          tainted.insert(subview)
        } else {
          globallyTainted = true
        }
      }
      if !globallyTainted {
        for diagnostic in geometry
        where !schemaRanges.contains(SchemaKey(code: diagnostic.code, range: diagnostic.range)) {
          if let subview = scopes.subview(containing: diagnostic.range),
            tainted.contains(subview)
          {
            continue
          }
          diagnostics.append(diagnostic)
        }
      }
    }
    var result: [Diagnostic] = []
    result.reserveCapacity(diagnostics.count)
    for var diagnostic in diagnostics {
      if settings.severityOverrides.isEmpty {
        result.append(diagnostic)
      } else if let severity = settings.severity(of: diagnostic.code, natural: diagnostic.severity)
      {
        diagnostic.severity = severity
        result.append(diagnostic)
      }
    }
    result.sort {
      ($0.range.start, $0.code, $0.range.end) < ($1.range.start, $1.code, $1.range.end)
    }
    return result
  }

  /// A schema diagnostic's identity for de-duplication.
  private struct SchemaKey: Hashable {
    var code: DiagnosticCode
    var range: ByteRange
  }
}
