import JSONSyntax

/// Which documents are events files of `headerspec simulate` (Schemas/EVENTS.md):
/// `*.events.json` files, and any JSON document whose top-level `$schema` names the events
/// schema (a string ending in `scroll-events.schema.json`, which the schema's `$id` does, or
/// its former `$id`). A header spec (`SpecDocumentFilter`) is never one.
public enum EventsDocumentFilter {
  /// The `$id` of `Schemas/scroll-events.schema.json`: the file's own raw URL.
  public static let schemaID =
    "https://raw.githubusercontent.com/headerspec/headerspec/main/Schemas/scroll-events.schema.json"
  /// The `$id` before it was the file's URL, which events files may still name.
  public static let formerSchemaID =
    "https://headerspec.dev/schemas/scroll-events-1.schema.json"

  public static func isEvents(uri: String, bytes: [UInt8]) -> Bool {
    hasEventsName(uri) || namesEventsSchema(bytes)
  }

  /// Whether the URI's path ends in `.events.json` (query and fragment ignored).
  public static func hasEventsName(_ uri: String) -> Bool {
    SpecDocumentFilter.path(of: uri).lowercased().hasSuffix(".events.json")
  }

  /// Whether the document's root object has a `$schema` naming the events schema; parses only
  /// when the bytes contain `"$schema"`.
  public static func namesEventsSchema(_ bytes: [UInt8]) -> Bool {
    guard let schema = SpecDocumentFilter.schemaValue(bytes) else { return false }
    return schema.hasSuffix("scroll-events.schema.json") || schema == formerSchemaID
  }
}
