import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis
import TestSupport
import Testing

/// `check`'s diagnostics of `bytes` as the loader words their places: `line:column code`.
private func checkErrors(_ bytes: [UInt8]) -> Set<String> {
  let lines = LineIndex(bytes: bytes)
  let document = SpecDocument(bytes: bytes)
  return Set(
    document.diagnostics.filter { $0.severity == .error }.map { diagnostic in
      let position = lines.position(ofUTF8Offset: diagnostic.range.start, in: .utf32)
      return "\(position.line + 1):\(position.column + 1) \(diagnostic.code.rawValue)"
    })
}

private func loadingErrors(_ text: String) -> [SpecDiagnostic] {
  do {
    _ = try LoadedHeaderSpec(text: text)
    return []
  } catch {
    return error.diagnostics
  }
}

/// The loader is `check`'s model and geometry: a spec check finds no error in loads with the
/// same model and layouts; what the loader throws, check reports too, with the same code at
/// the same place.
@Test func loadingGivesTheAnalysedModelOnEveryExampleAndCorpusSpec() throws {
  let specs = TestFiles.specs
  #expect(specs.count >= 20)
  var loadedCount = 0
  for (path, bytes) in specs {
    let document = SpecDocument(bytes: bytes)
    let checked = checkErrors(bytes)
    switch Result(catching: { () throws(HeaderSpecLoadingError) in
      try LoadedHeaderSpec(bytes: bytes)
    }) {
    case .success(let loaded):
      loadedCount += 1
      #expect(loaded.spec == document.spec, "\(path)")
      let resolved = try #require(document.resolved)
      for p in [-0.5, 0, 0.3, 1, 2] {
        #expect(loaded.header.layout(at: p) == resolved.layout(at: p), "\(path) at \(p)")
      }
    case .failure(let error):
      #expect(!error.diagnostics.isEmpty, "\(path)")
      for diagnostic in error.diagnostics {
        #expect(
          checked.contains("\(diagnostic.line):\(diagnostic.column) \(diagnostic.code)"),
          "\(path): \(diagnostic) is not among check's errors \(checked.sorted())")
      }
    }
    if checked.isEmpty {
      #expect((try? LoadedHeaderSpec(bytes: bytes)) != nil, "\(path) has no error but throws")
    }
  }
  #expect(loadedCount >= 6)
}

