import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// Reads the scroll view and the events out of an events file's tree. Run only on a tree the
/// schema accepts, so every value has its type; a repeated key counts with its last
/// occurrence, as the schema validator reads it. O(nodes), one pass.
struct EventsLowering {
  let tree: SyntaxTree
  private(set) var scrollView: ScrollViewMetrics
  /// The `scrollView` keys the file gives, and where its `contentHeight` value is.
  private(set) var givenKeys: Set<String> = []
  private(set) var contentHeightRange: ByteRange?
  /// Where each lowered event's object is, in order.
  private(set) var eventRanges: [ByteRange] = []
  /// Each lowered event's `expect`, in order (nil where it has none).
  private(set) var expectations: [EventExpectation?] = []

  init(tree: SyntaxTree, contentInsetTop: Double) {
    self.tree = tree
    self.scrollView = ScrollViewMetrics(contentInsetTop: contentInsetTop)
  }

  /// The events in order, after filling `scrollView` from the file.
  mutating func lower() -> [ScrollEvent] {
    guard let root = tree.root, tree.kind(root) == .object else { return [] }
    var events: [ScrollEvent] = []
    var eventsArray: NodeID?
    for member in tree.members(of: root) {
      guard let value = tree.value(of: member) else { continue }
      switch tree.stringValue(tree.key(of: member)) {
      case "scrollView": readScrollView(value)
      case "events": eventsArray = value
      default: break
      }
    }
    if let eventsArray {
      var elements = ChildCursor(eventsArray, in: tree)
      while let element = elements.next(in: tree) {
        guard let event = event(element) else { continue }
        events.append(event)
        eventRanges.append(tree.range(element))
        expectations.append(expectation(in: element))
      }
    }
    return events
  }

  private mutating func readScrollView(_ object: NodeID) {
    for member in tree.members(of: object) {
      guard let node = tree.value(of: member), let value = tree.numberValue(node) else { continue }
      let name = tree.stringValue(tree.key(of: member))
      if let name { givenKeys.insert(name) }
      if name == "contentHeight" { contentHeightRange = tree.range(node) }
      switch name {
      case "contentInsetTop": scrollView.contentInsetTop = value
      case "contentHeight": scrollView.contentHeight = value
      case "viewportHeight": scrollView.viewportHeight = value
      default: break
      }
    }
  }

  private func event(_ object: NodeID) -> ScrollEvent? {
    var type: String?
    var offset = 0.0
    var velocity = 0.0
    var decelerate = false
    var environment = EnvironmentChange()
    var contentHeight: Double?
    var viewportHeight: Double?
    var progress = 0.0
    var animated = false
    for member in tree.members(of: object) {
      guard let value = tree.value(of: member) else { continue }
      switch tree.stringValue(tree.key(of: member)) {
      case "type": type = tree.stringValue(value)
      case "offset": offset = tree.numberValue(value) ?? offset
      case "velocity": velocity = tree.numberValue(value) ?? velocity
      case "decelerate": decelerate = tree.boolValue(value) ?? decelerate
      case "device": environment.device = name(value).flatMap { Device.preset(named: $0) }
      case "orientation": environment.orientation = name(value).flatMap(Orientation.init)
      case "contentSize":
        environment.contentSize = name(value).flatMap(
          HeaderEnvironment.ContentSizeCategory.init(shortName:))
      case "layoutDirection":
        environment.layoutDirection = name(value).flatMap(HeaderEnvironment.LayoutDirection.init)
      case "width": environment.width = tree.numberValue(value)
      case "topInset": environment.topInset = tree.numberValue(value)
      case "contentHeight": contentHeight = tree.numberValue(value)
      case "viewportHeight": viewportHeight = tree.numberValue(value)
      case "progress": progress = tree.numberValue(value) ?? progress
      case "animated": animated = tree.boolValue(value) ?? animated
      default: break
      }
    }
    switch type {
    case "beginDrag": return .beginDrag(offset: offset)
    case "scroll": return .scroll(offset: offset)
    case "endDrag": return .endDrag(offset: offset, velocity: velocity, decelerate: decelerate)
    case "endDecelerate": return .endDecelerate(offset: offset)
    case "environment": return .environment(environment)
    case "contentHeight":
      return .contentHeight(contentHeight: contentHeight, viewportHeight: viewportHeight)
    case "setProgress": return .setProgress(progress, animated: animated)
    case "scrollToTop": return .scrollToTop
    default: return nil
    }
  }

  /// The event's `expect` object, if it has one.
  private func expectation(in event: NodeID) -> EventExpectation? {
    guard let member = tree.lastMember(named: "expect", in: event),
      let object = tree.value(of: member), tree.kind(object) == .object
    else { return nil }
    var stated: [EventExpectation.Field: EventExpectation.Stated] = [:]
    var tolerance = EventExpectation.defaultTolerance
    for field in tree.members(of: object) {
      guard let value = tree.value(of: field), let name = tree.stringValue(tree.key(of: field))
      else { continue }
      if name == "tolerance" {
        tolerance = tree.numberValue(value) ?? tolerance
      } else if let key = EventExpectation.Field(rawValue: name) {
        stated[key] = EventExpectation.Stated(
          value: tree.numberValue(value), range: tree.range(value))
      }
    }
    let start = tree.range(tree.key(of: member)).start
    return EventExpectation(
      stated: stated, tolerance: tolerance,
      memberRange: ByteRange(start: start, end: tree.range(object).end))
  }

  /// A string value (an environment key's name; the schema checked it is one of the names).
  private func name(_ value: NodeID) -> String? { tree.stringValue(value) }
}
