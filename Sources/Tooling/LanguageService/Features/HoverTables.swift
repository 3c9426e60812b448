import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// The geometry sections of a hover, as markdown tables. Every number comes from
/// `ResolvedHeader`, `SubviewLayout` and `Snapping`; numbers are written as messages write
/// them (at most three decimals).
struct HoverTables {
  let document: SpecDocument
  let samples: [Double]

  /// The overscroll, in points, at which an elastic bar's stretch is shown.
  static let overscroll = 50.0

  /// The section for a hover at `location` on member `key` (nil off a member).
  func section(for location: SourceMap.Location?, key: String?, atRoot: Bool) -> String? {
    guard let resolved = document.resolved, let location else { return nil }
    switch location {
    case .root:
      guard atRoot, key == "bar" || key == "behavior" else { return nil }
      return heights(resolved)
    case .bar:
      return heights(resolved)
    case .behavior:
      guard key == "kind" || key == "elastic" || key == "stretchLimit" else { return nil }
      return heights(resolved)
    case .subview(let index):
      return subview(index, resolved)
    case .keyframe(let subview, let keyframe):
      return self.keyframe(subview, keyframe, resolved)
    case .snappingRange(let index):
      return snapping(index, resolved)
    }
  }

  static func n(_ value: Double) -> String { NumberText.format(value) }

  // MARK: - Bar

