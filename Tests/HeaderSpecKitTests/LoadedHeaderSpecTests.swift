import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import TestSupport
import Testing

/// The loader is `check`'s analysis: the same model, the same geometry, and a spec `check`
/// rejects throws with `check`'s diagnostics.
@Test func loadingGivesTheAnalysedModelOnEveryExampleAndCorpusSpec() throws {
  let specs = TestFiles.specs
  #expect(specs.count >= 20)
  var loadedCount = 0
  for (path, bytes) in specs {
    let document = SpecDocument(bytes: bytes)
    let hasErrors = document.diagnostics.contains { $0.severity == .error }
    switch Result(catching: { () throws(HeaderSpecLoadingError) in
      try LoadedHeaderSpec(bytes: bytes)
    }) {
    case .success(let loaded):
      loadedCount += 1
      #expect(!hasErrors, "\(path) loaded although check reports errors")
      #expect(loaded.spec == document.spec, "\(path)")
      #expect(loaded.warnings.count == document.diagnostics.count, "\(path)")
      let resolved = try #require(document.resolved)
      for p in [-0.5, 0, 0.3, 1, 2] {
        #expect(loaded.header.layout(at: p) == resolved.layout(at: p), "\(path) at \(p)")
      }
    case .failure(let error):
      #expect(hasErrors, "\(path) threw \(error)")
      #expect(error.diagnostics.count == document.diagnostics.count, "\(path)")
    }
  }
  #expect(loadedCount >= 6)
}

@Test func errorsThrowWithCheckDiagnosticsInItsOrderAndColumns() {
  let text = """
    {
      "bar": { "maxHeight": 50, "minHeight": 80 },
      "behavior": { "kind": "squareCash" },
      "subviews": [
        { "id": "title", "kind": "label", "text": "时刻", "keyframes": [ { "progress": 0, \
    "frame": [0, 0, 40, 20], "alpha": 1.5 } ] }
      ]
    }
    """
  // `headerspec check` prints, for this file: 2:29 HS301, 3:3 HS404, 5:119 HS205 (the column
  // counts the two CJK characters once each).
  #expect(throws: HeaderSpecLoadingError.self) { try LoadedHeaderSpec(text: text) }
  do {
    _ = try LoadedHeaderSpec(text: text)
  } catch {
    #expect(
      error.description == """
        2:29: error: minHeight (80) is greater than maxHeight (50) [HS301]
        3:3: information: snapping is enabled but there are no snapping ranges, so the bar never \
        snaps; add ranges or set snappingEnabled to false [HS404]
        5:119: error: alpha must be between 0 and 1, not 1.5 [HS205]
        """)
    #expect(error.errors.map(\.code) == ["HS301", "HS205"])
  }
}

@Test func warningsAreReturnedNotThrown() throws {
  let loaded = try LoadedHeaderSpec(
    text: """
      { "version": 1, "bar": { "maxHeight": 100, "minHeight": 60 },
        "behavior": { "kind": "squareCash" },
        "subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] } ] }
      """)
  #expect(
    loaded.warnings.map(\.description) == [
      "2:3: information: snapping is enabled but there are no snapping ranges, so the bar never "
        + "snaps; add ranges or set snappingEnabled to false [HS404]"
    ])
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
  let wide = try LoadedHeaderSpec(text: text, environment: Environment(width: 500))
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
  #expect(loaded.header.unreachableReason(at: 0) == nil)
  #expect(loaded.header.unreachableReason(at: 1) != nil)
}
