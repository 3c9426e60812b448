import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// The inlay hints of an events file in `range`, once the replay ran (`records`, one per
/// event): after each event's object, its progress and height (`progress 0.37 · 150 pt`),
/// and ` · snaps to 1` when it snapped. Cost: O(events).
public func inlayHints(in events: EventsDocument, records: [ScrollRecord]?, range: ByteRange)
  -> [InlayHint]
{
  guard let records, records.count == events.eventRanges.count else { return [] }
  var hints: [InlayHint] = []
  for (record, eventRange) in zip(records, events.eventRanges)
  where range.start <= eventRange.end && eventRange.end <= range.end {
    hints.append(
      InlayHint(
        offset: eventRange.end, label: EventsRecordText.hint(record),
        tooltip: "After this `\(record.event.typeName)` event: offset "
          + "\(NumberText.format(record.offset)) pt."))
  }
  return hints
}
