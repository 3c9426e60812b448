import Foundation

/// An events file (Schemas/EVENTS.md), read with Foundation as an app reads recorded events,
/// and held to the rules `headerspec simulate` holds it to, so that the two accept and refuse
/// the same files: the keys each object and each type of event takes, the numbers' ranges,
/// no key given twice, at most 100,000 events.
struct EventsFile: Decodable {
  struct ScrollView: Decodable {
    var contentInsetTop: Double?
    var contentHeight: Double?
    var viewportHeight: Double?

    init(from decoder: any Decoder) throws {
      try EventsFile.expectKeys(["contentInsetTop", "contentHeight", "viewportHeight"], decoder)
      let values = try decoder.container(keyedBy: EventsFile.Key.self)
      contentInsetTop = try values.decodeIfPresent(Double.self, forKey: Key("contentInsetTop"))
      contentHeight = try values.decodeIfPresent(Double.self, forKey: Key("contentHeight"))
      viewportHeight = try values.decodeIfPresent(Double.self, forKey: Key("viewportHeight"))
      try EventsFile.expect(contentHeight.map { $0 >= 0 } ?? true, "contentHeight must be >= 0")
      try EventsFile.expect(viewportHeight.map { $0 > 0 } ?? true, "viewportHeight must be > 0")
    }
  }

  /// An event's `expect` (Schemas/EVENTS.md#expectations): read and held to its schema, not
  /// checked here (`headerspec check` checks it; `drive`'s records equal `simulate`'s).
  struct Expectation: Decodable {
    var progress: Double?
    var height: Double?
    var offset: Double?
    var snappedTo: Double?
    /// Whether `snappedTo` is given (null: the event must not snap).
    var statesSnappedTo: Bool
    var tolerance: Double?

    init(from decoder: any Decoder) throws {
      try EventsFile.expectKeys(
        ["progress", "height", "offset", "snappedTo", "tolerance"], decoder)
      let values = try decoder.container(keyedBy: EventsFile.Key.self)
      progress = try values.decodeIfPresent(Double.self, forKey: Key("progress"))
      height = try values.decodeIfPresent(Double.self, forKey: Key("height"))
      offset = try values.decodeIfPresent(Double.self, forKey: Key("offset"))
      snappedTo = try values.decodeIfPresent(Double.self, forKey: Key("snappedTo"))
      statesSnappedTo = values.contains(Key("snappedTo"))
      tolerance = try values.decodeIfPresent(Double.self, forKey: Key("tolerance"))
      try EventsFile.expect(tolerance.map { $0 >= 0 } ?? true, "tolerance must be >= 0")
    }
  }

  struct Event: Decodable {
    var type: String
    var offset: Double?
    var velocity: Double?
    var decelerate: Bool?
    var device: String?
    var orientation: String?
    var contentSize: String?
    var layoutDirection: String?
    var width: Double?
    var topInset: Double?
    var contentHeight: Double?
    var viewportHeight: Double?
    var progress: Double?
    var animated: Bool?
    var expect: Expectation?

    /// The keys each type of event takes besides `type` (Schemas/EVENTS.md).
    static let keys: [String: Set<String>] = [
      "beginDrag": ["offset"], "scroll": ["offset"], "endDecelerate": ["offset"],
      "endDrag": ["offset", "velocity", "decelerate"],
      "environment": [
        "device", "orientation", "contentSize", "layoutDirection", "width", "topInset",
      ],
      "contentHeight": ["contentHeight", "viewportHeight"],
      "setProgress": ["progress", "animated"], "scrollToTop": [],
    ]

    init(from decoder: any Decoder) throws {
      let values = try decoder.container(keyedBy: EventsFile.Key.self)
      type = try values.decode(String.self, forKey: Key("type"))
      try EventsFile.expectKeys((Self.keys[type] ?? []).union(["type", "expect"]), decoder)
      func number(_ name: String) throws -> Double? {
        try values.decodeIfPresent(Double.self, forKey: Key(name))
      }
      func text(_ name: String) throws -> String? {
        try values.decodeIfPresent(String.self, forKey: Key(name))
      }
      offset = try number("offset")
      velocity = try number("velocity")
      decelerate = try values.decodeIfPresent(Bool.self, forKey: Key("decelerate"))
      device = try text("device")
      orientation = try text("orientation")
      contentSize = try text("contentSize")
      layoutDirection = try text("layoutDirection")
      width = try number("width")
      topInset = try number("topInset")
      contentHeight = try number("contentHeight")
      viewportHeight = try number("viewportHeight")
      progress = try number("progress")
      animated = try values.decodeIfPresent(Bool.self, forKey: Key("animated"))
      expect = try values.decodeIfPresent(Expectation.self, forKey: Key("expect"))
      try EventsFile.expect(width.map { $0 > 0 } ?? true, "width must be > 0")
      try EventsFile.expect(topInset.map { $0 >= 0 } ?? true, "topInset must be >= 0")
      try EventsFile.expect(contentHeight.map { $0 >= 0 } ?? true, "contentHeight must be >= 0")
      try EventsFile.expect(viewportHeight.map { $0 > 0 } ?? true, "viewportHeight must be > 0")
      try EventsFile.expect(
        progress.map { (0...1).contains($0) } ?? true, "progress must be 0 to 1")
    }
  }

  /// The most events `headerspec simulate` replays.
  static let maximumEvents = 100_000

  var spec: String?
  var scrollView: ScrollView?
  var events: [Event]

  init(from decoder: any Decoder) throws {
    try Self.expectKeys(["$schema", "spec", "scrollView", "events"], decoder)
    let values = try decoder.container(keyedBy: Key.self)
    spec = try values.decodeIfPresent(String.self, forKey: Key("spec"))
    try Self.expect(spec.map { !$0.isEmpty } ?? true, "spec must not be empty")
    scrollView = try values.decodeIfPresent(ScrollView.self, forKey: Key("scrollView"))
    events = try values.decode([Event].self, forKey: Key("events"))
    try Self.expect(
      events.count <= Self.maximumEvents,
      "\(events.count) events; simulate replays at most \(Self.maximumEvents)")
  }

  /// The file at `path`, or why it cannot be replayed.
  static func read(_ path: String) throws -> EventsFile {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let file = try JSONDecoder().decode(EventsFile.self, from: data)
    if let key = RepeatedKeys.first(in: data) { throw Problem(message: "\(key) is given twice") }
    return file
  }

  struct Problem: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Refuses an object with a key outside `known`.
  static func expectKeys(_ known: Set<String>, _ decoder: any Decoder) throws {
    let given = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
    if let unknown = given.first(where: { !known.contains($0) }) {
      throw Problem(message: "unknown key \(unknown)")
    }
  }

  static func expect(_ condition: Bool, _ message: String) throws {
    if !condition { throw Problem(message: message) }
  }
}
