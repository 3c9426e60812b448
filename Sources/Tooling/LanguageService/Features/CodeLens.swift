import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// A line the editor shows above `range`'s first line, which runs the preview when clicked.
public struct CodeLens: Hashable, Sendable {
  /// What a click on the lens previews.
  public enum Action: Hashable, Sendable {
    /// The preview page at `progress` (nil: the page's own start, progress 0).
    case preview(progress: Double?)
    /// The preview page, playing its drag-and-fling gesture (`#play=fling`).
    case playFling
    /// The preview page of an events file's spec, playing the file's records instead of the
    /// gesture (`EventsCodeLens`).
    case replayEvents
  }

  /// The bar's or behaviour's key, or a subview's object (UTF-8).
  public var range: ByteRange
  /// `Preview`, `Play fling`, `visible 0 to 0.4`.
  public var title: String
  public var action: Action

  public init(range: ByteRange, title: String, action: Action) {
    self.range = range
    self.title = title
    self.action = action
  }
}

/// The code lenses of a document: "Preview" above the `bar` key, "Play fling" above the
/// `behavior` key, and above each subview object the progress spans where it is visible
/// (`ResolvedHeader.visibleSpans`: "visible 0 to 0.4", "visible throughout", "never
/// visible"), which previews the first of them. None for a spec without a model; no subview
/// lens for one the geometry cannot resolve. In document order.
///
/// Cost: O(keyframes) for the spans, one lens per subview, each title at most
/// `maxSpansInTitle` spans long.
public func codeLenses(in document: SpecDocument) -> [CodeLens] {
  guard let spec = document.spec else { return [] }
  let map = document.sourceMap
  var lenses: [CodeLens] = []
  if let key = map.ranges(.bar)?.key {
    lenses.append(CodeLens(range: key, title: "Preview", action: .preview(progress: nil)))
  }
  if let key = map.ranges(.behavior)?.key {
    lenses.append(CodeLens(range: key, title: "Play fling", action: .playFling))
  }
  guard let resolved = document.resolved else { return lenses }
  for index in spec.subviews.indices {
    guard let range = map.ranges(.subview(index))?.value else { continue }
    let spans = resolved.visibleSpans(subview: index)
    lenses.append(
      CodeLens(
        range: range, title: visibilityTitle(spans),
        action: .preview(progress: spans.first?.lowerBound)))
  }
  return lenses.sorted { $0.range.start < $1.range.start }
}

/// The most spans a visibility lens names; the rest are counted.
let maxSpansInTitle = 4

/// "never visible", "visible throughout", or "visible 0 to 0.2, 0.5 to 0.9" (numbers as the
/// hover prints them, at most `maxSpansInTitle` spans, then "and N more").
func visibilityTitle(_ spans: [ClosedRange<Double>]) -> String {
  guard let first = spans.first else { return "never visible" }
  if spans.count == 1, first.lowerBound <= 0, first.upperBound >= 1 { return "visible throughout" }
  let n = NumberText.format
  var text =
    "visible "
    + spans.prefix(maxSpansInTitle).map { "\(n($0.lowerBound)) to \(n($0.upperBound))" }
    .joined(separator: ", ")
  if spans.count > maxSpansInTitle { text += " and \(spans.count - maxSpansInTitle) more" }
  return text
}
