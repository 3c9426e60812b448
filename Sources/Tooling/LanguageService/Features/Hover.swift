import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// What the editor shows on hover: markdown (tables and code spans, no HTML, so that VS Code,
/// Neovim and Emacs render it alike) and the UTF-8 range it is about.
public struct Hover: Hashable, Sendable {
  public var markdown: String
  public var range: ByteRange

  public init(markdown: String, range: ByteRange) {
    self.markdown = markdown
    self.range = range
  }
}

/// The hover at UTF-8 offset `utf8Offset`: on a key (or its value), the schema's documentation
/// and default; then, by place, the bar's heights at the sample progress values
/// (`settings.sampleProgress`, default the document's settings) on `bar`, `maxHeight`,
/// `minHeight` and `behavior`, with the stretch at an overscroll when elastic; a subview's
/// frame, alpha and visibility at the samples; a keyframe's resolved attributes and the bar's
/// height at its progress; on a reference's `"to"`, the referenced subview's frames at the
/// samples; what a snapping range snaps and how far the content shifts; last, on a key the
/// schema documents, a link to its section of the format reference (`FormatReference`). Every
/// number comes from the geometry core (`ResolvedHeader`, `Snapping`). Nil where there is
/// nothing to say.
public func hover(in document: SpecDocument, at utf8Offset: Int, settings: AnalysisSettings? = nil)
  -> Hover?
{
  let tree = document.syntax
  guard let node = tree.node(at: utf8Offset) else { return nil }
  let samples = (settings ?? document.settings).sampleProgress
  // The member whose key or value is under the cursor, and the object holding it.
  var member: NodeID?
  var cursor: NodeID? = node
  while let current = cursor {
    if tree.kind(current) == .member {
      member = current
      break
    }
    if tree.kind(current) == .object || tree.kind(current) == .array {
      // A string element of an array of names (`supports.devices`) is documented by the
      // array's member.
      if tree.kind(current) == .array, current != node, tree.kind(node) == .string,
        let parent = tree.parent(current), tree.kind(parent) == .member
      {
        member = parent
      }
      break
    }
    cursor = tree.parent(current)
  }
  var sections: [String] = []
  var range = tree.range(node)
  let tables = HoverTables(document: document, samples: samples)
  var name: String?
  // The format reference's section of the key the schema documents here.
  var referenceAnchor: String?
  if let member, let object = tree.parent(member) {
    let key = tree.key(of: member)
    name = tree.stringValue(key)
    range = tree.range(key)
    if let name, let docs = SchemaDocs(name, at: tree.path(to: object), in: document) {
      sections.append("`\(name)`: \(docs.detail)\n\n" + docs.documentation)
      referenceAnchor = FormatReference.anchor(key: name, at: tree.path(to: object))
      // On an enum value: that value's own description.
      if let value = tree.value(of: member), tree.range(value).touches(utf8Offset),
        let literal = tree.stringValue(value),
        let index = docs.enumValues.firstIndex(of: .string(literal)),
        let text = docs.enumDocumentation(index)
      {
        sections.append("`\"\(literal)\"`: \(text)")
        range = tree.range(value)
      } else if let value = tree.value(of: member), tree.kind(value) == .array,
        let element = tree.children(value).first(where: { tree.range($0).touches(utf8Offset) }),
        let literal = tree.stringValue(element), let text = docs.elementDocumentation(literal)
      {
        // On a name in an array of names (`supports.devices`): that name's description, and
        // what it means for this spec.
        sections.append("`\"\(literal)\"`: \(text)")
        if let extra = tables.environmentName(name, literal) { sections.append(extra) }
        range = tree.range(element)
      }
    }
  }
  // On a reference's "to": the referenced subview's frames at the samples.
  if name == "to", let member, let value = tree.value(of: member),
    tree.range(value).touches(utf8Offset), let text = tree.stringValue(value),
    let resolved = document.resolved
  {
    let id = SpecLowering.splitReference(text).id
    if let target = resolved.spec.subviews.firstIndex(where: { $0.id == id }),
      let table = tables.subview(target, resolved)
    {
      sections.append("References:\n\n" + table)
      range = tree.range(value)
    }
  }
  let location = document.sourceMap.location(containing: utf8Offset)
  if let table = tables.section(for: location, key: name, atRoot: isRootMember(member, tree)) {
    sections.append(table)
  }
  guard !sections.isEmpty else { return nil }
  // A key's hover ends with a link to its section of the format reference.
  if let referenceAnchor {
    sections.append("[Format reference](\(FormatReference.uri(referenceAnchor)))")
  }
  return Hover(markdown: sections.joined(separator: "\n\n"), range: range)
}

private func isRootMember(_ member: NodeID?, _ tree: SyntaxTree) -> Bool {
  guard let member, let object = tree.parent(member) else { return false }
  return object == tree.root
}
