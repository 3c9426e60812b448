import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis

/// How an event's record reads in a hover and an inlay hint, numbers as messages show them
/// (`NumberText`: at most three decimals).
enum EventsRecordText {
  /// `progress 0.37 · 150 pt`, then ` · snaps to 1` when the event snapped.
  static func hint(_ record: ScrollRecord) -> String {
    let n = NumberText.format
    var label = "progress \(n(record.progress)) · \(n(record.height)) pt"
    if let target = record.snappedTo { label += " · snaps to \(n(target))" }
    return label
  }

  /// The hover of event `number` (1-based) of `count`: a table of its record, and for the
  /// changes an app makes a sentence on what changed since `before` (the previous record; for
  /// the first event, the scroll view at rest at `startOffset`).
  static func markdown(
    _ record: ScrollRecord, number: Int, of count: Int, before: ScrollRecord?,
    startOffset: Double
  ) -> String {
    let n = NumberText.format
    let snap = record.snappedTo.map { "snaps to \(n($0))" } ?? "no snap"
    var text = """
      **`\(record.event.typeName)`**, event \(number) of \(count)

      | offset | progress | height | snap |
      | --- | --- | --- | --- |
      | \(n(record.offset)) pt | \(n(record.progress)) | \(n(record.height)) pt | \(snap) |
      """
    let fromOffset = n(before?.offset ?? startOffset)
    let fromHeight = before.map { "from \(n($0.height)) pt " } ?? ""
    switch record.event {
    case .environment(let change):
      text += "\n\nThe environment changes (\(describe(change))): the height goes \(fromHeight)"
      text += "to \(n(record.height)) pt"
      if n(record.offset) != fromOffset {
        text += " and the offset from \(fromOffset) to \(n(record.offset)) pt"
      }
      text += "; the progress stays \(n(record.progress))."
    case .contentHeight(let content, let viewport):
      let sizes = [
        content.map { "content height \(n($0)) pt" }, viewport.map { "viewport \(n($0)) pt" },
      ].compactMap { $0 }.joined(separator: ", ")
      text += "\n\nThe scroll view changes (\(sizes)): the offset goes from \(fromOffset) to "
      text += "\(n(record.offset)) pt."
    case .setProgress(let progress, let animated):
      text += "\n\nThe app sets the progress to \(n(progress))\(animated ? ", animated" : ""): "
      text += "the offset goes from \(fromOffset) to \(n(record.offset)) pt, the height "
      text += "\(fromHeight)to \(n(record.height)) pt."
    case .scrollToTop:
      text += "\n\nThe status bar is tapped: the offset goes from \(fromOffset) to the top, "
      text += "\(n(record.offset)) pt, and the bar expands to \(n(record.height)) pt."
    case .beginDrag, .scroll, .endDrag, .endDecelerate:
      break
    }
    return text
  }

  /// `orientation landscape, contentSize AX2`: the keys an environment event gives.
  static func describe(_ change: EnvironmentChange) -> String {
    let n = NumberText.format
    let keys = [
      change.device.map { "device \($0.name)" },
      change.orientation.map { "orientation \($0.rawValue)" },
      change.contentSize.map { "contentSize \($0.shortName)" },
      change.layoutDirection.map { "layoutDirection \($0.rawValue)" },
      change.width.map { "width \(n($0)) pt" }, change.topInset.map { "topInset \(n($0)) pt" },
    ].compactMap { $0 }
    return keys.isEmpty ? "no keys" : keys.joined(separator: ", ")
  }
}
