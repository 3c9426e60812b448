import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// Snapping ranges and the built-in layouts.
extension GeometryDiagnostics {
  mutating func reversed(_ range: Int, _ from: Double, _ to: Double) {
    let location = SourceMap.Location.snappingRange(range)
    let low = value("from", location)
    let high = value("to", location)
    emit(
      .snappingRangeReversed,
      "from (\(text("from", location) ?? Self.n(from))) is greater than to "
        + "(\(text("to", location) ?? Self.n(to))): the range matches nothing; swap them",
      key("from", location) ?? brace(location),
      fix: low.flatMap { low in high.map { .swapValues(low, $0) } })
  }

  mutating func overlap(_ range: Int, _ other: Int, _ from: Double, _ to: Double) {
    emit(
      .overlappingSnappingRanges,
      "this snapping range overlaps an earlier one on [\(Self.n(from)), \(Self.n(to))]; the "
        + "earlier one wins there; make them meet at an endpoint",
      brace(.snappingRange(range)),
      related: brace(.snappingRange(other)).map {
        [RelatedInformation(range: $0, message: "the earlier range")]
      } ?? [])
  }

  mutating func gap(_ from: Double, _ to: Double, _ includesFrom: Bool, _ includesTo: Bool) {
    let interval =
      (includesFrom ? "[" : "(") + "\(Self.n(from)), \(Self.n(to))" + (includesTo ? "]" : ")")
    let target: Double = (from + to) / 2 < 0.5 ? 0 : 1
    emit(
      .snappingGap,
      "progress in \(interval) never snaps; extend a snapping range or add one",
      key("snapping", .behavior) ?? anchor(.behavior),
      fix: snappingFix([FixData.SnappingRangeValue(target: target, from: from, to: to)]))
  }

  mutating func withoutRanges() {
    emit(
      .snappingWithoutRanges,
      "snapping is enabled but there are no snapping ranges, so the bar never snaps; add ranges "
        + "or set snappingEnabled to false",
      key("snappingEnabled", .behavior) ?? key("snapping", .behavior) ?? anchor(.behavior),
      fix: snappingFix([
        FixData.SnappingRangeValue(target: 0, from: 0, to: 0.5),
        FixData.SnappingRangeValue(target: 1, from: 0.5, to: 1),
      ]))
  }

  private func snappingFix(_ ranges: [FixData.SnappingRangeValue]) -> FixData? {
    guard let behavior = map.ranges(.behavior)?.value else { return nil }
    return .addSnappingRanges(
      snapping: value("snapping", .behavior), behavior: behavior, ranges: ranges)
  }

  mutating func truncation(
    _ range: Int, _ from: Double, _ to: Double, _ blkFrom: Double?, _ blkTo: Double?
  ) {
    let location = SourceMap.Location.snappingRange(range)
    let written =
      "[\(text("from", location) ?? Self.n(from)), \(text("to", location) ?? Self.n(to))]"
    let blk =
      if let blkFrom, let blkTo {
        "BLK would match [\(Self.n(blkFrom)), \(Self.n(blkTo))]"
      } else {
        "BLK would match nothing"
      }
    emit(
      .blkTruncation,
      "BLKFlexibleHeightBar stores snapping ranges as whole percents: \(blk) instead of "
        + "\(written); HeaderSpec keeps the exact range",
      brace(location))
  }

  // MARK: - Built-in layouts

  mutating func menuWithKeyframes(_ subview: Int) {
    let member = map.member("keyframes", of: .subview(subview))
    emit(
      .titleMenuWithKeyframes,
      "a titleMenu lays itself out; its keyframes are ignored; remove them",
      member?.key ?? subviewRange(subview),
      fix: memberRange("keyframes", .subview(subview)).map { .removeMember(member: $0) })
  }

  mutating func menuWithoutItems(_ subview: Int) {
    if let items = value("items", .subview(subview)) {
      emit(
        .wrongArrayLength, "items needs at least 1 string, found 0",
        bracket(items))
    } else {
      emit(
        .missingRequiredKey, "missing required key \"items\" in \(subviewName(subview))",
        brace(.subview(subview)))
    }
  }

