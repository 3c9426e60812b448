import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// Edits that add snapping ranges to a behaviour: appended to its `snapping` array, or a new
/// `snapping` member when there is none.
struct SnappingEdits {
  let editor: JSONEditor

  /// `{ "target": 0, "from": 0, "to": 0.5 }`.
  static func element(_ range: FixData.SnappingRangeValue) -> String {
    "{ \"target\": \(JSONText.number(range.target)), \"from\": \(JSONText.number(range.from)), "
      + "\"to\": \(JSONText.number(range.to)) }"
  }

  /// `[0, 0.5] -> 0`, for titles.
  static func describe(_ range: FixData.SnappingRangeValue) -> String {
    "[\(NumberText.format(range.from)), \(NumberText.format(range.to))] -> "
      + NumberText.format(range.target)
  }

  /// The edits, or nil when the ranges given no longer match the text.
  func add(_ ranges: [FixData.SnappingRangeValue], snapping: ByteRange?, behavior: ByteRange)
    -> [TextEdit]?
  {
    let elements = ranges.map(Self.element)
    if let snapping {
      guard let array = editor.node(exactly: snapping, kind: .array) else { return nil }
      return editor.appendElements(elements, to: array)
    }
    guard let object = editor.node(exactly: behavior, kind: .object) else { return nil }
    let value: String
    if editor.isMultiline(behavior) {
      let unit = editor.indentUnit
      value = "[\n" + elements.map { unit + $0 }.joined(separator: ",\n") + "\n]"
    } else {
      value = "[" + elements.joined(separator: ", ") + "]"
    }
    return editor.insertMembers([("snapping", value)], into: object)
  }
}
