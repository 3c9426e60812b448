import HeaderGeometry

/// `--format text`: aligned tables for people.
enum PreviewText {
  static func render(file: String, header: ResolvedHeader, progress: [Double]) -> String {
    var blocks = [file]
    for p in progress {
      let layout = header.layout(at: p)
      var table = TextTable(
        header: ["id", "x", "y", "width", "height", "alpha", "hidden", "zIndex", "transform"])
      for entry in layout.subviews {
        let frame = entry.layout.frame
        let transform = entry.layout.transform
        table.rows.append(
          [entry.id]
            + [frame.x, frame.y, frame.width, frame.height, entry.layout.alpha].map(
              TextTable.number)
            + [
              entry.layout.hidden ? "yes" : "no", String(entry.layout.zIndex),
              transform.isIdentity
                ? "identity" : transform.components.map(TextTable.number).joined(separator: " "),
            ])
      }
      blocks.append(
        "progress \(TextTable.number(p))  height \(TextTable.number(layout.height))\n"
          + table.render())
    }
    return blocks.joined(separator: "\n\n")
  }

  static func records(_ records: [ScrollRecord]) -> String {
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
