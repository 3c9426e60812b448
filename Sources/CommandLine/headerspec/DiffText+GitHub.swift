import GeometryChecks
import HeaderSpecLoading
import SpecAnalysis
import SpecRendering

extension DiffText {
  /// One `::notice` per line, on the new file's line of the subview (its `{`), the bar or the
  /// behaviour; a removed subview on line 1.
  static func github(
    _ diff: SpecDiff, file: CheckedFile, sourceMap: SourceMap, ids: [String]
  ) -> String {
    return lines(diff).map { id, text in
      let location: SourceMap.Location? =
        switch id {
        case nil: .bar
        case "": .behavior
        case let id?: ids.firstIndex(of: id).map(SourceMap.Location.subview)
        }
      let line =
        location.flatMap { sourceMap.ranges($0) }.map { file.position($0.value.start).line } ?? 1
      return "::notice file=\(GitHubReporter.property(file.path)),line=\(line),title=diff::"
        + GitHubReporter.data(text) + "\n"
    }.joined()
  }
}
