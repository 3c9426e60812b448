import HeaderGeometry

/// The JSON shapes of `preview` (SPEC 5), built from the core's layouts only.
enum PreviewOutput {
  static func samples(_ header: ResolvedHeader, progress: [Double]) -> JSONValue {
    .array(progress.map { sample(header.layout(at: $0)) })
  }

  static func sample(_ layout: HeaderLayout) -> JSONValue {
    .object([
      ("progress", .number(layout.progress)),
      ("height", .number(layout.height)),
      ("subviews", .array(layout.subviews.map(entry))),
    ])
  }

  static func entry(_ entry: HeaderLayout.Entry) -> JSONValue {
    let layout = entry.layout
    var members: [(String, JSONValue)] = [
      ("id", .string(entry.id)),
      ("frame", rect(layout.frame)),
      ("alpha", .number(layout.alpha)),
      ("hidden", .bool(layout.hidden)),
      ("zIndex", .number(Double(layout.zIndex))),
      ("transform", .numbers(layout.transform.components)),
    ]
    switch entry.contents {
    case .plain:
      break
    case .titleMenu(let menu):
      members.append(("mode", .string(menu.isLarge ? "large" : "compact")))
      members.append(("items", .array(menu.items.map(item))))
    case .searchBar(let field):
      members.append(("field", rect(field)))
    }
    return .object(members)
  }

  static func item(_ item: TitleMenuLayout.Item) -> JSONValue {
    .object([
      ("text", .string(item.text)),
      ("frame", rect(item.frame)),
      ("fontSize", .number(item.fontSize)),
      ("selected", .bool(item.selected)),
      ("underlined", .bool(item.underlined)),
    ])
  }

  static func rect(_ rect: Rect) -> JSONValue {
    .numbers([rect.x, rect.y, rect.width, rect.height])
  }

  static func records(_ records: [ScrollRecord]) -> JSONValue {
    .object([
      (
        "records",
        .array(
          records.map { record in
            .object([
              ("type", .string(record.event.typeName)),
              ("offset", .number(record.offset)),
              ("progress", .number(record.progress)),
              ("height", .number(record.height)),
              ("snappedTo", record.snappedTo.map(JSONValue.number) ?? .null),
            ])
          })
      )
    ])
  }
}
