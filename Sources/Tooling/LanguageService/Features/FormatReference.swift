import JSONSyntax
import SpecExplanations

/// The format reference, `Schemas/FORMAT.md`, as hover links to it: the section that
/// documents a key, by GitHub's anchor for its heading (`### Status bar` is `#status-bar`).
/// A key whose value is an object or an array of objects with a section of its own (`bar`,
/// `keyframes`, `anchor`) links to that section; any other key to the section whose key table
/// lists it. `FormatReferenceTests` checks that every anchor is a heading of the page and that
/// the section names the key.
public enum FormatReference {
  /// The reference's path in the repository.
  public static let path = "Schemas/FORMAT.md"

  /// The absolute URI of a section, published where the diagnostics reference is
  /// (`DiagnosticReference.baseURI`).
  public static func uri(_ anchor: String) -> String {
    DiagnosticReference.baseURI + path + "#" + anchor
  }

  /// The anchor of the section that documents key `name` of the object at `path` (as
  /// `SyntaxTree.path(to:)` gives it), or nil for a place the format does not define.
  public static func anchor(key name: String, at path: [PathComponent]) -> String? {
    if let own = ownSections[name] { return own }
    let keys = path.compactMap { component -> String? in
      if case .key(let key) = component { return key }
      return nil
    }
    switch keys.first {
    case nil: return "document"
    case "bar": return "bar"
    case "behavior": return keys.count > 1 && keys[1] == "snapping" ? "snapping" : "behavior"
    case "statusBar": return "status-bar"
    case "supports": return "environments"
    case "subviews": return subviewSection(keys.dropFirst(), key: name)
    default: return nil
    }
  }

  /// Keys whose value has a section of its own.
  static let ownSections: [String: String] = [
    "bar": "bar", "behavior": "behavior", "subviews": "subviews", "statusBar": "status-bar",
    "supports": "environments", "snapping": "snapping", "keyframes": "keyframes",
    "anchor": "anchors", "field": "search-bar", "fonts": "title-menu",
  ]

  /// The keys a titleMenu alone has, which its section's table lists.
  static let titleMenuKeys: Set<String> = [
    "items", "selected", "largeModeThreshold", "band", "maxStretchMode",
  ]

  /// The section of a key inside a subview: `keys` are the object keys of the path after
  /// `subviews` (`["keyframes", "anchor"]` for an anchor's edge).
  private static func subviewSection(_ keys: ArraySlice<String>, key: String) -> String {
    switch keys.first {
    case nil: return titleMenuKeys.contains(key) ? "title-menu" : "subviews"
    case "keyframes":
      guard keys.dropFirst().first == "anchor" else { return "keyframes" }
      // An edge's object (`{ "to": "title.bottom", "offset": 8 }`) is a reference.
      return keys.count > 2 ? "references" : "anchors"
    case "field": return "search-bar"
    case "fonts": return "title-menu"
    default: return "subviews"
    }
  }
}