/// Each error the loader stops at, with check's code and position (columns in Unicode scalars:
/// the CJK text counts once a character), and what it leaves to check (an alpha out of range).
/// A valid spec but for `bar` and `subviews`.
private func spec(bar: String = #""maxHeight": 100, "minHeight": 60"#, _ subviews: String) -> String
{
  #"{ "version": 1, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "bar": { "#
    + bar + #" }, "subviews": ["# + subviews + "] }"
}

@Test(arguments: [
  (
    spec(bar: #""maxHeight": 50, "minHeight": 80"#, ""),
    ["1:107: error: minHeight (80) is greater than maxHeight (50) [HS301]"]
  ),
  (
    spec(bar: #""maxHeight": 96.5, "minHeight": 100"#, ""),
    ["1:109: error: minHeight (100) is greater than maxHeight (96.5) [HS301]"]
  ),
  (
    #"{ "bar": { "maxHeight": 50 "#,
    [
      "1:1: error: This object is not closed with } [HS108]",
      "1:10: error: This object is not closed with } [HS108]",
    ]
  ),
  (#"[1, 2]"#, ["1:1: error: the document must be an object, not an array [HS202]"]),
  (#"42"#, ["1:1: error: the document must be an object, not 42 [HS202]"]),
  (
    #""a string that is far longer than twenty-four bytes""#,
    ["1:1: error: the document must be an object, not a string [HS202]"]
  ),
  (
    spec(
      """

        { "kind": "label", "text": "时刻", "id": "t", "keyframes": [ { "progress": 0, "frame": [0, 0, 1, 1] } ] },
        { "kind": "label", "text": "时刻", "id": "t", "keyframes": [ { "progress": 0, "frame": [0, 0, 1, 1] } ] }
      """),
    [#"3:42: error: subview id "t" is used twice; ids must be unique [HS312]"#]
  ),
  (
    spec(
      """

        { "id": "a", "keyframes": [ { "progress": 0, "size": [1, 1],
          "anchor": { "top": 0, "leading": { "to": "b.trailing" } } } ] }
      """),
    [#"3:46: error: no subview has the id "b" [HS320]"#]
  ),
  (
    spec(
      """

        { "id": "a", "keyframes": [ { "progress": 0, "size": [1, 1],
          "anchor": { "top": 0, "leading": { "to": "a.trailing" } } } ] }
      """),
    [#"3:46: error: "a"'s leading references "a" itself [HS321]"#]
  ),
  (
    spec(
      """

        { "id": "a", "keyframes": [ { "progress": 0, "size": [1, 1],
          "anchor": { "top": 0, "leading": { "to": "b.trailing" } } } ] },
        { "id": "b", "keyframes": [ { "progress": 0, "size": [1, 1],
          "anchor": { "top": 0, "leading": { "to": "a.trailing" } } } ] }
      """),
    [
      #"3:46: error: anchors reference each other in a cycle, so none of them can be "#
        + #"placed: "a" -> "b" -> "a" [HS323]"#
    ]
  ),
  (
    spec(
      """

        { "id": "a", "keyframes": [ { "progress": 0, "alpha": 1 } ] }
      """),
    [#"2:31: error: the first keyframe of "a" gives it no place or size [HS308]"#]
  ),
])
func loadingStopsAtWhatBreaksTheHeader(text: String, expected: [String]) {
  let errors = loadingErrors(text)
  #expect(errors.map(\.description) == expected)
  let checked = checkErrors(Array(text.utf8))
  for error in errors {
    #expect(checked.contains("\(error.line):\(error.column) \(error.code)"), "\(checked.sorted())")
  }
}

@Test func whatCheckAloneReportsLoads() throws {
  // An alpha out of range and an unknown key are check's errors (the schema), not the loader's:
  // the header works, with the alpha clamped as the runtime clamps it.
  let text = """
    { "version": 1, "bar": { "maxHeight": 100, "minHeight": 60 }, "colour": "red",
      "behavior": { "kind": "squareCash" },
      "subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10],
        "alpha": 1.5 } ] } ] }
    """
  #expect(!checkErrors(Array(text.utf8)).isEmpty)
  let loaded = try LoadedHeaderSpec(text: text)
  #expect(loaded.header.layout(at: 1).height == 60)
  #expect(loaded.spec.subviews.map(\.id) == ["a"])
}

@Test func anEnvironmentAdaptsTheGeometryAndKeepsTheModel() throws {
  let text = """
    { "version": 1, "bar": { "maxHeight": 100, "minHeight": 60 },
      "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "subviews": [ { "id": "a", "keyframes": [
        { "progress": 0, "anchor": { "trailing": 10, "top": 0 }, "size": [20, 10] } ] } ] }
    """
  let reference = try LoadedHeaderSpec(text: text)
  let wide = try LoadedHeaderSpec(text: text, environment: HeaderEnvironment(width: 500))
  #expect(reference.spec == wide.spec)
  #expect(reference.header.layout(at: 0).subviews[0].layout.frame.x == 375 - 10 - 20)
  #expect(wide.header.layout(at: 0).subviews[0].layout.frame.x == 500 - 10 - 20)
}

@Test func reachabilityReadsAsPreviewNotesIt() throws {
  let loaded = try LoadedHeaderSpec(
    text: """
      { "version": 1, "bar": { "maxHeight": 100, "minHeight": 60 },
        "behavior": { "kind": "fixed" }, "subviews": [] }
      """)
  let reach = ReachableProgress(spec: loaded.spec)
  #expect(reach.limit(for: 0) == nil)
  #expect(reach.limit(for: 1)?.reason == "a fixed bar stays at progress 0")
}
