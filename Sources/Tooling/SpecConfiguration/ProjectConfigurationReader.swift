import JSONSyntax
import SpecAnalysis

/// Reads a `.headerspec.json` tree into a `ProjectConfiguration`, with a diagnostic at the
/// exact range of every problem: syntax errors (HS1xx), unknown keys with a suggestion (HS201),
/// wrong types (HS202), unknown codes, levels, environment and device names (HS204), numbers
/// out of range (HS205). The
/// same rules as `Schemas/headerspec-config.schema.json`.
struct ProjectConfigurationReader {
  let tree: SyntaxTree
  var configuration = ProjectConfiguration()

  static let keys = [
    "$schema", "allowComments", "severityOverrides", "sampleProgress", "format", "environment",
    "supports", "maxFileSizeMiB", "generate",
  ]
  static let accessLevels = ["internal", "package", "public"]
  static let formatKeys = ["lineWidth", "indent"]
  static let levels = ["error", "warning", "information", "hint", "off"]

  init(tree: SyntaxTree) {
    self.tree = tree
  }

  mutating func read() -> ProjectConfiguration {
    configuration.diagnostics = tree.errors.map(Diagnostic.init(syntax:))
    guard let root = tree.root else { return configuration }
    guard tree.kind(root) == .object else {
      report(.wrongType, "the configuration must be an object", root)
      return configuration
    }
    for member in tree.members(of: root) {
      guard let name = tree.stringValue(tree.key(of: member)), let value = tree.value(of: member)
      else { continue }
      switch name {
      case "$schema":
        if tree.kind(value) != .string { report(.wrongType, "$schema must be a string", value) }
      case "allowComments":
        readAllowComments(value)
      case "severityOverrides":
        readSeverityOverrides(value)
      case "sampleProgress":
        readSampleProgress(value)
      case "format":
        readFormat(value)
      case "environment":
        readEnvironment(value)
      case "supports":
        readSupports(value)
      case "maxFileSizeMiB":
        readMaxFileSize(value)
      case "generate":
        readGenerate(value)
      default:
        reportUnknown(name, member, among: Self.keys, in: "the configuration")
      }
    }
    return configuration
  }

  private mutating func readAllowComments(_ value: NodeID) {
    guard let flag = tree.boolValue(value) else {
      report(.wrongType, "allowComments must be true or false", value)
      return
    }
    configuration.allowsComments = flag
  }

