import GeometryChecks
import HeaderSpecLoading
import SpecAnalysis
import SpecRendering

extension DiffText {
  /// One `::notice` per line, on the new file's line of the subview (its `{`), the bar or the
  /// behaviour; a removed subview, and the environments not compared, on line 1.
  static func github(
    _ diff: SpecDiff, file: CheckedFile, sourceMap: SourceMap, ids: [String]
  ) -> String {
    func notice(_ text: String, line: Int) -> String {
      "::notice file=\(GitHubReporter.property(file.path)),line=\(line),title=diff::"
        + GitHubReporter.data(text) + "\n"
    }
    let note = leftOutNote(diff).map { notice($0, line: 1) } ?? ""
    return lines(diff).map { id, text in
      let location: SourceMap.Location? =
        switch id {
        case nil: .bar
        case "": .behavior
        case let id?: ids.firstIndex(of: id).map(SourceMap.Location.subview)
        }
      let line =
        location.flatMap { sourceMap.ranges($0) }.map { file.position($0.value.start).line } ?? 1
      return notice(text, line: line)
    }.joined() + note
  }
}
