import Foundation
import HeaderGeometry
import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecRendering
import TestSupport
import Testing

/// The editor features references bring (Schemas/FORMAT.md#references), and the geometry,
/// preview and hover agreeing on frames computed by hand.
@Suite struct ReferenceFeatureTests {
  /// HeaderGeometryTests' ReferenceTests spec without the avatar's transform, as JSON; markers
  /// on the avatar's id (1), a reference to it (2: in subtitle's second keyframe), the name's
  /// id (3) and a reference to the name (4).
  static let marked = """
    {
      "bar": { "maxHeight": 200, "minHeight": 100 },
      "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "subviews": [
        { "id": "subtitle", "keyframes": [
          { "progress": 0, "size": [100, 20],
            "anchor": { "leading": { "to": "na4️⃣me.leading" }, "top": { "to": "name.bottom", "offset": 4 } } },
          { "progress": 1, "anchor": { "top": { "to": "ava2️⃣tar.top", "offset": 2 } } } ] },
        { "id": "button", "kind": "button", "title": "Follow", "keyframes": [
          { "progress": 0, "size": [null, 30],
            "anchor": { "leading": { "to": "name.trailing", "offset": 8 }, "trailing": 16, "centerY": { "to": "avatar.centerY" } } } ] },
        { "id": "na3️⃣me", "kind": "label", "text": "Ada", "font": { "size": 20 }, "keyframes": [
          { "progress": 0, "anchor": { "leading": { "to": "avatar.trailing", "offset": 8 }, "top": { "to": "avatar.bottom", "offset": 8 } } } ] },
        { "id": "av1️⃣atar", "kind": "image", "keyframes": [
          { "progress": 0, "frame": [16, 40, 80, 80] },
          { "progress": 1, "frame": [16, 20, 40, 40] } ] },
        { "id": "strip", "keyframes": [
          { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": { "to": "avatar.bottom" }, "bottom": 0 } } ] }
      ]
    }
    """
  static let fixture = MarkedText(marked)
  static let document = SpecDocument(text: fixture.text)

  /// By hand, as in ReferenceTests.expected (document order).
  static func expected(_ p: Double) -> [Rect] {
    [
      Rect(x: 104 - 40 * p, y: 156 - 174 * p + 40 * p * p, width: 100, height: 20),
      Rect(x: 148 - 40 * p, y: 80 - 40 * p - 15, width: 211 + 40 * p, height: 30),
      Rect(x: 104 - 40 * p, y: 128 - 60 * p, width: 36, height: 24),
      Rect(x: 16, y: 40 - 20 * p, width: 80 - 40 * p, height: 80 - 40 * p),
      Rect(x: 0, y: 120 - 60 * p, width: 375, height: 80 - 40 * p),
    ]
  }

  static let samples = [0, 0.25, 0.5, 0.75, 1.0]

  static func close(_ a: [Double], _ b: Rect) -> Bool {
    a.count == 4
      && zip(a, [b.x, b.y, b.width, b.height]).allSatisfy { abs($0 - $1) <= 1e-9 }
  }

  @Test func geometryPreviewAndHoverAgreeWithTheHandComputedFrames() throws {
    #expect(Self.document.diagnostics.isEmpty, "\(Self.document.diagnostics)")
    let resolved = try #require(Self.document.resolved)
    // Geometry.
    for p in Self.samples {
      for (index, rect) in Self.expected(p).enumerated() {
        #expect(Self.close(frameNumbers(resolved.layout(at: p).subviews[index].layout.frame), rect))
      }
    }
    // Preview JSON.
    let json = PreviewJSON.samples(resolved, progress: Self.samples).text(.pretty)
    let samples = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    for (sample, p) in zip(samples, Self.samples) {
      let subviews = try #require(sample["subviews"] as? [[String: Any]])
      for (index, rect) in Self.expected(p).enumerated() {
        let frame = try #require(subviews[index]["frame"] as? [Double])
        #expect(Self.close(frame, rect), "\(p) \(index) \(frame)")
      }
    }
    // Hover on a reference: the target's frames at the samples.
    let settings = AnalysisSettings(sampleProgress: Self.samples)
    for (marker, target) in [("2", 3), ("4", 2)] {
      let found = hoverAt(Self.fixture.offset(marker), settings)
      let shown = try #require(found)
      let rows = shown.markdown.split(separator: "\n").filter {
        $0.hasPrefix("| ") && $0.contains("`(")
      }
      let frames = rows.prefix(Self.samples.count).map { row -> [Double] in
        let inner = row.split(separator: "`")[1].dropFirst().dropLast()
        return inner.split(separator: ",").compactMap {
          Double($0.trimmingCharacters(in: .whitespaces))
        }
      }
      #expect(frames.count == Self.samples.count, "\(shown.markdown)")
      for (frame, p) in zip(frames, Self.samples) {
        #expect(Self.close(frame, Self.expected(p)[target]), "\(marker) \(p) \(frame)")
      }
    }
  }

