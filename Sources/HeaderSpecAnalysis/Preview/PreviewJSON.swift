import HeaderGeometry

/// The JSON shapes of `headerspec preview` and `simulate` (Schemas/FORMAT.md#tools), built from the
/// core's layouts only; the server's `headerspec/preview` request answers with the same shape.
///
///     PreviewJSON.document(header, progress: [0, 1]).render()  // { "samples": [ ... ] }
public enum PreviewJSON {
  /// `{ "samples": [ ... ] }` for one spec.
  public static func document(_ header: ResolvedHeader, progress: [Double]) -> OrderedJSON {
    .object([("samples", samples(header, progress: progress))])
  }

  public static func samples(_ header: ResolvedHeader, progress: [Double]) -> OrderedJSON {
    .array(progress.map { sample(header.layout(at: $0)) })
  }

  static func sample(_ layout: HeaderLayout) -> OrderedJSON {
    .object([
      ("progress", .number(layout.progress)),
      ("height", .number(layout.height)),
      ("subviews", .array(layout.subviews.map(entry))),
    ])
  }

  static func entry(_ entry: HeaderLayout.Entry) -> OrderedJSON {
    let layout = entry.layout
    var members: [(String, OrderedJSON)] = [
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

  static func item(_ item: TitleMenuLayout.Item) -> OrderedJSON {
    .object([
      ("text", .string(item.text)),
      ("frame", rect(item.frame)),
      ("fontSize", .number(item.fontSize)),
      ("selected", .bool(item.selected)),
      ("underlined", .bool(item.underlined)),
    ])
  }

  static func rect(_ rect: Rect) -> OrderedJSON {
    .numbers([rect.x, rect.y, rect.width, rect.height])
  }

  public static func records(_ records: [ScrollRecord]) -> OrderedJSON {
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
              ("snappedTo", record.snappedTo.map(OrderedJSON.number) ?? .null),
            ])
          })
      )
    ])
  }
}
