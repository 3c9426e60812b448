import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// The JSON shapes of `headerspec preview` and `simulate` (Schemas/FORMAT.md#tools), built from the
/// core's layouts only; the server's `headerspec/preview` request answers with the same samples.
///
///     PreviewJSON.files([PreviewFile(path: "a.header.json", header: header, progress: [0, 1])])
///       .render()
///     // { "files": [ { "path": "a.header.json", "samples": [ ... ] } ] }
public enum PreviewJSON {
  /// The fewest bytes one subview takes in a sample of the JSON (its seven members, indented).
  public static let bytesPerLayout = 200

  /// What `files` will lay out and write, one part per file (`RenderBudget.check`);
  /// `bytesPerLayout` for another output of the same samples (the text table's).
  public static func work(_ files: [PreviewFile], bytesPerLayout: Int = bytesPerLayout)
    -> [RenderWork]
  {
    files.map {
      RenderWork(
        what: "the preview", subviews: $0.header.spec.subviews.count, environments: 1,
        samples: $0.progress.count, bytesPerLayout: bytesPerLayout)
    }
  }

  /// `{ "files": [ { "path", "samples" } ] }`, one entry per spec in order, whatever their
  /// number; each sample says whether the behaviour reaches it (see `samples`).
  /// In an environment, a file also says where its bar's top edge is on screen
  /// (`"barOrigin"`, `HeaderSpec.barOrigin(in:)`): frames stay in the bar's coordinates.
  /// Refused past `budget` (`work`) before any layout.
  public static func files(_ files: [PreviewFile], budget: RenderBudget = .commandLine)
    throws(RenderBudget.Exceeded) -> JSONValue
  {
    try budget.check(work(files))
    let entries = files.map { file in
      var members: [(String, JSONValue)] = [("path", .string(file.path))]
      if let environment = file.environment {
        members.append(("barOrigin", .number(file.header.spec.barOrigin(in: environment))))
      }
      members.append(("samples", samples(file.header, progress: file.progress, reach: true)))
      return JSONValue.object(members)
    }
    return .object([("files", .array(entries))])
  }

  /// One sample per progress value, in the order given. With `reach`, each also has
  /// `"reachable"` (whether the behaviour's scrolling ever gives that progress) and, when it
  /// does not, a `"note"` saying why (`PreviewReach`).
  public static func samples(_ header: ResolvedHeader, progress: [Double], reach: Bool = false)
    -> JSONValue
  {
    .array(
      progress.map { p in
        sample(
          header.layout(at: p),
          reach: reach ? .some(PreviewReach.note(header.spec, progress: p)) : nil)
      })
  }

  /// `reach`: nil to leave reachability out; `.some(nil)` for a reachable sample.
  static func sample(_ layout: HeaderLayout, reach: String?? = nil) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("progress", .number(layout.progress)),
      ("height", .number(layout.height)),
    ]
    if let reach {
      members.append(("reachable", .bool(reach == nil)))
      if let note = reach { members.append(("note", .string(note))) }
    }
    members.append(("subviews", .array(layout.subviews.map(entry))))
    return .object(members)
  }

  static func entry(_ entry: HeaderLayout.Entry) -> JSONValue {
    let layout = entry.layout
    var members: [(String, JSONValue)] = [
      ("id", .string(entry.id)),
      ("frame", rect(layout.frame)),
      ("alpha", .number(layout.alpha)),
      ("hidden", .bool(layout.hidden)),
      ("zIndex", .number(Double(layout.zIndex))),
      ("cornerRadius", .number(layout.cornerRadius)),
      ("transform", .numbers(layout.transform.components)),
    ]
    switch entry.contents {
    case .plain:
      break
    case .label(let fontSize):
      members.append(("fontSize", .number(fontSize)))
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

  public static func records(_ records: [ScrollRecord]) -> JSONValue {
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
