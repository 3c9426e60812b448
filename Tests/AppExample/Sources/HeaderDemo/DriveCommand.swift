import Foundation
import HeaderSpecKit

/// `header-demo drive SPEC --events EVENTS`: the events file (Schemas/EVENTS.md) fed to a
/// `ScrollDriver` as an app's scroll view would feed it, one record per event in the shape of
/// `headerspec simulate --format json`.
enum DriveCommand {
  /// The events file, read with Foundation as an app would read recorded events.
  struct EventsFile: Decodable {
    struct ScrollView: Decodable {
      var contentInsetTop: Double?
      var contentHeight: Double?
      var viewportHeight: Double?
    }
    struct Event: Decodable {
      var type: String
      var offset: Double
      var velocity: Double?
      var decelerate: Bool?
    }
    var scrollView: ScrollView?
    var events: [Event]
  }

  static func run(path: String, events eventsPath: String) -> Int32 {
    guard let loaded = SpecFile.load(path) else { return 1 }
    let file: EventsFile
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: eventsPath))
      file = try JSONDecoder().decode(EventsFile.self, from: data)
    } catch {
      SpecFile.problem("\(eventsPath): \(error)")
      return 1
    }
    let defaults = ScrollViewMetrics(contentInsetTop: loaded.header.metrics.contentInsetTop)
    let scrollView = ScrollViewMetrics(
      contentInsetTop: file.scrollView?.contentInsetTop ?? defaults.contentInsetTop,
      contentHeight: file.scrollView?.contentHeight ?? defaults.contentHeight,
      viewportHeight: file.scrollView?.viewportHeight ?? defaults.viewportHeight)
    var driver = ScrollDriver(header: loaded.header, scrollView: scrollView)
    var layouts: [SubviewLayout] = []
    var records: [JSONText] = []
    for event in file.events {
      let record: ScrollRecord
      switch event.type {
      case "beginDrag": record = driver.beginDragging(at: event.offset)
      case "scroll": record = driver.scrolled(to: event.offset)
      case "endDrag":
        record = driver.endDragging(
          at: event.offset, velocity: event.velocity ?? 0,
          willDecelerate: event.decelerate ?? false)
      case "endDecelerate": record = driver.endDecelerating(at: event.offset)
      default:
        SpecFile.problem("\(eventsPath): unknown event type '\(event.type)'")
        return 1
      }
      driver.layout(into: &layouts)  // what the app applies to its views each frame
      records.append(
        .object([
          ("type", .string(event.type)), ("offset", .number(record.offset)),
          ("progress", .number(record.progress)), ("height", .number(record.height)),
          ("snappedTo", record.snappedTo.map(JSONText.number) ?? .null),
        ]))
    }
    print(JSONText.object([("records", .array(records))]).rendered())
    return 0
  }
}