  /// The bar's height at each sample, and when elastic the stretch at `overscroll` points;
  /// with heights for a compact vertical size class, those as written too
  /// (Schemas/FORMAT.md#heights-per-size-class).
  func heights(_ resolved: ResolvedHeader) -> String {
    var lines = ["**Bar height**", "", "| progress | height (pt) |", "|---:|---:|"]
    let spec = resolved.spec
    let compact =
      spec.hasCompactOverrides && spec.behavior.kind != .largeTitle
      ? ResolvedHeader(spec.withCompactHeights) : nil
    if let compact {
      lines = [
        "**Bar height**", "", "| progress | height (pt) | compact height (pt) |",
        "|---:|---:|---:|",
      ]
      for progress in samples {
        lines.append(
          "| \(Self.n(progress)) | \(Self.n(resolved.height(at: progress))) | "
            + "\(Self.n(compact.height(at: progress))) |")
      }
    } else {
      for progress in samples {
        lines.append("| \(Self.n(progress)) | \(Self.n(resolved.height(at: progress))) |")
      }
    }
    let metrics = resolved.metrics
    if metrics.isElastic, metrics.range > 0 {
      let progress = -Self.overscroll / metrics.range
      lines.append("")
      lines.append(
        "Elastic: pulled \(Self.n(Self.overscroll)) pt past the top (progress "
          + "\(Self.n(progress))), the bar is \(Self.n(resolved.height(at: progress))) pt tall"
          + (metrics.stretchLimit.map { " (stretch limit \(Self.n($0)) pt)" } ?? "") + ".")
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Subviews

  /// A subview's frame (bounding box in bar coordinates), alpha and visibility at each sample.
  func subview(_ index: Int, _ resolved: ResolvedHeader) -> String? {
    guard resolved.spec.subviews.indices.contains(index) else { return nil }
    let subview = resolved.spec.subviews[index]
    var lines = ["**`\(subview.id)`** (\(subview.kind.name))", ""]
    if case .label(let label) = subview.kind {
      // The size the label's text is drawn at here: its text style's at the content size.
      let style = label.textStyle.map { " (\($0.rawValue) at \(contentSizeName))" } ?? ""
      lines += ["Font: \(Self.n(label.fontSize)) pt\(style)", ""]
    }
    lines += ["| progress | frame (x, y, w, h) | alpha | visible |", "|---:|---|---:|---|"]
    // The stretch first: the subview's reachable keyframes below 0, where it is laid out anew.
    let lowest = resolved.metrics.lowestLayoutProgress
    let stretched = resolved.timelines[index].keyframes.map(\.progress).filter {
      $0 < 0 && $0 >= lowest && !samples.contains($0)
    }
    for progress in stretched + samples {
      let layout = resolved.layout(subview: index, at: progress)
      lines.append(
        "| \(Self.n(progress)) | `\(Self.rect(layout.frame))` | \(Self.n(layout.alpha)) | "
          + "\(layout.isVisible ? "yes" : "no") |")
    }
    if let devices = subviewOnDevices(index) { lines += ["", devices] }
    return lines.joined(separator: "\n")
  }

  /// The content size the document is laid out at: its environment's, else `L`.
  var contentSizeName: String {
    (document.settings.environment?.contentSize ?? .large).shortName
  }

  static func rect(_ rect: Rect) -> String {
    "(\(n(rect.x)), \(n(rect.y)), \(n(rect.width)), \(n(rect.height)))"
  }

  // MARK: - Keyframes

  /// A keyframe's attributes after inheritance, laid out in the bar at its own progress.
  func keyframe(_ subview: Int, _ keyframe: Int, _ resolved: ResolvedHeader) -> String? {
    guard resolved.timelines.indices.contains(subview) else { return nil }
    let timeline = resolved.timelines[subview]
    guard let position = timeline.position(ofSource: keyframe) else { return nil }
    let attributes = timeline.keyframes[position]
    let height = resolved.height(at: attributes.progress)
    // A keyframe placed by references reads the other subviews at the same progress.
    let layout =
      attributes.isDynamic
      ? attributes.layout(
        barHeight: height, width: resolved.metrics.width,
        layout: { [layouts = resolved.layouts(at: attributes.progress)] in layouts[$0] })
      : attributes.layout(barHeight: height)
    let transform =
      layout.transform.isIdentity
      ? "identity" : "`[\(layout.transform.components.map(Self.n).joined(separator: ", "))]`"
    return [
      "**Keyframe at progress \(Self.n(attributes.progress))**: bar height "
        + "\(Self.n(height)) pt",
      "",
      "| attribute | value |", "|---|---|",
      "| center | `(\(Self.n(layout.center.x)), \(Self.n(layout.center.y)))` |",
      "| size | `(\(Self.n(layout.size.width)), \(Self.n(layout.size.height)))` |",
      "| frame | `\(Self.rect(layout.frame))` |",
      "| alpha | \(Self.n(layout.alpha)) |",
      "| hidden | \(layout.hidden) |",
      "| zIndex | \(layout.zIndex) |",
      "| cornerRadius | \(Self.n(layout.cornerRadius)) |",
      "| transform | \(transform) |",
    ].joined(separator: "\n")
  }

  // MARK: - Snapping

  /// Which progress values in the range snap where (the first matching range wins) and the
  /// content-offset shift of each snap.
  func snapping(_ index: Int, _ resolved: ResolvedHeader) -> String? {
    let ranges = resolved.spec.behavior.snapping
    guard ranges.indices.contains(index) else { return nil }
    let range = ranges[index]
    var values = Set(samples.filter { range.contains($0) })
    if range.from <= range.to {
      values.insert(range.from)
      values.insert(range.to)
    }
    var lines = [
      "**Snapping range \(index + 1)**: progress in [\(Self.n(range.from)), "
        + "\(Self.n(range.to))] snaps to \(Self.n(range.target)) (bar height "
        + "\(Self.n(resolved.height(at: range.target))) pt)",
      "",
      "| progress | snaps to | content offset shift (pt) |", "|---:|---:|---:|",
    ]
    for progress in values.sorted() {
      guard let match = Snapping.target(for: progress, in: ranges) else {
        lines.append("| \(Self.n(progress)) | no snap | 0 |")
        continue
      }
      let shift = Snapping.offsetShift(
        from: progress, to: match.target, range: resolved.metrics.range)
      let winner = match.range == index ? "" : " (range \(match.range + 1) wins)"
      lines.append("| \(Self.n(progress)) | \(Self.n(match.target))\(winner) | \(Self.n(shift)) |")
    }
    if !resolved.spec.behavior.snappingEnabled {
      lines.append("")
      lines.append("`snappingEnabled` is false: the bar never snaps.")
    }
    return lines.joined(separator: "\n")
  }
}
