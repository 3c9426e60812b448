import HeaderGeometry
import HeaderSpecLoading

/// `--format text`: aligned tables for people. The file name, ids and menu titles print through
/// `TerminalText` (a title may hold any character). A sample the behaviour never reaches says
/// why on its heading line.
package enum PreviewText {
  /// The fewest bytes one subview takes in a sample's table (its row of nine short cells).
  package static let bytesPerLayout = 40

  /// In an `environment`, a line under the file name says where the bar's top edge is on
  /// screen (frames stay in the bar's coordinates).
  package static func render(
    file: String, header: ResolvedHeader, progress: [Double], environment: HeaderEnvironment? = nil
  ) -> String {
    var blocks = [TerminalText.escaped(file)]
    if let environment {
      let origin = header.spec.barOrigin(in: environment)
      let place =
        header.spec.extendsUnderStatusBar ? "under the status bar" : "below the status bar"
      blocks[0] += "\nbar on screen at y \(TextTable.number(origin)) (\(place))"
    }
    for p in progress {
      let layout = header.layout(at: p)
      var table = TextTable(
        header: ["id", "x", "y", "width", "height", "alpha", "hidden", "zIndex", "transform"])
      for entry in layout.subviews {
        let frame = entry.layout.frame
        let transform = entry.layout.transform
        table.rows.append(
          [TerminalText.escaped(entry.id)]
            + [frame.x, frame.y, frame.width, frame.height, entry.layout.alpha].map(
              TextTable.number)
            + [
              entry.layout.hidden ? "yes" : "no", String(entry.layout.zIndex),
              transform.isIdentity
                ? "identity" : transform.components.map(TextTable.number).joined(separator: " "),
            ])
        table.rows += contentRows(entry)
      }
      let note = PreviewReach.note(header.spec, progress: p).map { "  (never reached: \($0))" }
      blocks.append(
        "progress \(TextTable.number(p))  height \(TextTable.number(layout.height))\(note ?? "")\n"
          + table.render())
    }
    return blocks.joined(separator: "\n\n")
  }

  /// Extra rows for built-in contents: a label's font size, title menu items (text width
  /// estimated) and the search field.
  static func contentRows(_ entry: HeaderLayout.Entry) -> [[String]] {
    switch entry.contents {
    case .plain:
      return []
    case .label(let fontSize):
      return [
        [
          "  \(TerminalText.escaped(entry.id)).font", "", "", "", "", "", "", "",
          "\(TextTable.number(fontSize)) pt",
        ]
      ]
    case .titleMenu(let menu):
      return menu.items.enumerated().map { index, item in
        let marks = (item.selected ? " selected" : "") + (item.underlined ? " underlined" : "")
        let text = TerminalText.escaped(item.text)
        return ["  \(TerminalText.escaped(entry.id)).items[\(index)]"] + cells(item.frame)
          + ["", "", "", "\(text) \(TextTable.number(item.fontSize)) pt\(marks)"]
      }
    case .searchBar(let field):
      return [["  \(TerminalText.escaped(entry.id)).field"] + cells(field) + ["", "", "", ""]]
    }
  }

  static func cells(_ rect: Rect) -> [String] {
    [rect.x, rect.y, rect.width, rect.height].map(TextTable.number)
  }

  package static func records(_ records: [ScrollRecord]) -> String {
    var table = TextTable(header: ["event", "offset", "progress", "height", "snappedTo"])
    for record in records {
      table.rows.append(
        [record.event.typeName]
          + [record.offset, record.progress, record.height].map(TextTable.number)
          + [record.snappedTo.map(TextTable.number) ?? "-"])
    }
    return table.render()
  }
}
