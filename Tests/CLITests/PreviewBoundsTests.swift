import Foundation
import HeaderGeometry
import HeaderSpecLoading
import Testing

/// Issue 32's previews past their bounds, through the real binary: each is refused before
/// anything is laid out, with exit 2, nothing on stdout and one line naming the bound and the
/// figure. (Their time and memory are `.ci/checks/complexity`'s, on the release binary.)
@Suite struct PreviewBoundsTests {
  /// Nine devices of different screens, as `.ci/checks/complexity`'s specs list them.
  static let nineDevices = [
    "iPhone SE 3rd generation", "iPhone 11 Pro", "iPhone 11", "iPhone 14", "iPhone 15",
    "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPad Pro 11-inch",
  ]

  /// A spec of `count` labels, each with two keyframes; with `matrix`, a `supports` of nine
  /// devices, every orientation, content size and direction (9 x 2 x 12 x 2 = 432
  /// environments).
  static func spec(labels count: Int, matrix: Bool = false) -> String {
    var text = """
      { "version": 1, "name": "Many", "width": 375, "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash", "snappingEnabled": false },

      """
    if matrix {
      let devices = Self.nineDevices.map { "\"\($0)\"" }.joined(separator: ", ")
      text += """
          "supports": { "devices": [\(devices)], "orientations": ["portrait", "landscape"],
            "contentSizes": ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4",
              "AX5"], "layoutDirections": ["ltr", "rtl"] },

        """
    }
    let labels = (0..<count).map {
      "    { \"id\": \"label\($0)\", \"kind\": \"label\", \"text\": \"Label \($0)\", "
        + "\"keyframes\": [ { \"progress\": 0, \"frame\": [\($0 % 200), 10, 100, 20] }, "
        + "{ \"progress\": 1, \"alpha\": 0.5 } ] }"
    }
    return text + "  \"subviews\": [\n" + labels.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  /// Runs `headerspec ARGUMENTS` on a file holding `text`, with the file's path for `FILE`.
  func run(_ text: String, _ arguments: [String]) throws -> HeaderspecRunner.Result {
    let file = try HeaderspecRunner.file(text, name: "many.header.json")
    return try HeaderspecRunner.run(arguments.map { $0 == "FILE" ? file : $0 })
  }

  func expectRefused(_ result: HeaderspecRunner.Result, _ message: String) {
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func anHTMLPageOf8000LabelsIsRefused() throws {
    // The issue's 1.4 MB spec: 10.7 s and 1.64 GB for a 90 MB page.
    let result = try run(Self.spec(labels: 8_000), ["preview", "FILE", "--format", "html"])
    expectRefused(
      result,
      "many.header.json: the HTML page would lay out 8,000 subviews x 1 environment x 201 "
        + "samples = 1,608,000 layouts; a preview lays out at most 1,000,000\n")
  }

  @Test func anHTMLPageOfEverySupportedEnvironmentIsRefused() throws {
    // The page holds 8 environments whatever the device: the flag only keeps the analysis to
    // one environment, so that the test is quick.
    let result = try run(
      Self.spec(labels: 700, matrix: true),
      ["preview", "FILE", "--format", "html", "--device", "iPhone 15"])
    expectRefused(
      result,
      "the HTML page would lay out 700 subviews x 8 environments x 201 samples = 1,125,600 "
        + "layouts; a preview lays out at most 1,000,000\n")
  }

  @Test func anSVGMatrixOfEveryEnvironmentIsRefused() throws {
    // The issue's case is 500 subviews at 5 samples (555 MB); here 3 subviews at 1,000
    // samples, whose analysis in 432 environments is quick in a debug build.
    let progress = (0..<1_000).map { "\(Double($0) / 999)" }.joined(separator: ",")
    let result = try run(
      Self.spec(labels: 3, matrix: true),
      ["preview", "FILE", "--format", "svg", "--matrix", "--progress", progress])
    expectRefused(
      result,
      "the SVG matrix would lay out 3 subviews x 432 environments x 1,000 samples = 1,296,000 "
        + "layouts; a preview lays out at most 1,000,000\n")
  }

  @Test func everyFormatOfManySamplesIsRefused() throws {
    let progress = (0..<1_000).map { "\(Double($0) / 999)" }.joined(separator: ",")
    let spec = Self.spec(labels: 1_200)
    for format in ["json", "text", "svg"] {
      let result = try run(spec, ["preview", "FILE", "--format", format, "--progress", progress])
      let what = format == "svg" ? "the SVG preview" : "the preview"
      expectRefused(
        result,
        "\(what) would lay out 1,200 subviews x 1 environment x 1,000 samples = 1,200,000 "
          + "layouts; a preview lays out at most 1,000,000\n")
    }
  }

  @Test func aDiffOfManyKeyframesIsRefusedInEveryFormat() throws {
    // 500 labels of 20 keyframes in both specs: 41 pieces each, 6 numbers at 5 points in 2
    // specs, 2,460 layouts per label.
    func spec(_ y: Int) -> String {
      let labels = (0..<500).map { index in
        let keyframes = (0..<20).map {
          "{ \"progress\": \(Double($0) / 19), \"frame\": [\(index % 200), \(y), 100, 20] }"
        }
        return "{ \"id\": \"l\(index)\", \"kind\": \"view\", \"keyframes\": ["
          + keyframes.joined(separator: ", ") + "] }"
      }
      return """
        { "version": 1, "width": 375, "bar": { "maxHeight": 100, "minHeight": 44 },
          "behavior": { "kind": "squareCash", "snappingEnabled": false },
          "subviews": [\(labels.joined(separator: ",\n"))] }
        """
    }
    let old = try HeaderspecRunner.file(spec(10), name: "old.header.json")
    let new = try HeaderspecRunner.file(spec(12), name: "new.header.json")
    for format in ["text", "json", "github", "svg"] {
      let result = try HeaderspecRunner.run(["diff", old, new, "--format", format])
      expectRefused(
        result,
        "diff: the diff would lay out 500 subviews x 1 environment x 2,460 samples = "
          + "1,230,000 layouts; a preview lays out at most 1,000,000\n")
    }
  }

  @Test func previewsWithinTheBoundsAreMade() throws {
    let spec = Self.spec(labels: 20, matrix: true)
    let html = try run(spec, ["preview", "FILE", "--format", "html", "--device", "iPhone 15"])
    #expect(html.status == 0, "\(html.stderr)")
    #expect(html.stdout.hasSuffix("</html>\n"))
    let animated = try run(
      spec, ["preview", "FILE", "--format", "svg", "--animate", "--device", "iPhone 15"])
    #expect(animated.status == 0, "\(animated.stderr)")
    #expect(animated.stdout.hasSuffix("</svg>\n"))
  }
}
