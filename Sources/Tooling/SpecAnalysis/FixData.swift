import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// What a quick fix for a diagnostic needs, as data; the editor-features layer turns it into
/// text edits. Ranges are UTF-8 offsets into the document.
public enum FixData: Hashable, Sendable {
  /// Rename the key at the diagnostic's range to `suggestion` (a close known key).
  case replaceKey(suggestion: String)
  /// Replace the string value at the diagnostic's range with `suggestion` (a close enum value).
  case replaceValue(suggestion: String)
  /// Replace the number at `range` with `value` (clamped into the allowed interval).
  case clampNumber(range: ByteRange, value: Double)
  /// Replace the string at `range` with `literal`, the JSON number or boolean it spells
  /// (`"375"` where a number is expected becomes `375`, `"yes"` where a boolean is, `true`).
  case unquoteValue(range: ByteRange, literal: String)
  /// Replace a size's width or height at `range` with `null` (both edges of that axis are
  /// anchored and give it). The layout does not change unless `isInherited`: a later keyframe
  /// leaves that axis to the size it inherits from this one (it drops an edge of the pair, or
  /// places the view by its centre), so without the size it would take another.
  case nullSize(range: ByteRange, isInherited: Bool)
  /// Swap the values at the two ranges (`minHeight`/`maxHeight`, `from`/`to`).
  case swapValues(ByteRange, ByteRange)
  /// Reorder the elements of the array at `array` by ascending `progress`.
  case sortKeyframes(array: ByteRange)
  /// Insert these members (JSON text of each value) into the object at `object`.
  case insertMembers(object: ByteRange, members: [InsertedMember])
  /// Remove the member whose key is at the diagnostic's range (with its comma).
  case removeMember(member: ByteRange)
  /// Make the behaviour at `behavior` elastic, so that its stretch limit counts: replace the
  /// value of its `elastic` member at `elastic` with `true`, or insert `"elastic": true`. The
  /// alternative, removing the `stretchLimit` member at `stretchLimit`, is offered second.
  case enableElastic(behavior: ByteRange, elastic: ByteRange?, stretchLimit: ByteRange)
  /// Set the search bar's `height` (inserting the key when `existing` is nil).
  case setSearchBarHeight(subview: ByteRange, existing: ByteRange?, height: Double)
  /// Rewrite a subview's absolute horizontal positions as anchors that give the same layout
  /// at the reference width: each replacement puts JSON text in place of a keyframe's
  /// `frame`, `center` or `size` member. `placement` says where the anchors pin the view
  /// ("the trailing edge"), for the fix's title.
  case anchorPositions(subview: String, placement: String, replacements: [MemberReplacement])
  /// A keyframe that adds an outer edge to the lone edge its view inherits (HS328, HS325).
  /// "Move" inserts `"<inheritedEdge>": null` (the edge as the document writes it) into the
  /// anchor object at `anchor`, so the view moves to the new edge and keeps its size;
  /// "Stretch", when `stretch` is set, gives that keyframe a size with `null` on the merged
  /// axis, so the span is what the spec says.
  case edgeMerge(anchor: ByteRange, inheritedEdge: String, stretch: Stretch?)
  /// Add snapping ranges that cover the gap or replace nothing (`[0, 0.5] -> 0`, ...).
  case addSnappingRanges(snapping: ByteRange?, behavior: ByteRange, ranges: [SnappingRangeValue])

  /// A member to insert: the key and the JSON text of its value.
  public struct InsertedMember: Hashable, Sendable {
    public var key: String
    public var valueJSON: String

    public init(key: String, valueJSON: String) {
      self.key = key
      self.valueJSON = valueJSON
    }
  }

  /// JSON text that replaces a member (its key through its value).
  public struct MemberReplacement: Hashable, Sendable {
    public var member: ByteRange
    public var text: String

    public init(member: ByteRange, text: String) {
      self.member = member
      self.text = text
    }
  }

  /// The size member `FixData.edgeMerge`'s "Stretch" inserts into the keyframe object at
  /// `keyframe`: `size` is its JSON text (`[null, 16]`).
  public struct Stretch: Hashable, Sendable {
    public var keyframe: ByteRange
    public var size: String

    public init(keyframe: ByteRange, size: String) {
      self.keyframe = keyframe
      self.size = size
    }
  }

  /// A snapping range's three numbers: the geometry core's own range.
  public typealias SnappingRangeValue = SnappingRange
}
