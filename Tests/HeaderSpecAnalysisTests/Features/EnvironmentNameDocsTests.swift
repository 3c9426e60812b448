import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// The names `supports` takes are documented where they are typed: each device preset with its
/// screen, safe area in both orientations and landscape bar, each content size with the text
/// sizes it gives, from the presets themselves (`Device.summary`), in both schemas; completion
/// shows them.
@Suite struct EnvironmentNameDocsTests {
  /// The `enumDescriptions` of `supports.NAME.items` in the schema at `path`, by value.
  static func descriptions(_ path: String, under keys: [String], list: String) throws
    -> [String: String]
  {
    let tree = SyntaxTree(bytes: try #require(TestFiles.read(TestFiles.root + path)))
    var node = try #require(tree.root)
    for key in keys + ["supports", "properties", list, "items"] {
      node = try #require(tree.member(named: key, in: node).flatMap(tree.value(of:)), "\(key)")
    }
    let values = try #require(tree.member(named: "enum", in: node).flatMap(tree.value(of:)))
    let words = try #require(
      tree.member(named: "enumDescriptions", in: node).flatMap(tree.value(of:)))
    let names = tree.children(values).compactMap(tree.stringValue)
    let texts = tree.children(words).compactMap(tree.stringValue)
    #expect(names.count == texts.count)
    return Dictionary(uniqueKeysWithValues: zip(names, texts))
  }

  static let schemas = [
    "/Schemas/header-spec.schema.json", "/Schemas/headerspec-config.schema.json",
  ]

