import Foundation
import HeaderSpecKit

/// `header-demo layout SPEC --progress LIST`: the header at each progress, in the shape of
/// `headerspec preview --format json` (Schemas/FORMAT.md#preview-output), from the public API.
enum LayoutCommand {
  static func run(path: String, progress list: String) -> Int32 {
    let values = list.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard values.allSatisfy({ $0?.isFinite ?? false }) else {
      SpecFile.problem("--progress: expected finite numbers separated by commas")
      return 2
    }
    guard let loaded = SpecFile.load(path) else { return 1 }
    let samples = values.compactMap { $0 }.map { sample(loaded.header, at: $0) }
    let file = JSONText.object([("path", .string(path)), ("samples", .array(samples))])
    print(JSONText.object([("files", .array([file]))]).rendered())
    return 0
  }

  static func sample(_ header: ResolvedHeader, at progress: Double) -> JSONText {
    let layout = header.layout(at: progress)
    var members: [(String, JSONText)] = [
      ("progress", .number(layout.progress)), ("height", .number(layout.height)),
    ]
    members.append(("subviews", .array(layout.subviews.map(entry))))
    return .object(members)
  }

  static func entry(_ entry: HeaderLayout.Entry) -> JSONText {
    let layout = entry.layout
    var members: [(String, JSONText)] = [
      ("id", .string(entry.id)),
      ("frame", .rect(layout.frame)),
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
      members.append(
        (
          "items",
          .array(
            menu.items.map { item in
              .object([
                ("text", .string(item.text)), ("frame", .rect(item.frame)),
                ("fontSize", .number(item.fontSize)), ("selected", .bool(item.selected)),
                ("underlined", .bool(item.underlined)),
              ])
            })
        ))
    case .searchBar(let field):
      members.append(("field", .rect(field)))
    }
    return .object(members)
  }
}