  private func hoverAt(_ offset: Int, _ settings: AnalysisSettings) -> Hover? {
    hover(in: Self.document, at: offset, settings: settings)
  }

  private func frameNumbers(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }

  /// The text at a range.
  func text(_ range: ByteRange) -> String {
    String(decoding: Array(Self.fixture.text.utf8)[range.start..<range.end], as: UTF8.self)
  }

  @Test func goToDefinitionFromAReferenceLandsOnTheId() throws {
    let found = definition(in: Self.document, at: Self.fixture.offset("2"))
    let range = try #require(found)
    #expect(text(range) == "avatar")
    #expect(range.start == Self.fixture.offset("1") - 2)
  }

  @Test func findReferencesListsEveryAnchorNamingTheId() {
    let ranges = references(in: Self.document, at: Self.fixture.offset("1"))
    // The definition, then subtitle's avatar.top, button's centerY, name's two, strip's top.
    #expect(ranges.count == 6)
    #expect(ranges.allSatisfy { text($0) == "avatar" })
    #expect(ranges.first?.start == Self.fixture.offset("1") - 2)
    let withoutDeclaration = references(
      in: Self.document, at: Self.fixture.offset("2"), includeDeclaration: false)
    #expect(withoutDeclaration.count == 5)
  }

  @Test func highlightMarksTheDefinitionWrittenAndReferencesRead() {
    let highlights = documentHighlights(in: Self.document, at: Self.fixture.offset("4"))
    #expect(highlights.count == 4)  // name's id, and 3 references
    #expect(highlights.filter { $0.kind == .write }.map { text($0.range) } == ["name"])
    #expect(highlights.filter { $0.kind == .read }.count == 3)
  }

