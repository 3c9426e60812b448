import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import Testing

/// Device names as people type them, against the presets of Schemas/FORMAT.md#devices.
@Suite struct DeviceNameMatchTests {
  @Test func anExactNameIsExact() {
    for device in Device.presets {
      #expect(DeviceNameMatch(device.name) == .exact(device))
      #expect(DeviceNameMatch(device.name).suggestions.isEmpty)
    }
  }

  @Test(arguments: [
    ("iphone 15", "iPhone 15"), ("IPHONE15", "iPhone 15"),
    ("iPhone SE", "iPhone SE 3rd generation"),
    ("iphone se", "iPhone SE 3rd generation"),
    ("iPhone SE (3rd generation)", "iPhone SE 3rd generation"),
    ("iPad Pro", "iPad Pro 11-inch"), ("ipad pro 11 inch", "iPad Pro 11-inch"),
    ("iPad mini", "iPad mini (A17 Pro)"), ("ipad mini a17 pro", "iPad mini (A17 Pro)"),
    ("iPhone 15 Pro", "iPhone 15 Pro Max"), ("iPhone 11 P", "iPhone 11 Pro"),
  ])
  func aNameWrittenAnotherWayResolves(typed: String, name: String) throws {
    let match = DeviceNameMatch(typed)
    let device = try #require(Device.presets.first { $0.name == name })
    #expect(match == .resolved(device))
    #expect(match.suggestions == [name])
    #expect(Device.preset(named: typed) == device)
  }

  @Test func aPrefixSeveralPresetsShareIsAmbiguous() {
    #expect(
      DeviceNameMatch("iPhone 16 P")
        == .ambiguous(["iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max"]))
    // Every iPhone but the SE and the Air, whose names have no number.
    let numbered = Device.presets.map(\.name).filter { $0.hasPrefix("iPhone 1") }
    #expect(numbered.count == 13)
    #expect(DeviceNameMatch("iphone 1") == .ambiguous(numbered))
    #expect(DeviceNameMatch("iPad") == .ambiguous(["iPad mini (A17 Pro)", "iPad Pro 11-inch"]))
    #expect(Device.preset(named: "iPhone 16 P") == nil)
    #expect(DeviceNameMatch("iPhone 17") == .exact(Device.preset(named: "iPhone 17")!))
    // An exact name is not a prefix of the longer ones.
    #expect(DeviceNameMatch("iphone 16 pro").device?.name == "iPhone 16 Pro")
  }

  @Test func anUnknownNameGetsTheNearestAndTheSameModelFirst() {
    #expect(
      DeviceNameMatch("iPhone SE 2nd generation").suggestions.first == "iPhone SE 3rd generation")
    #expect(
      DeviceNameMatch("iPhone 13") == .unknown(nearest: ["iPhone 11", "iPhone 14", "iPhone 15"]))
    // A typo of a name without its generation is nearest that model.
    #expect(DeviceNameMatch("iPhnoe SE").suggestions.first == "iPhone SE 3rd generation")
    #expect(DeviceNameMatch("").device == nil)
    #expect(DeviceNameMatch(" ()- ") == .unknown(nearest: []))
    #expect(DeviceNameMatch(String(repeating: "iPhone ", count: 100)) == .unknown(nearest: []))
  }

  /// Read word by word: a typo in a word (`iPhnoe`) finds the model its other words name, a
  /// word several names have lists them all, a word one name alone has resolves to it.
  @Test func aNameIsReadWordByWord() {
    #expect(DeviceNameMatch("iPhnoe SE") == .misspelt(["iPhone SE 3rd generation"]))
    #expect(DeviceNameMatch("iPhnoe SE").suggestions == ["iPhone SE 3rd generation"])
    #expect(DeviceNameMatch("SE iphnoe").suggestions == ["iPhone SE 3rd generation"])
    let sixteens = [
      "iPhone 16", "iPhone 16 Plus", "iPhone 16e", "iPhone 16 Pro", "iPhone 16 Pro Max",
    ]
    #expect(DeviceNameMatch("16") == .ambiguous(sixteens))
    #expect(DeviceNameMatch("iPhnoe 16") == .misspelt(sixteens))
    #expect(
      DeviceNameMatch("Pro Max")
        == .ambiguous(["iPhone 15 Pro Max", "iPhone 16 Pro Max", "iPhone 17 Pro Max"]))
    #expect(DeviceNameMatch("iPhone Pro Mac 17") == .misspelt(["iPhone 17 Pro Max"]))
    #expect(DeviceNameMatch("se").device?.name == "iPhone SE 3rd generation")
    #expect(DeviceNameMatch("Air").device?.name == "iPhone Air")
    // A model number is never a typo: iPhone 13 is no iPhone 15 or 16.
    #expect(DeviceNameMatch("iPhone 13").suggestions == ["iPhone 11", "iPhone 14", "iPhone 15"])
    // Words no preset has are unknown, as before: the nearest names by edit distance.
    guard case .unknown = DeviceNameMatch("Galaxy S24") else {
      Issue.record("Galaxy S24 is \(DeviceNameMatch("Galaxy S24"))")
      return
    }
  }
}
