import HeaderGeometry
import JSONSyntax
import SpecAnalysis

/// A project's `.headerspec.json`: the settings every spec below its folder is checked,
/// previewed and formatted with, so that the CLI, the server and every editor agree without
/// per-editor settings.
///
///     {
///       "allowComments": true,
///       "severityOverrides": { "HS301": "warning", "HS403": "off" },
///       "sampleProgress": [0, 0.5, 1],
///       "format": { "lineWidth": 100, "indent": 2 },
///       "environment": { "device": "iPhone 15", "orientation": "portrait" },
///       "supports": { "devices": ["iPhone SE 3rd generation"], "orientations": ["landscape"] }
///     }
///
/// Every key is optional; a key that is present replaces the editor's setting of the same
/// name, and an explicit command-line flag or LSP request option replaces it in turn
/// (`applied(to:)`). The file that applies to a spec is the nearest one from the spec's folder
/// upwards, up to the repository root or the user's home (`locate(forSpecAt:home:exists:)`);
/// files are never merged.
/// Its format is `Schemas/headerspec-config.schema.json`.
public struct ProjectConfiguration: Hashable, Sendable {
  /// The file's name.
  public static let fileName = ".headerspec.json"

  public var allowsComments: Bool?
  /// A code (`"HS301"`) to its severity; a nil severity turns the code off.
  public var severityOverrides: [String: DiagnosticSeverity?]?
  public var sampleProgress: [Double]?
  /// `format.lineWidth`.
  public var lineWidth: Int?
  /// `format.indent`: a number of spaces or `"tab"`.
  public var indent: JSONFormatStyle.Indent?
  /// `environment`: the environment specs are laid out in (Schemas/FORMAT.md#environments),
  /// as the `--device`, `--orientation`, ... flags name one.
  public var environment: HeaderEnvironment?
  /// The keys `environment` is named by (what an events file's `environment` event merges
  /// into); nil when the file has no `environment`.
  public var environmentKeys: EnvironmentChange?
  /// The environments every spec below the file supports, unless the spec lists its own.
  public var supports: EnvironmentMatrix?
  /// `maxFileSizeMiB`: the largest spec file read below the file, in MiB (1 MiB = 1,048,576
  /// bytes); `SpecFile.defaultSizeLimit` (16 MiB) when absent.
  public var maxFileSizeMiB: Int?
  /// `generate.access`: the access level `headerspec generate swift` (and so the build plugin)
  /// gives the types it generates for specs below the file: `internal`, `package` or `public`.
  public var generatedAccess: String?
  /// What is wrong in the file, at UTF-8 ranges of its text; a key with a problem is ignored
  /// and the rest applies.
  public var diagnostics: [Diagnostic] = []

  public init() {}

  /// The values `maxFileSizeMiB` may take: a real spec is 1 to 30 KB, and the server holds each
  /// open document (and its tree, about ten times its size) in memory.
  public static let fileSizeRange: ClosedRange<Double> = 1...256

  /// The size limit in bytes this file sets for the specs below it, nil for the default.
  public var fileSizeLimit: Int? { maxFileSizeMiB.map { $0 * 1_048_576 } }

  /// Reads the file's bytes: syntax errors and every key that is unknown (with a suggestion),
  /// of the wrong type or out of range become `diagnostics`.
  public init(bytes: [UInt8]) {
    var reader = ProjectConfigurationReader(tree: SyntaxTree(bytes: bytes, options: .json))
    self = reader.read()
  }

  /// `settings` with every key this file sets replacing the one there.
  public func applied(to settings: AnalysisSettings) -> AnalysisSettings {
    var result = settings
    if let allowsComments { result.allowsComments = allowsComments }
    if let severityOverrides { result.severityOverrides = severityOverrides }
    if let sampleProgress { result.sampleProgress = sampleProgress }
    if let environment { result.environment = environment }
    if let supports { result.supports = supports }
    return result
  }

  /// `style` with this file's `format` keys replacing its own.
  public func applied(to style: JSONFormatStyle) -> JSONFormatStyle {
    var result = style
    if let lineWidth { result.lineWidth = lineWidth }
    if let indent { result.indent = indent }
    return result
  }

  /// The configuration file that applies to the spec at `specPath`, an absolute `/`-separated
  /// path without `.` or `..` parts: `.headerspec.json` in the spec's folder or the nearest
  /// folder above it. The search stops, after looking there, at the repository root (the
  /// first folder that holds `.git`, a folder or a file in a worktree) or at `home` (the
  /// user's home folder), whichever comes first; only a spec outside both is looked up to the
  /// file system's root, where `ProjectConfigurationCache`'s trust check keeps out a file
  /// someone else planted. `exists` answers whether a path exists (the caller's file system:
  /// this layer does no I/O). O(depth) calls of `exists`.
  public static func locate(
    forSpecAt specPath: String, home: String? = nil, exists: (String) -> Bool
  ) -> String? {
    var folder = Substring(specPath)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      let prefix = String(folder) + "/"
      if exists(prefix + fileName) { return prefix + fileName }
      if exists(prefix + ".git") || (home.map { folder == $0 } ?? false) { return nil }
    }
    return nil
  }
}
