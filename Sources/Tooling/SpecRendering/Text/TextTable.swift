/// A plain-text table with columns padded to their widest cell (numbers right-aligned).
package struct TextTable {
  var header: [String]
  var rows: [[String]] = []

  func render() -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    return all.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }.joined(separator: "\n")
  }

  /// A number for people: the shortest decimal within `DecimalText.tolerance` of it.
  package static func number(_ value: Double) -> String { DecimalText.shortest(value) }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
