import Foundation
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import Testing

@testable import SpecAnalysis
@testable import SpecRendering

/// The previews' and diff's bounds: the work each counts before it lays anything out, the
/// refusal that names the bound and the figure, and the guard that stops a writer whose text
/// grows past its bytes.
@Suite struct RenderBudgetTests {
  /// A spec of `count` labels; with `matrix`, a `supports` of nine devices (`nineDevices`) and
  /// every orientation, content size and direction (9 x 2 x 12 x 2 = 432 environments).
  static func spec(labels count: Int, matrix: Bool = false) -> String {
    let labels = (0..<count).map {
      """
      { "id": "l\($0)", "kind": "label", "text": "Label \($0)", "keyframes": [
        { "progress": 0, "frame": [\($0 % 200), 10, 100, 20] }, { "progress": 1, "alpha": 0.5 } ] }
      """
    }
    let devices = nineDevices.map { "\"\($0.name)\"" }.joined(separator: ", ")
    let supports =
      matrix
      ? """
      "supports": { "devices": [\(devices)], "orientations": ["portrait", "landscape"],
        "contentSizes": ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"],
        "layoutDirections": ["ltr", "rtl"] },
      """ : ""
    return """
      { "version": 1, "name": "Many", "width": 375, "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash", "snappingEnabled": false }, \(supports)
        "subviews": [\(labels.joined(separator: ",\n"))] }
      """
  }

  static func document(labels count: Int, matrix: Bool = false) throws -> SpecDocument {
    let document = SpecDocument(text: spec(labels: count, matrix: matrix))
    try #require(document.spec != nil)
    return document
  }

  /// What `body` throws, nil when it returns.
  static func refusal(_ body: () throws(RenderBudget.Exceeded) -> Void) -> String? {
    do throws(RenderBudget.Exceeded) {
      try body()
      return nil
    } catch {
      return error.message
    }
  }

  // MARK: - Work and messages

