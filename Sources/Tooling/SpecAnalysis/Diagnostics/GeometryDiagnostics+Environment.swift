import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// The words of the problems only an environment shows (`ResolvedHeader.environmentProblems`):
/// HS314 to HS316 (HS315 for a text too wide or too tall). Their numbers differ from one environment to the next, their words do not,
/// so `MatrixAnalysis` reports each once.
extension GeometryDiagnostics {
  mutating func outsideSafeArea(
    _ subview: Int, _ progress: Double, _ overflow: Double, _ edge: GeometryProblem.Edge
  ) {
    let place =
      edge == .top
      ? "under the status bar"
      : "into the \(edge.rawValue) safe-area inset (the sensor housing)"
    let advice =
      edge == .top
      ? "move it below the top inset"
      : "anchor it to the leading or trailing edge, which follows the insets"
    emit(
      .outsideSafeArea,
      "\(subviewName(subview)) reaches \(Self.n(overflow)) pt \(place) at progress "
        + "\(Self.n(progress)); \(advice)",
      subviewRange(subview))
  }

  mutating func textDoesNotFit(
    _ subview: Int, _ progress: Double, _ textWidth: Double, _ frameWidth: Double,
    _ fontSize: Double
  ) {
    // One interpolation: three joined with `+` cost about a quarter more (callgrind).
    emit(
      .textDoesNotFit,
      """
      the text of \(subviewName(subview)) is about \(Self.n(textWidth.rounded())) pt wide at \
      \(Self.n(fontSize)) pt, wider than its frame (\(Self.n(frameWidth)) pt) at progress \
      \(Self.n(progress)): it is cut off; widen the frame or let it grow with the text
      """,
      subviewRange(subview))
  }

  mutating func textTallerThanFrame(
    _ subview: Int, _ progress: Double, _ lineHeight: Double, _ frameHeight: Double,
    _ fontSize: Double
  ) {
    emit(
      .textDoesNotFit,
      "a line of \(subviewName(subview))'s text is about \(Self.n((lineHeight * 10).rounded() / 10)) pt "
        + "tall at \(Self.n(fontSize)) pt, taller than its frame (\(Self.n(frameHeight)) pt) "
        + "at progress \(Self.n(progress)): it spills out of the frame; make the frame taller "
        + "or let it grow with the text",
      subviewRange(subview))
  }

  mutating func titleOverlapsButton(
    _ subview: Int, _ button: Int, _ progress: Double, _ textWidth: Double
  ) {
    emit(
      .titleOverlapsButton,
      "the large title \(subviewName(subview)) (about \(Self.n(textWidth.rounded())) pt of "
        + "text) reaches \(subviewName(button)) at progress \(Self.n(progress)); keep the "
        + "title's frame clear of the bar's buttons",
      subviewRange(subview),
      related: subviewRange(button).map { [RelatedInformation(range: $0, message: "the button")] }
        ?? [])
  }
}