  @Test func renameUpdatesEveryReferenceAndRefusesATakenName() throws {
    let found = prepareRename(in: Self.document, at: Self.fixture.offset("3"))
    let prepared = try #require(found)
    #expect(prepared.placeholder == "name")
    #expect(text(prepared.range) == "name")
    #expect(prepareRename(in: Self.document, at: 0)?.placeholder == nil)
    guard
      case .edits(let edits) = rename(in: Self.document, at: Self.fixture.offset("3"), to: "title")
    else {
      Issue.record("refused")
      return
    }
    let renamed = String(
      decoding: TextEdit.apply(edits, to: Array(Self.fixture.text.utf8)), as: UTF8.self)
    #expect(!renamed.contains("\"name") && renamed.contains("\"title.bottom\""))
    let after = SpecDocument(text: renamed)
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
    // The same layout: renaming changes no number.
    let before = try #require(Self.document.resolved).layouts(at: 0.5)
    #expect(try #require(after.resolved).layouts(at: 0.5) == before)
    #expect(
      rename(in: Self.document, at: Self.fixture.offset("3"), to: "avatar")
        == .refused("another subview already has the id \"avatar\""))
    if case .edits = rename(in: Self.document, at: Self.fixture.offset("3"), to: "a.b") {
      Issue.record("a dot would split the references")
    }
  }

  @Test func completionOffersIdsThenTheEdgesOfTheAxis() {
    // Before the dot: the other subviews' ids, with the usual edge.
    let ids = MarkedText(
      #"{ "subviews": [ { "id": "avatar", "keyframes": [] }, { "id": "name", "keyframes": [ { "progress": 0, "anchor": { "top": { "to": "av1️⃣" } } } ] } ] }"#
    )
    let idItems = completions(in: SpecDocument(text: ids.text), at: ids.offset("1")).items
    #expect(idItems.map(\.label) == ["avatar"])
    #expect(idItems.first?.insertText == #""avatar.bottom""#)
    // After the dot: the vertical edges, replacing what follows the dot.
    let edges = MarkedText(
      #"{ "subviews": [ { "id": "avatar", "keyframes": [] }, { "id": "name", "keyframes": [ { "progress": 0, "anchor": { "top": { "to": "avatar.b1️⃣" } } } ] } ] }"#
    )
    let edgeItems = completions(in: SpecDocument(text: edges.text), at: edges.offset("1")).items
    #expect(edgeItems.map(\.label) == ["top", "bottom", "centerY"])
    let edited = String(
      decoding: TextEdit.apply(edgeItems[1].edits, to: Array(edges.text.utf8)), as: UTF8.self)
    #expect(edited.contains(#""to": "avatar.bottom" }"#))
  }

  /// Tests/Fuzz/Findings/completion-reference-{before,after}-string.json: with the cursor
  /// before the `"to"` string (blanks between) or after its closing quote, the edit missed the
  /// cursor. Before it, the edit starts at the cursor and writes the blanks back; after it,
  /// the ids replace the whole string.
  @Test func completionBesideTheStringContainsTheCursor() {
    let spec =
      #"{ "subviews": [ { "id": "avatar", "keyframes": [] }, { "id": "name", "keyframes": [ { "progress": 0, "anchor": { "top": { "to":1️⃣  "avatar.top"2️⃣ } } } ] } ] }"#
    let text = MarkedText(spec)
    let document = SpecDocument(text: text.text)
    let before = completions(in: document, at: text.offset("1")).items
    #expect(before.map(\.label) == ["avatar"])
    #expect(before.allSatisfy { $0.range.touches(text.offset("1")) })
    let edited = String(
      decoding: TextEdit.apply(before[0].edits, to: Array(text.text.utf8)), as: UTF8.self)
    #expect(edited.contains(#""to":  "avatar.bottom" }"#))
    let after = completions(in: document, at: text.offset("2")).items
    #expect(after.map(\.label) == ["avatar"])
    #expect(after.allSatisfy { $0.range.touches(text.offset("2")) })
    // A colon between the cursor and the string: nothing fits.
    let stray = MarkedText(spec.replacingOccurrences(of: "1️⃣  ", with: "1️⃣ : "))
    #expect(completions(in: SpecDocument(text: stray.text), at: stray.offset("1")).items.isEmpty)
  }

  /// Tests/Fuzz/Findings/completion-reference-edge-after-invalid-utf8.bin: invalid UTF-8
  /// before the dot (decoded, each byte became three) put the edge completion's range after
  /// the cursor. The range starts right after the dot's byte.
  @Test func edgeCompletionAfterInvalidUTF8StartsAfterTheDot() {
    let head = Array(
      #"{ "subviews": [ { "id": "avatar", "keyframes": [] }, { "id": "name", "keyframes": [ { "progress": 0, "anchor": { "top": { "to": "av"#
        .utf8)
    let tail = Array(#"atar.bo" } } } ] } ] }"#.utf8)
    let bytes = head + [0xFF, 0xFF, 0xFF] + tail
    let cursor = head.count + 3 + "atar.bo".utf8.count
    let items = completions(in: SpecDocument(bytes: bytes), at: cursor).items
    #expect(items.map(\.label) == ["top", "bottom", "centerY"])
    let dot = head.count + 3 + "atar".utf8.count
    #expect(items.allSatisfy { $0.range == ByteRange(start: dot + 1, end: cursor) })
  }

  /// The fix of the only diagnostic of `text` with `code`, applied.
  private func fixed(_ text: String, _ code: DiagnosticCode) -> String? {
    let document = SpecDocument(text: text)
    guard let diagnostic = document.diagnostics.first(where: { $0.code == code }),
      let fix = QuickFix.fixes(for: diagnostic, in: document).first
    else { return nil }
    return String(decoding: TextEdit.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
  }

  @Test func quickFixesNameTheClosestIdOrEdgeAndNullTheSize() {
    let base =
      #"{ "bar": { "maxHeight": 100, "minHeight": 100 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": "avatar", "kind": "image", "keyframes": [ { "progress": 0, "frame": [16, 8, 40, 40] } ] }, { "id": "name", "keyframes": [ { "progress": 0, "anchor": ANCHOR, "size": SIZE } ] } ] }"#
    func spec(_ anchor: String, _ size: String = "[100, 20]") -> String {
      base.replacingOccurrences(of: "ANCHOR", with: anchor).replacingOccurrences(
        of: "SIZE", with: size)
    }
    #expect(
      fixed(spec(#"{ "leading": 16, "top": { "to": "avatr.bottom" } }"#), .unknownReference)
        == spec(#"{ "leading": 16, "top": { "to": "avatar.bottom" } }"#))
    #expect(
      fixed(spec(#"{ "leading": 16, "top": { "to": "avatar.botom" } }"#), .invalidReferenceEdge)
        == spec(#"{ "leading": 16, "top": { "to": "avatar.bottom" } }"#))
    let spanned = #"{ "leading": 16, "trailing": 16, "top": { "to": "avatar.bottom" } }"#
    let nulled = fixed(spec(spanned, "[200, 30]"), .axisDefinedTwice)
    #expect(nulled == spec(spanned, "[null, 30]"))
    #expect(nulled.map { SpecDocument(text: $0).diagnostics.isEmpty } == true)
  }
}