  private mutating func readSeverityOverrides(_ value: NodeID) {
    guard tree.kind(value) == .object else {
      report(
        .wrongType, #"severityOverrides must be an object such as { "HS301": "warning" }"#, value)
      return
    }
    var overrides: [String: DiagnosticSeverity?] = [:]
    for member in tree.members(of: value) {
      let key = tree.key(of: member)
      guard let code = tree.stringValue(key), let level = tree.value(of: member) else { continue }
      guard DiagnosticCode(rawValue: code) != nil else {
        let suggestion = DiagnosticCode.suggestion(for: code)
        report(
          .valueNotInEnum,
          "\(code) is no diagnostic code"
            + (suggestion.map { "; did you mean \($0.rawValue)?" } ?? ""),
          key)
        continue
      }
      guard let name = tree.stringValue(level), Self.levels.contains(name) else {
        report(
          .valueNotInEnum, "the level of \(code) must be \(EnglishList.or(Self.levels))", level)
        continue
      }
      if DiagnosticCode(rawValue: code)?.severityIsFixed == true {
        report(
          .valueNotInEnum,
          "\(code) is a syntax error, which always counts as an error; this override is ignored",
          key, severity: .warning)
        continue
      }
      overrides[code] = name == "off" ? .some(nil) : DiagnosticSeverity(rawValue: name)
    }
    configuration.severityOverrides = overrides
  }

  private mutating func readSampleProgress(_ value: NodeID) {
    guard tree.kind(value) == .array else {
      report(.wrongType, "sampleProgress must be an array of progress values", value)
      return
    }
    var samples: [Double] = []
    for element in tree.children(value) {
      guard let progress = tree.numberValue(element) else {
        report(.wrongType, "a progress value must be a number", element)
        continue
      }
      guard progress >= 0, progress <= 1 else {
        report(.numberOutOfRange, "a progress value must be between 0 and 1", element)
        continue
      }
      samples.append(progress)
    }
    if tree.children(value).first == nil {
      report(.emptyObject, "sampleProgress needs at least one progress value", value)
    }
    let maximum = AnalysisSettings.maximumSampleProgress
    guard samples.count <= maximum else {
      report(
        .wrongArrayLength,
        "sampleProgress takes at most \(maximum) progress values, found \(samples.count)", value)
      return
    }
    if !samples.isEmpty { configuration.sampleProgress = samples }
  }

  private mutating func readGenerate(_ value: NodeID) {
    guard tree.kind(value) == .object else {
      report(.wrongType, #"generate must be an object such as { "access": "public" }"#, value)
      return
    }
    for member in tree.members(of: value) {
      guard let name = tree.stringValue(tree.key(of: member)), let option = tree.value(of: member)
      else { continue }
      guard name == "access" else {
        reportUnknown(name, member, among: ["access"], in: "generate")
        continue
      }
      guard let level = tree.stringValue(option), Self.accessLevels.contains(level) else {
        report(.valueNotInEnum, "access must be \(EnglishList.or(Self.accessLevels))", option)
        continue
      }
      configuration.generatedAccess = level
    }
  }

  private mutating func readMaxFileSize(_ value: NodeID) {
    guard let size = tree.numberValue(value), size == size.rounded() else {
      report(.wrongType, "maxFileSizeMiB must be a whole number of MiB", value)
      return
    }
    guard ProjectConfiguration.fileSizeRange.contains(size) else {
      let range = ProjectConfiguration.fileSizeRange
      report(
        .numberOutOfRange,
        "maxFileSizeMiB must be between \(Int(range.lowerBound)) and \(Int(range.upperBound))",
        value)
      return
    }
    configuration.maxFileSizeMiB = Int(size)
  }

  private mutating func readFormat(_ value: NodeID) {
    guard tree.kind(value) == .object else {
      report(.wrongType, #"format must be an object such as { "lineWidth": 100 }"#, value)
      return
    }
    for member in tree.members(of: value) {
      guard let name = tree.stringValue(tree.key(of: member)), let option = tree.value(of: member)
      else { continue }
      switch name {
      case "lineWidth":
        guard let width = tree.numberValue(option), width == width.rounded() else {
          report(.wrongType, "lineWidth must be a whole number of columns", option)
          continue
        }
        guard (20...1000).contains(width) else {
          report(.numberOutOfRange, "lineWidth must be between 20 and 1000", option)
          continue
        }
        configuration.lineWidth = Int(width)
      case "indent":
        if tree.stringValue(option) == "tab" {
          configuration.indent = .tab(width: 4)
        } else if let spaces = tree.numberValue(option), spaces == spaces.rounded(),
          (1...16).contains(spaces)
        {
          configuration.indent = .spaces(Int(spaces))
        } else {
          report(
            .valueNotInEnum, #"indent must be a number of spaces from 1 to 16, or "tab""#, option)
        }
      default:
        reportUnknown(name, member, among: Self.formatKeys, in: "format")
      }
    }
  }

  private mutating func readEnvironment(_ value: NodeID) {
    guard tree.kind(value) == .object else {
      report(
        .wrongType, #"environment must be an object such as { "device": "iPhone 15" }"#, value)
      return
    }
    var setting = EnvironmentSetting()
    for member in tree.members(of: value) {
      guard let name = tree.stringValue(tree.key(of: member)), let option = tree.value(of: member)
      else { continue }
      if EnvironmentSetting.nameKeys.contains(name) {
        guard let text = tree.stringValue(option) else {
          report(.wrongType, "\(name) must be a string", option)
          continue
        }
        if let problem = setting.set(name, name: text) { report(.valueNotInEnum, problem, option) }
      } else if EnvironmentSetting.pointKeys.contains(name) {
        guard let points = tree.numberValue(option) else {
          report(.wrongType, "\(name) must be a number of points", option)
          continue
        }
        if let problem = setting.set(name, points: points) {
          report(.numberOutOfRange, problem, option)
        }
      } else {
        reportUnknown(
          name, member, among: EnvironmentSetting.nameKeys + EnvironmentSetting.pointKeys,
          in: "environment")
      }
    }
    configuration.environment = setting.environment
    configuration.environmentKeys = setting.change
  }

  mutating func reportUnknown(
    _ name: String, _ member: NodeID, among known: [String], in place: String
  ) {
    let suggestion = EditDistance.suggestion(for: name, among: known)
    report(
      .unknownKey,
      "\(place) has no key \(JSONText.string(name))"
        + (suggestion.map { "; did you mean \($0)?" } ?? "; known: \(EnglishList.and(known))"),
      tree.key(of: member))
  }

  /// A problem at `node`, with `code`'s default severity unless `severity` says otherwise.
  mutating func report(
    _ code: DiagnosticCode, _ message: String, _ node: NodeID, severity: DiagnosticSeverity? = nil
  ) {
    var diagnostic = Diagnostic(code: code, message: message, range: tree.range(node))
    if let severity { diagnostic.severity = severity }
    configuration.diagnostics.append(diagnostic)
  }
}