  @Test(arguments: schemas) func everyPresetIsDescribedFromItsNumbers(_ path: String) throws {
    let devices = try Self.descriptions(path, under: ["properties"], list: "devices")
    #expect(devices.count == Device.presets.count)
    for device in Device.presets { #expect(devices[device.name] == device.summary) }
    let sizes = try Self.descriptions(path, under: ["properties"], list: "contentSizes")
    for size in HeaderEnvironment.ContentSizeCategory.allCases {
      #expect(sizes[size.shortName] == size.summary)
    }
  }

  @Test func theSummariesSayTheNumbers() throws {
    let iPhone15 = try #require(Device.presets.first { $0.name == "iPhone 15" })
    #expect(
      iPhone15.summary
        == "393 x 852 pt; safe area (top, leading, bottom, trailing) 59, 0, 34, 0 in portrait, "
        + "0, 59, 21, 59 in landscape; in landscape a large-title bar is the inline bar, 32 pt; "
        + "estimated: top inset, bottom inset")
    #expect(
      HeaderEnvironment.ContentSizeCategory.accessibility5.summary
        == "body text 53 pt, large title 60 pt; a large-title bar's title line 70 pt")
  }

  /// Completion of a device name inside `supports` carries its summary.
  @Test func completionShowsTheSummary() {
    let fixture = MarkedText(#"{ "version": 1, "supports": { "devices": [1️⃣] } }"#)
    let items = completions(in: SpecDocument(text: fixture.text), at: fixture.offset("1")).items
    let iPhone15 = items.first { $0.label == #""iPhone 15""# }
    #expect(iPhone15?.documentation?.contains("393 x 852 pt") == true, "\(items.map(\.label))")
    let sizes = MarkedText(#"{ "version": 1, "supports": { "contentSizes": [1️⃣] } }"#)
    let ax5 = completions(in: SpecDocument(text: sizes.text), at: sizes.offset("1")).items.first {
      $0.label == #""AX5""#
    }
    #expect(ax5?.documentation?.contains("body text 53 pt") == true)
  }

  /// A name already in the list is not offered again; hovering a name shows its summary.
  @Test func hoverShowsTheSummaryAndCompletionSkipsWhatIsThere() throws {
    let fixture = MarkedText(
      #"{ "version": 1, "supports": { "devices": ["iPhone 1️⃣15", 2️⃣] } }"#)
    let document = SpecDocument(text: fixture.text)
    let labels = completions(in: document, at: fixture.offset("2")).items.map(\.label)
    #expect(!labels.contains(#""iPhone 15""#) && labels.contains(#""iPhone 14""#), "\(labels)")
    let text = try #require(hover(in: document, at: fixture.offset("1"))).markdown
    #expect(text.contains(#"`"iPhone 15"`: 393 x 852 pt"#), "\(text)")
  }

  /// A hover on a label says the size its text is drawn at: its text style's at the document's
  /// content size.
  @Test func hoverOnALabelSaysItsFontSize() throws {
    let fixture = MarkedText(
      """
      { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash" },
        "subviews": [ { "id": 1️⃣"title", "kind": "label", "text": "Hi",
          "font": { "textStyle": "body" },
          "keyframes": [ { "progress": 0, "frame": [16, 40, 200, 30] } ] } ] }
      """)
    var settings = AnalysisSettings()
    settings.environment = Device.presets[0].environment(contentSize: .accessibility5)
    let document = SpecDocument(text: fixture.text, settings: settings)
    let text = try #require(hover(in: document, at: fixture.offset("1"))).markdown
    #expect(text.contains("Font: 53 pt (body at AX5)"), "\(text)")
    let plain = SpecDocument(text: fixture.text)
    #expect(
      try #require(hover(in: plain, at: fixture.offset("1"))).markdown.contains("Font: 17 pt"))
  }

  /// On a name in `supports`, what it means for this spec: its text styles at a content size,
  /// its bar's heights on a device (a large-title bar is the inline bar in iPhone landscape).
  @Test func hoverOnANameSaysWhatItMeansForTheSpec() throws {
    let fixture = MarkedText(
      """
      { "version": 1, "bar": { "minHeight": 44 }, "behavior": { "kind": "largeTitle" },
        "supports": { "devices": ["iPhone 1️⃣15"], "contentSizes": ["AX2️⃣5"] },
        "subviews": [ { "id": "title", "kind": "label", "text": "Hi",
          "font": { "textStyle": "largeTitle" },
          "keyframes": [ { "progress": 0, "frame": [16, 40, 200, 40] } ] } ] }
      """)
    let document = SpecDocument(text: fixture.text)
    let device = try #require(hover(in: document, at: fixture.offset("1"))).markdown
    #expect(device.contains("This spec's bar on iPhone 15: portrait "), "\(device)")
    #expect(device.contains("landscape 32 pt (pinned at progress 1)"), "\(device)")
    let size = try #require(hover(in: document, at: fixture.offset("2"))).markdown
    #expect(size.contains("This spec's text styles at AX5: largeTitle 60 pt"), "\(size)")
  }

  /// The project configuration's `environment` names one device and one content size: the same
  /// words.
  @Test func theConfigurationsEnvironmentSaysTheSame() throws {
    let path = "/Schemas/headerspec-config.schema.json"
    let tree = SyntaxTree(bytes: try #require(TestFiles.read(TestFiles.root + path)))
    func texts(_ key: String) throws -> [String: String] {
      var node = try #require(tree.root)
      for step in ["properties", "environment", "properties", key] {
        node = try #require(tree.member(named: step, in: node).flatMap(tree.value(of:)))
      }
      let values = try #require(tree.member(named: "enum", in: node).flatMap(tree.value(of:)))
      let words = try #require(
        tree.member(named: "enumDescriptions", in: node).flatMap(tree.value(of:)))
      return Dictionary(
        uniqueKeysWithValues: zip(
          tree.children(values).compactMap(tree.stringValue),
          tree.children(words).compactMap(tree.stringValue)))
    }
    let devices = try texts("device")
    for device in Device.presets { #expect(devices[device.name] == device.summary) }
    let sizes = try texts("contentSize")
    for size in HeaderEnvironment.ContentSizeCategory.allCases {
      #expect(sizes[size.shortName] == size.summary)
    }
  }
}
