import HeaderSpecKit
import HeaderSpecLoading

/// `header-demo views SPEC [--device NAME] [--orientation O] [--content-size C]
/// [--layout-direction D]`: the views the library builds for the spec in that environment
/// (`HeaderSpec.viewDescriptions(in:)`), in the order they are added, as
/// `{"views": [{"id", "kind", "text", "fontSize", "image", "title"}]}` (null where the kind has
/// no such attribute).
enum ViewsCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let path = arguments.first else { return usage() }
    var keys = EnvironmentChange()
    var rest = arguments.dropFirst()
    while let flag = rest.first {
      guard rest.count >= 2 else { return usage() }
      let value = rest[rest.startIndex + 1]
      rest = rest.dropFirst(2)
      let known: Bool
      switch flag {
      case "--device":
        keys.device = Device.presets.first { $0.name == value }
        known = keys.device != nil
      case "--orientation":
        keys.orientation = Orientation(rawValue: value)
        known = keys.orientation != nil
      case "--content-size":
        keys.contentSize = HeaderEnvironment.ContentSizeCategory(shortName: value)
        known = keys.contentSize != nil
      case "--layout-direction":
        keys.layoutDirection = HeaderEnvironment.LayoutDirection(rawValue: value)
        known = keys.layoutDirection != nil
      default: return usage()
      }
      guard known else {
        SpecFile.problem("\(flag): '\(value)' is not one the library knows")
        return 2
      }
    }
    guard let loaded = SpecFile.load(path) else { return 1 }
    let views = loaded.spec.viewDescriptions(in: keys.environment).map { view in
      JSONText.object([
        ("id", .string(view.id)),
        ("kind", .string(view.kind.rawValue)),
        ("text", view.text.map(JSONText.string) ?? .null),
        ("fontSize", view.fontSize.map(JSONText.number) ?? .null),
        ("image", view.image.map(JSONText.string) ?? .null),
        ("title", view.title.map(JSONText.string) ?? .null),
      ])
    }
    print(JSONText.object([("views", .array(views))]).rendered())
    return 0
  }

  static func usage() -> Int32 {
    SpecFile.problem(
      "usage: header-demo views SPEC [--device NAME] [--orientation O] [--content-size C] "
        + "[--layout-direction D]")
    return 2
  }
}
