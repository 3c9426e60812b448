import JSONSyntax

extension Diagnostic {
  /// This diagnostic of the previous document in the new one after `edit`: every range (its
  /// own, the related ones, the fix's) moved; nil when one overlaps the edited element.
  func moved(by edit: SubviewEdit) -> Diagnostic? {
    var moved = self
    guard let range = edit.range(range) else { return nil }
    moved.range = range
    for index in related.indices {
      guard let range = edit.range(related[index].range) else { return nil }
      moved.related[index].range = range
    }
    if let fix {
      guard let fix = fix.moved(by: edit) else { return nil }
      moved.fix = fix
    }
    return moved
  }
}

extension FixData {
  /// The fix with its ranges moved by `edit`; nil when one overlaps the edited element.
  func moved(by edit: SubviewEdit) -> FixData? {
    switch self {
    case .replaceKey, .replaceValue: return self
    case .clampNumber(let range, let value):
      return edit.range(range).map { .clampNumber(range: $0, value: value) }
    case .swapValues(let first, let second):
      guard let first = edit.range(first), let second = edit.range(second) else { return nil }
      return .swapValues(first, second)
    case .sortKeyframes(let array):
      return edit.range(array).map { .sortKeyframes(array: $0) }
    case .insertMembers(let object, let members):
      return edit.range(object).map { .insertMembers(object: $0, members: members) }
    case .removeMember(let member):
      return edit.range(member).map { .removeMember(member: $0) }
    case .setSearchBarHeight(let subview, let existing, let height):
      guard let subview = edit.range(subview), let existing = edit.range(ifAny: existing) else {
        return nil
      }
      return .setSearchBarHeight(subview: subview, existing: existing, height: height)
    case .addSnappingRanges(let snapping, let behavior, let ranges):
      guard let behavior = edit.range(behavior), let snapping = edit.range(ifAny: snapping) else {
        return nil
      }
      return .addSnappingRanges(snapping: snapping, behavior: behavior, ranges: ranges)
    }
  }
}
