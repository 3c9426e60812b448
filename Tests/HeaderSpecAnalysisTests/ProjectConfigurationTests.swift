import HeaderGeometry
import JSONSyntax
import SpecAnalysis
import SpecConfiguration
import TestSupport
import Testing

/// `.headerspec.json`: reading with diagnostics at exact ranges, what it overrides, where it
/// is found, and agreement with `Schemas/headerspec-config.schema.json`.
@Suite struct ProjectConfigurationTests {
  func checkConfiguration(
    _ marked: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fixture = MarkedText(marked)
    let configuration = ProjectConfiguration(bytes: Array(fixture.text.utf8))
    #expect(
      render(configuration.diagnostics, markers: fixture.utf8Offsets) == expected,
      sourceLocation: sourceLocation)
  }

  @Test func readsEveryKey() {
    let text = """
      { "allowComments": true, "severityOverrides": { "HS301": "warning", "HS403": "off" },
        "sampleProgress": [0, 0.5, 1], "format": { "lineWidth": 120, "indent": "tab" } }
      """
    let configuration = ProjectConfiguration(bytes: Array(text.utf8))
    #expect(configuration.diagnostics.isEmpty)
    #expect(configuration.allowsComments == true)
    #expect(configuration.severityOverrides?["HS301"] == .some(.warning))
    #expect(configuration.severityOverrides?["HS403"] == .some(nil))
    #expect(configuration.sampleProgress == [0, 0.5, 1])
    #expect(configuration.lineWidth == 120)
    #expect(configuration.indent == .tab(width: 4))
  }

  /// `maxFileSizeMiB` is a whole number of MiB from 1 to 256; the limit is in bytes.
  @Test func readsTheSizeLimit() {
    let configuration = ProjectConfiguration(bytes: Array(#"{ "maxFileSizeMiB": 2 }"#.utf8))
    #expect(configuration.diagnostics.isEmpty)
    #expect(configuration.fileSizeLimit == 2 * 1_048_576)
    #expect(ProjectConfiguration().fileSizeLimit == nil)
    checkConfiguration(
      #"{ "maxFileSizeMiB": 1️⃣0.5 }"#,
      expected: "1️⃣ error HS202 maxFileSizeMiB must be a whole number of MiB")
    checkConfiguration(
      #"{ "maxFileSizeMiB": 1️⃣1024 }"#,
      expected: "1️⃣ error HS205 maxFileSizeMiB must be between 1 and 256")
  }

  @Test func readsTheEnvironmentAsTheFlagsNameIt() {
    let text = """
      { "environment": { "device": "iPhone 15", "orientation": "landscape", "contentSize": "AX1",
        "layoutDirection": "rtl" } }
      """
    let configuration = ProjectConfiguration(bytes: Array(text.utf8))
    #expect(configuration.diagnostics.isEmpty)
    // iPhone 15 in landscape: 852 wide, 393 tall, no status bar, the notch's 59 on both sides.
    #expect(
      configuration.environment
        == HeaderEnvironment(
          width: 852, insets: SafeAreaInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
          orientation: .landscape, isCompactHeight: true, contentSize: .accessibility1,
          layoutDirection: .rtl, screenHeight: 393))
    #expect(configuration.applied(to: AnalysisSettings()).environment?.width == 852)
    let custom = ProjectConfiguration(
      bytes: Array(#"{ "environment": { "width": 320, "topInset": 0 } }"#.utf8))
    #expect(custom.environment == HeaderEnvironment(width: 320, insets: SafeAreaInsets(top: 0)))
  }

  @Test func environmentProblemsAreReportedWhereTheyStand() {
    checkConfiguration(
      """
      { "environment": { "device": 1️⃣"iPhone 5", "orientation": 2️⃣"sideways", "width": 3️⃣0,
        "contentSize": 4️⃣3, 5️⃣"devise": "x" } }
      """,
      expected: """
        1️⃣ error HS204 "iPhone 5" is no device preset; did you mean "iPhone 15"? (headerspec devices lists them)
        2️⃣ error HS204 orientation must be "portrait" or "landscape"
        3️⃣ error HS205 width must be a number over 0
        4️⃣ error HS202 contentSize must be a string
        5️⃣ error HS201 environment has no key "devise"; did you mean device?
        """)
  }

  /// As `--progress`, at most 1,000 sample progress values: a preview lays the spec out at
  /// each (200,001 made a 96 MB preview).
  @Test func sampleProgressIsCapped() {
    let values = (0...1000).map { String(Double($0) / 1000) }.joined(separator: ", ")
    checkConfiguration(
      #"{ "sampleProgress": 1️⃣[\#(values)] }"#,
      expected: "1️⃣ error HS208 sampleProgress takes at most 1000 progress values, found 1001")
    let atTheCap = (0..<1000).map { String(Double($0) / 1000) }.joined(separator: ", ")
    let read = ProjectConfiguration(bytes: Array(#"{ "sampleProgress": [\#(atTheCap)] }"#.utf8))
    #expect(read.diagnostics.isEmpty)
    #expect(read.sampleProgress?.count == 1000)
  }

  @Test func problemsAreReportedWhereTheyStand() {
    checkConfiguration(
      """
      { 1️⃣"allowComment": true, "severityOverrides": { 2️⃣"HS3O1": "warning", "HS205": 3️⃣"loud" },
        "sampleProgress": [0, 4️⃣1.5, 5️⃣"1"], "format": { "lineWidth": 6️⃣10, "indent": 7️⃣"spaces", 8️⃣"indnet": 1 },
        9️⃣"标题": "😀" }
      """,
      expected: """
        1️⃣ error HS201 the configuration has no key "allowComment"; did you mean allowComments?
        2️⃣ error HS204 HS3O1 is no diagnostic code; did you mean HS301?
        3️⃣ error HS204 the level of HS205 must be error, warning, information, hint or off
        4️⃣ error HS205 a progress value must be between 0 and 1
        5️⃣ error HS202 a progress value must be a number
        6️⃣ error HS205 lineWidth must be between 20 and 1000
        7️⃣ error HS204 indent must be a number of spaces from 1 to 16, or "tab"
        8️⃣ error HS201 format has no key "indnet"; did you mean indent?
        9️⃣ error HS201 the configuration has no key "标题"; known: $schema, allowComments, severityOverrides, sampleProgress, format, environment, supports, maxFileSizeMiB and generate
        """)
    checkConfiguration("1️⃣[1]", expected: "1️⃣ error HS202 the configuration must be an object")
    checkConfiguration(
      #"{ "allowComments": true1️⃣,2️⃣ }"#, expected: "1️⃣..2️⃣ error HS107 Trailing comma before }")
  }

  @Test func supportsNamesDevicesOrientationsSizesAndDirections() {
    let text = """
      { "supports": { "devices": ["iPad Pro 11-inch", "iPhone SE 3rd generation"],
        "orientations": ["landscape"], "contentSizes": ["AX3", "L"], "layoutDirections": ["rtl"] } }
      """
    let configuration = ProjectConfiguration(bytes: Array(text.utf8))
    #expect(configuration.diagnostics.isEmpty)
    let matrix = configuration.supports
    #expect(matrix?.devices.map(\.name) == ["iPad Pro 11-inch", "iPhone SE 3rd generation"])
    #expect(matrix?.orientations == [.landscape])
    #expect(matrix?.contentSizes == [.accessibility3, .large])
    #expect(matrix?.layoutDirections == [.rtl])
    #expect(configuration.applied(to: AnalysisSettings()).supports == matrix)
    checkConfiguration(
      """
      { "supports": { "devices": ["iPhone 15", 1️⃣"iPhone 51", 2️⃣3], 3️⃣"orientation": [],
        "contentSizes": 4️⃣"AX1", "layoutDirections": [5️⃣"RTL"] } }
      """,
      expected: """
        1️⃣ error HS204 "iPhone 51" is not one of devices; did you mean "iPhone 11"?
        2️⃣ error HS202 each of devices must be a string
        3️⃣ error HS201 supports has no key "orientation"; did you mean orientations?
        4️⃣ error HS202 contentSizes must be an array of names
        5️⃣ error HS204 "RTL" is not one of layoutDirections; known: ltr and rtl
        """)
  }

  @Test func aKeyWithAProblemIsIgnoredAndTheRestApplies() {
    let text = #"{ "sampleProgress": [2], "allowComments": true, "format": { "lineWidth": 5 } }"#
    let configuration = ProjectConfiguration(bytes: Array(text.utf8))
    #expect(configuration.diagnostics.count == 2)
    #expect(configuration.sampleProgress == nil)
    #expect(configuration.lineWidth == nil)
    #expect(configuration.allowsComments == true)
  }

  @Test func keysThatArePresentReplaceTheSettings() {
    var configuration = ProjectConfiguration()
    configuration.severityOverrides = ["HS301": .warning]
    configuration.lineWidth = 80
    let editor = AnalysisSettings(
      allowsComments: true, severityOverrides: ["HS205": nil], sampleProgress: [0, 1])
    let applied = configuration.applied(to: editor)
    #expect(applied.allowsComments == true, "not in the file: the editor's setting stays")
    #expect(applied.severityOverrides == ["HS301": .warning], "no merging of the map")
    #expect(applied.sampleProgress == [0, 1])
    #expect(
      configuration.applied(to: JSONFormatStyle(lineWidth: 100, indent: .spaces(4)))
        == JSONFormatStyle(lineWidth: 80, indent: .spaces(4)))
  }

  @Test func theNearestFileUpToTheRepositoryRootApplies() {
    func locate(_ spec: String, _ files: Set<String>) -> String? {
      ProjectConfiguration.locate(forSpecAt: spec, exists: files.contains)
    }
    let files: Set<String> = [
      "/r/.git", "/r/.headerspec.json", "/r/app/specs/.headerspec.json", "/.headerspec.json",
    ]
    #expect(locate("/r/app/specs/a.header.json", files) == "/r/app/specs/.headerspec.json")
    #expect(locate("/r/app/b.header.json", files) == "/r/.headerspec.json")
    #expect(locate("/r/b.header.json", files) == "/r/.headerspec.json")
    // Above the repository root nothing is looked at.
    #expect(locate("/r/app/b.header.json", ["/r/.git", "/.headerspec.json"]) == nil)
    // Without a repository the search goes up to the root.
    #expect(locate("/x/y/b.header.json", files) == "/.headerspec.json")
    #expect(locate("/b.header.json", []) == nil)
  }

  @Test(arguments: TestFiles.list(TestFiles.root + "/Tests/SchemaCorpus/config/valid"))
  func validSamplesHaveNoDiagnostics(name: String) throws {
    let bytes = try #require(
      TestFiles.read(TestFiles.root + "/Tests/SchemaCorpus/config/valid/" + name))
    #expect(ProjectConfiguration(bytes: bytes).diagnostics.isEmpty)
  }

  @Test(arguments: TestFiles.list(TestFiles.root + "/Tests/SchemaCorpus/config/invalid"))
  func invalidSamplesHaveADiagnostic(name: String) throws {
    let bytes = try #require(
      TestFiles.read(TestFiles.root + "/Tests/SchemaCorpus/config/invalid/" + name))
    #expect(!ProjectConfiguration(bytes: bytes).diagnostics.isEmpty)
  }

  /// The schema's list of codes is `DiagnosticCode.allCases`.
  @Test func theSchemaKnowsEveryCode() throws {
    let bytes = try #require(
      TestFiles.read(TestFiles.root + "/Schemas/headerspec-config.schema.json"))
    let tree = SyntaxTree(bytes: bytes)
    var node = try #require(tree.root)
    for key in ["properties", "severityOverrides", "propertyNames", "enum"] {
      node = try #require(tree.member(named: key, in: node).flatMap(tree.value(of:)))
    }
    let codes = tree.children(node).compactMap(tree.stringValue)
    #expect(codes == DiagnosticCode.allCases.map(\.rawValue))
  }
}