  @Test func workIsSubviewsByEnvironmentsBySamples() {
    let work = RenderWork(
      what: "the preview", subviews: 8_000, environments: 18, samples: 201, bytesPerLayout: 40)
    #expect(work.layouts == 28_944_000)
    #expect(work.estimatedBytes == 1_157_760_000)
    #expect(
      work.description
        == "8,000 subviews x 18 environments x 201 samples = 28,944,000 layouts")
    let one = RenderWork(
      what: "the preview", subviews: 1, environments: 1, samples: 1, bytesPerLayout: 1)
    #expect(one.description == "1 subviews x 1 environment x 1 sample = 1 layouts")
  }

  @Test func hugeCountsSaturateInsteadOfOverflowing() {
    let work = RenderWork(
      what: "the preview", subviews: Int.max / 2, environments: 432, samples: 1_000,
      bytesPerLayout: 500)
    #expect(work.layouts == Int.max)
    #expect(work.estimatedBytes == Int.max)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in try RenderBudget.server.check(work) }
        != nil)
  }

  @Test func refusalNamesTheBoundAndTheFigure() {
    let budget = RenderBudget(spender: "a preview", layouts: 1_000_000, outputBytes: 128 << 20)
    let over = RenderWork(
      what: "the HTML page", subviews: 8_000, environments: 8, samples: 201, bytesPerLayout: 34)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in try budget.check(over) }
        == "the HTML page would lay out 8,000 subviews x 8 environments x 201 samples = "
        + "12,864,000 layouts; a preview lays out at most 1,000,000")
    let wide = RenderWork(
      what: "the SVG matrix", subviews: 1_000, environments: 1, samples: 1_000,
      bytesPerLayout: 150)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in try budget.check(wide) }
        == "the SVG matrix would write at least 143.1 MiB (1,000 subviews x 1 environment x "
        + "1,000 samples = 1,000,000 layouts); a preview writes at most 128 MiB")
    let within = RenderWork(
      what: "the preview", subviews: 50, environments: 432, samples: 5, bytesPerLayout: 150)
    #expect(Self.refusal { () throws(RenderBudget.Exceeded) in try budget.check(within) } == nil)
  }

  @Test func partsAreCheckedTogether() {
    let budget = RenderBudget(spender: "the server", layouts: 100, outputBytes: 1 << 20)
    let half = RenderWork(
      what: "the preview", subviews: 10, environments: 1, samples: 6, bytesPerLayout: 1)
    #expect(Self.refusal { () throws(RenderBudget.Exceeded) in try budget.check(half) } == nil)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in try budget.check(half, half) }
        == "the preview would lay out 10 subviews x 1 environment x 6 samples = 60 layouts + "
        + "10 subviews x 1 environment x 6 samples = 60 layouts = 120 layouts; the server lays "
        + "out at most 100")
  }

  // MARK: - Each output counts its work

  @Test func thePageCountsItsEnvironmentsFromTheSpec() throws {
    let plain = try #require(Self.document(labels: 3).spec)
    #expect(PreviewHTML.work(plain).layouts == 3 * 1 * 201)
    let matrix = try #require(Self.document(labels: 3, matrix: true).spec)
    #expect(RenderWork.environments(in: matrix.supports) == 432)
    #expect(RenderWork.environments(in: matrix.supports) == matrix.supports.environments.count)
    #expect(PreviewHTML.work(matrix).layouts == 3 * PreviewHTML.maxEnvironments * 201)
    #expect(
      PreviewSVG.matrixWork(matrix, matrix: matrix.supports, samples: 5).layouts == 3 * 432 * 5)
  }

  @Test func aPageOverItsBudgetIsRefusedBeforeItIsBuilt() throws {
    let document = try Self.document(labels: 30, matrix: true)
    let budget = RenderBudget(
      spender: "the server", layouts: 30 * 8 * 201 - 1, outputBytes: 1 << 30)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try PreviewHTML.page(document, nonce: "n", budget: budget)
      }
        == "the HTML page would lay out 30 subviews x 8 environments x 201 samples = 48,240 "
        + "layouts; the server lays out at most 48,239")
  }

  @Test func thePageDataTextIsItsCompactForm() throws {
    let document = try Self.document(labels: 4, matrix: true)
    let page = try #require(try PreviewHTML.page(document, nonce: "n"))
    let text = page.data.text(.scriptSafe)
    #expect(
      page.html.contains(
        "<script type=\"application/json\" id=\"headerspec-data\">\(text)</script>"))
    let environments = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect((environments?["environments"] as? [Any])?.count == PreviewHTML.maxEnvironments)
  }

  @Test func aWriterStopsWhenItsTextPassesTheBytes() throws {
    let document = try Self.document(labels: 20, matrix: true)
    let header = try #require(document.resolved)
    let samples = [0, 0.25, 0.5, 0.75, 1]
    // Each output with one byte less than it takes, which its estimate (the fewest bytes a
    // subview takes) lets through: the writer itself must stop.
    func budget(_ text: String, _ work: RenderWork) throws -> RenderBudget {
      let bytes = text.utf8.count - 1
      try #require(work.estimatedBytes < bytes)
      return RenderBudget(spender: "a preview", layouts: 1_000_000, outputBytes: bytes)
    }
    func expectStopped(_ message: String?, _ what: String, _ budget: RenderBudget) {
      let size = RenderBudget.size(budget.outputBytes)
      #expect(message?.hasPrefix("\(what) grew past \(size) of output (") == true)
      #expect(message?.hasSuffix("so far); a preview writes at most \(size)") == true)
    }

    let svg = try PreviewSVG.render(header, progress: samples)
    let svgBudget = try budget(svg, PreviewSVG.work(header, samples: samples.count))
    expectStopped(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try PreviewSVG.render(header, progress: samples, budget: svgBudget)
      }, "the SVG preview", svgBudget)

    let animated = try PreviewSVG.animated(header)
    let animatedBudget = try budget(animated, PreviewSVG.animationWork(header.spec))
    expectStopped(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try PreviewSVG.animated(header, budget: animatedBudget)
      }, "the animated SVG", animatedBudget)

    let page = try #require(try PreviewHTML.page(document, nonce: nil))
    let pageBudget = try budget(page.data.text(.scriptSafe), PreviewHTML.work(header.spec))
    expectStopped(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try PreviewHTML.page(document, nonce: nil, budget: pageBudget)
      }, "the HTML page", pageBudget)

    let diff = try SpecDiffSVG.render(old: header, new: header)
    let diffBudget = try budget(
      diff, SpecDiffSVG.work(old: header, new: header, samples: samples.count))
    expectStopped(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try SpecDiffSVG.render(old: header, new: header, budget: diffBudget)
      }, "the diff's SVG", diffBudget)
  }

  @Test func theMatrixAndTheDiffAreRefusedPastTheirLayouts() throws {
    let spec = try #require(Self.document(labels: 10, matrix: true).spec)
    let budget = RenderBudget(spender: "a preview", layouts: 1_000, outputBytes: 1 << 30)
    let rows = PreviewSVG.matrixRows(spec, matrix: spec.supports)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try PreviewSVG.renderMatrix(rows, progress: [0, 1], name: nil, budget: budget)
      }
        == "the SVG matrix would lay out 10 subviews x 432 environments x 2 samples = 8,640 "
        + "layouts; a preview lays out at most 1,000")
    // 10 matched subviews, each with 2 + 2 keyframes: 5 pieces, 6 numbers at 5 points in 2
    // specs; the spec as written, and as much again for each environment compared.
    #expect(SpecDiff.work(old: spec, new: spec).layouts == 10 * 1 * 300)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try SpecDiff(old: spec, new: spec, budget: budget)
      }
        == "the diff would lay out 10 subviews x 1 environment x 300 samples = 3,000 layouts; "
        + "a preview lays out at most 1,000")
    // 1,000,000 layouts hold the spec as written and 332 of the 432 environments.
    let diff = try SpecDiff(old: spec, new: spec)
    #expect(diff.environmentsSupported == 432)
    #expect(diff.environmentsNotCompared.count == 100)
  }

  @Test func theJSONCountsEveryFile() throws {
    let header = try #require(Self.document(labels: 10).resolved)
    let file = PreviewFile(path: "a", header: header, progress: [0, 1])
    let budget = RenderBudget(spender: "a preview", layouts: 50, outputBytes: 1 << 30)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try PreviewJSON.files([file, file], budget: budget)
      } == nil)
    #expect(
      Self.refusal { () throws(RenderBudget.Exceeded) in
        _ = try PreviewJSON.files([file, file, file], budget: budget)
      }
        == "the preview would lay out 10 subviews x 1 environment x 2 samples = 20 layouts + 10 "
        + "subviews x 1 environment x 2 samples = 20 layouts + 10 subviews x 1 environment x 2 "
        + "samples = 20 layouts = 60 layouts; a preview lays out at most 50")
  }
}