  mutating func selectionOutOfRange(_ subview: Int, _ selected: Int, _ count: Int) {
    let range = value("selected", .subview(subview))
    if selected < 0 {
      emit(.numberOutOfRange, "selected must be at least 0, not \(selected)", range)
      return
    }
    emit(
      .titleMenuSelectionOutOfRange,
      "selected is \(selected) but the menu has \(count) item\(count == 1 ? "" : "s") "
        + "(indices 0 to \(count - 1)); nothing is selected",
      range ?? subviewRange(subview),
      fix: range.map { .clampNumber(range: $0, value: Double(count - 1)) })
  }

  mutating func titleTooLong(_ subview: Int, _ item: Int, _ length: Int) {
    if itemRanges?.subview != subview {
      var ranges: [ByteRange] = []
      if let node = map.node(.subview(subview)),
        let entry = tree.lastMember(named: "items", in: node), let items = tree.value(of: entry)
      {
        ranges = tree.children(items).filter { tree.kind($0) == .string }.map(tree.range)
      }
      itemRanges = (subview, ranges)
    }
    let ranges = itemRanges?.ranges ?? []
    let range = ranges.indices.contains(item) ? ranges[item] : nil
    // The count is NSString.length's (UTF-16 code units); where it differs from what a reader
    // counts (an emoji past U+FFFF is 2 units), the message names both.
    var count = "\(length) characters"
    if resolved.spec.subviews.indices.contains(subview),
      case .titleMenu(let menu) = resolved.spec.subviews[subview].kind,
      menu.items.indices.contains(item), menu.items[item].count != length
    {
      count =
        "\(length) characters as NSString.length counts them (UTF-16 code units; "
        + "\(menu.items[item].count) as written)"
    }
    emit(
      .titleMenuTitleTooLong,
      "this title has \(count): LargeTitleStyle drops titles longer than 10, which "
        + "shifts the indices after it; shorten it",
      range ?? subviewRange(subview))
  }

  mutating func maxStretchWithoutEffect(_ subview: Int, _ tallest: Double) {
    emit(
      .titleMenuMaxStretchWithoutEffect,
      "maxStretchMode has no effect: it caps the menu's container at 96 pt, and this bar is never "
        + "taller than \(Self.n(tallest)) pt; remove it, or let the bar stretch (elastic)",
      value("maxStretchMode", .subview(subview)) ?? subviewRange(subview))
  }

  mutating func searchBarTooTall(_ subview: Int, _ height: Double, _ minHeight: Double) {
    let location = SourceMap.Location.subview(subview)
    let existing = value("height", location)
    emit(
      .searchBarTallerThanCollapsedBar,
      "the search bar is \(Self.n(height)) pt tall but the collapsed bar is \(Self.n(minHeight)) "
        + "pt: it is cut off when collapsed; pin it to 44 (OHSearchBarInNaviBar) or raise "
        + "minHeight",
      key("height", location) ?? subviewRange(subview),
      fix: map.ranges(location).map {
        .setSearchBarHeight(subview: $0.value, existing: existing, height: 44)
      })
  }

  mutating func searchFieldOutside(
    _ subview: Int, _ progress: Double, _ overflow: Double, _ edge: GeometryProblem.Edge
  ) {
    let location = SourceMap.Location.subview(subview)
    emit(
      .searchFieldOutsideBar,
      "the search field reaches \(Self.n(overflow)) pt past the bar's \(edge.rawValue) edge at "
        + "progress \(Self.n(progress)); narrow it with field.inset or field.widthFraction",
      key("field", location) ?? subviewRange(subview))
  }

  mutating func buttonOverField(_ subview: Int, _ button: Int, _ progress: Double) {
    emit(
      .buttonOverSearchField,
      "\(subviewName(button)) covers the text field of \(subviewName(subview)) at progress "
        + "\(Self.n(progress)): taps there reach the button, not the field; move the button or "
        + "narrow the field (field.widthFraction)",
      subviewRange(button),
      related: subviewRange(subview).map {
        [RelatedInformation(range: $0, message: "the search bar")]
      } ?? [])
  }
}
