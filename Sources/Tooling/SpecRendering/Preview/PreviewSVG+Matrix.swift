import HeaderGeometry

/// `preview --format svg --matrix`: the spec in every environment of its matrix, one row per
/// environment (devices outermost, as `EnvironmentMatrix.environments` runs them) and one
/// column per progress sample. Each row is headed by its environment's name and each panel is
/// `panel`'s, with the bar's origin on screen in its caption. Element ids stay unique: panel
/// `S` of the whole grid is row x samples + column. O(environments x samples x subviews).
extension PreviewSVG {
  /// One row of the grid: a name and the spec adapted to its environment.
  public struct MatrixRow: Sendable {
    public var name: String
    public var header: ResolvedHeader
    public var barOrigin: Double

    public init(name: String, header: ResolvedHeader, barOrigin: Double) {
      self.name = name
      self.header = header
      self.barOrigin = barOrigin
    }
  }

  /// What `matrixRows` and `renderMatrix` will lay out and write for `spec` in `matrix` at
  /// `samples` progress values, counted from the matrix's axes alone.
  public static func matrixWork(_ spec: HeaderSpec, matrix: EnvironmentMatrix, samples: Int)
    -> RenderWork
  {
    RenderWork(
      what: "the SVG matrix", subviews: spec.subviews.count,
      environments: RenderWork.environments(in: matrix), samples: samples,
      bytesPerLayout: bytesPerLayout)
  }

  /// The rows of `spec` in each environment of `matrix`, named "iPhone 15, landscape, AX3,
  /// rtl" (each axis the matrix varies).
  public static func matrixRows(_ spec: HeaderSpec, matrix: EnvironmentMatrix) -> [MatrixRow] {
    matrix.environments.map { device, environment in
      var parts = [device.name]
      if matrix.orientations.count > 1 { parts.append(environment.orientation.rawValue) }
      if matrix.contentSizes.count > 1 { parts.append(environment.contentSize.shortName) }
      if matrix.layoutDirections.count > 1 { parts.append(environment.layoutDirection.rawValue) }
      return MatrixRow(
        name: parts.joined(separator: ", "),
        header: ResolvedHeader(spec.adapted(to: environment)),
        barOrigin: spec.barOrigin(in: environment))
    }
  }

  /// The grid of `rows` by `progress` samples, as one standalone SVG document. Refused past
  /// `budget`: before any layout, and as soon as the text passes its `outputBytes`.
  public static func renderMatrix(
    _ rows: [MatrixRow], progress: [Double], name: String?, budget: RenderBudget = .commandLine
  ) throws(RenderBudget.Exceeded) -> String {
    try budget.check(
      RenderWork(
        what: "the SVG matrix", subviews: rows.first?.header.spec.subviews.count ?? 0,
        environments: rows.count, samples: progress.count, bytesPerLayout: bytesPerLayout))
    let rowLabel = 22.0
    var body = ""
    var y = 0.0
    var totalWidth = gap
    for (row, entry) in rows.enumerated() {
      let layouts = progress.map { entry.header.layout(at: $0) }
      let width = entry.header.spec.width
      let tallest = layouts.map(\.height).max() ?? 0
      body += "  <g id=\"row-\(row)\" transform=\"translate(0, \(n(y)))\">\n"
      body +=
        "    <text x=\"\(n(gap))\" y=\"\(n(gap + 16))\" font-size=\"15\" font-weight=\"bold\" "
        + "fill=\"#1c1c1e\">\(escape(entry.name))</text>\n"
      body += "    <g transform=\"translate(0, \(n(rowLabel)))\">\n"
      for (column, layout) in layouts.enumerated() {
        let x = gap + Double(column) * (width + gap)
        let lines = panel(
          layout, index: row * progress.count + column, x: x, width: width,
          kinds: entry.header.spec.subviews.map(\.kind), clips: entry.header.spec.bar.clipsToBounds,
          barOrigin: entry.barOrigin)
        body += lines.map { "      " + $0 + "\n" }.joined()
        try budget.checkOutput(body.utf8.count, of: "the SVG matrix")
      }
      body += "    </g>\n  </g>\n"
      y += rowLabel + caption + tallest + gap
      totalWidth = max(totalWidth, Double(layouts.count) * (width + gap) + gap)
    }
    let totalHeight = y + gap
    let svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(totalHeight))" \
      viewBox="0 0 \(n(totalWidth)) \(n(totalHeight))" font-family="-apple-system, Helvetica, Arial, sans-serif">
      <title>\(escape(name ?? "header")): \(rows.count) environments x \(progress.count) samples</title>
      <rect width="100%" height="100%" fill="#ffffff"/>

      """ + body + "</svg>\n"
    try budget.checkOutput(svg.utf8.count, of: "the SVG matrix")
    return svg
  }
}
