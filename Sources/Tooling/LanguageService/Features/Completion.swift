import JSONSyntax
import SpecAnalysis

/// One completion proposal, in editor words. Applying it replaces `range` with `insertText`
/// and applies `additionalEdits` (the missing comma after the previous member).
public struct CompletionItem: Hashable, Sendable {
  /// What the proposal completes, for the editor's icon.
  public enum Kind: String, Hashable, Sendable {
    case property, value, snippet
  }

  /// What the list shows: the key name, the value as JSON (`"squareCash"`, `44`), or the
  /// snippet's name.
  public var label: String
  public var kind: Kind
  /// The type and default (`number, default 300`), or what a snippet makes.
  public var detail: String?
  /// Markdown from the schema's texts.
  public var documentation: String?
  /// Valid JSON once placeholders are filled: with `isSnippet`, in the editor's snippet syntax
  /// (`${1:44}`, `$0`); otherwise plain text.
  public var insertText: String
  public var isSnippet: Bool
  /// The UTF-8 range `insertText` replaces (empty at the cursor, or the token being typed).
  public var range: ByteRange
  /// Edits elsewhere in the document, applied with the item: a comma after the previous member
  /// when it lacks one.
  public var additionalEdits: [TextEdit]
  /// Orders items: kind-specific keys first, then schema order.
  public var sortText: String

  public init(
    label: String, kind: Kind, detail: String? = nil, documentation: String? = nil,
    insertText: String, isSnippet: Bool, range: ByteRange, additionalEdits: [TextEdit] = [],
    sortText: String = ""
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.insertText = insertText
    self.isSnippet = isSnippet
    self.range = range
    self.additionalEdits = additionalEdits
    self.sortText = sortText
  }

  /// The item's edits (the main one first): what an editor applies.
  public var edits: [TextEdit] { [TextEdit(range: range, newText: insertText)] + additionalEdits }
}

/// The proposals at one position; `isIncomplete` is true when the list was filtered by text
/// typed before the cursor (a name partly typed in a string, `NameCompletion`), so that an
/// editor asks again when that text changes rather than filter a list that lacks names.
public struct CompletionList: Hashable, Sendable {
  public var items: [CompletionItem]
  public var isIncomplete: Bool

  public init(items: [CompletionItem], isIncomplete: Bool = false) {
    self.items = items
    self.isIncomplete = isIncomplete
  }
}

/// The completions at UTF-8 offset `utf8Offset`: keys the schema knows at that place and that
/// are not present yet (for `behavior`, the chosen kind's keys first and the keys other kinds
/// use left out), values (enum values, booleans, useful numbers), and snippets (a whole spec in
/// an empty document, a subview of each kind, a keyframe at the next sensible progress, a
/// snapping pair). With `snippets` false, insert texts are plain JSON with default values.
///
/// Cost: the cursor context (O(depth + members)) plus the schema lookups at the path.
public func completions(
  in document: SpecDocument, at utf8Offset: Int, settings: AnalysisSettings? = nil,
  snippets: Bool = true
) -> CompletionList {
  let context = document.syntax.cursorContext(at: utf8Offset)
  if let items = referenceCompletions(in: document, context: context, at: utf8Offset) {
    return CompletionList(items: items)
  }
  var builder = CompletionBuilder(
    tree: document.syntax, context: context, offset: utf8Offset, snippets: snippets)
  switch context.position {
  case .propertyName, .inPropertyName:
    builder.addKeys()
  case .propertyValue:
    builder.addValues()
  case .arrayElement:
    builder.addElements()
  case .root:
    builder.addSkeleton()
  case .none:
    break
  }
  return CompletionList(items: builder.items, isIncomplete: builder.isIncomplete)
}
