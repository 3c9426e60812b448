import Foundation
import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import Testing

@testable import SpecAnalysis

// `check` over a spec's or a project's `supports` (Schemas/FORMAT.md#environments): each
// problem once, with the environments where it happens.

private let se = "iPhone SE 3rd generation"
private let phones = EnvironmentMatrix(
  devices: [se, "iPhone 15", "iPad Pro 11-inch"].compactMap(Device.preset(named:)),
  orientations: [.portrait, .landscape], contentSizes: [.large, .accessibility3, .accessibility5])

/// The phrase for the environments of `phones` that `keep` selects.
private func phrase(_ keep: (Device, HeaderEnvironment) -> Bool) -> String? {
  let members = phones.environments.indices.filter {
    keep(phones.environments[$0].device, phones.environments[$0].environment)
  }
  return EnvironmentSetDescription(matrix: phones).describe(members)
}

@Test func environmentSetsAreNamedCompactly() {
  #expect(phrase { _, _ in true } == nil, "every environment: no prefix")
  #expect(
    phrase { d, e in d.name == se && e.orientation == .landscape && e.contentSize >= .accessibility3
    }
      == "on iPhone SE 3rd generation, landscape, and at AX3 and larger")
  #expect(phrase { _, e in e.orientation == .landscape } == "landscape")
  #expect(phrase { _, e in e.contentSize == .large } == "at L")
  #expect(phrase { _, e in e.contentSize == .accessibility3 } == "at AX3")
  #expect(phrase { d, _ in d.family != .pad } == "on iPhone SE 3rd generation and iPhone 15")
  // No product: one clause per device, devices with the same clause together.
  #expect(
    phrase { d, e in
      d.family == .pad ? e.contentSize == .accessibility5 : e.orientation == .landscape
    } == "on iPhone SE 3rd generation and iPhone 15, landscape; on iPad Pro 11-inch, at AX5")
  #expect(
    phrase { d, e in d.name == se && (e.orientation == .portrait) != (e.contentSize == .large) }
      == "on iPhone SE 3rd generation, portrait, and at AX3 and larger; "
      + "on iPhone SE 3rd generation, landscape, and at L")
}

/// The presets of distinct screens: the first of each group with the same figures (the
/// iPhone 17 has the iPhone 16 Pro's), eleven of them.
let distinctScreenDevices: [Device] = {
  var screens: Set<Device> = []
  return Device.presets.filter { device in
    var screen = device
    screen.name = ""
    return screens.insert(screen).inserted
  }
}()

/// Nine devices of different screens, the presets before the iPhone 16 and 17 lines.
let nineDevices = [
  "iPhone SE 3rd generation", "iPhone 11 Pro", "iPhone 11", "iPhone 14", "iPhone 15",
  "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPad Pro 11-inch",
].map { Device.preset(named: $0)! }

@Test func aLongListOfClausesEndsWithACount() {
  let sizes: [HeaderEnvironment.ContentSizeCategory] = [
    .large, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
  ]
  let matrix = EnvironmentMatrix(devices: nineDevices, contentSizes: sizes)
  // Device d at size d % 6 alone: six clauses (devices 0 and 6, 1 and 7, 2 and 8 share one).
  let members = matrix.environments.indices.filter { $0 % 6 == ($0 / 6) % 6 }
  #expect(
    EnvironmentSetDescription(matrix: matrix).describe(members)
      == "on iPhone SE 3rd generation and iPhone 16 Pro, at L; on iPhone 11 Pro and iPhone 16 "
      + "Pro Max, at AX1; on iPhone 11 and iPad Pro 11-inch, at AX2; and in 3 more environments")
}

@Test func mostDevicesAreNamedByTheOnesLeftOut() {
  let matrix = EnvironmentMatrix(devices: nineDevices)
  let description = EnvironmentSetDescription(matrix: matrix)
  #expect(description.describe(Array(0..<8)) == "on every device but iPad Pro 11-inch")
  #expect(
    description.describe(Array(1..<8))
      == "on every device but iPhone SE 3rd generation and iPad Pro 11-inch")
  #expect(
    description.describe([0, 1, 2])
      == "on iPhone SE 3rd generation, iPhone 11 Pro and iPhone 11")
}

/// The same problem with other numbers is one problem; another edge, subview or clipping is
/// another.
@Test func problemsAreTheSameWhenOnlyTheirMeasurementsDiffer() {
  let near = GeometryProblem.outsideBar(
    subview: 2, progress: 0.25, overflow: 48, edge: .right, clipped: false)
  let far = GeometryProblem.outsideBar(
    subview: 2, progress: 1, overflow: 30.5, edge: .right, clipped: false)
  #expect(near.withoutMeasurements == far.withoutMeasurements)
  for other in [
    GeometryProblem.outsideBar(subview: 2, progress: 1, overflow: 30, edge: .left, clipped: false),
    .outsideBar(subview: 3, progress: 1, overflow: 30, edge: .right, clipped: false),
    .outsideBar(subview: 2, progress: 1, overflow: 30, edge: .right, clipped: true),
  ] {
    #expect(other.withoutMeasurements != near.withoutMeasurements, "\(other)")
  }
  // NaN never equals itself: a non-finite number is merged by its site.
  let nan = GeometryProblem.nonFiniteNumber(.width, value: .nan)
  #expect(nan.withoutMeasurements == nan.withoutMeasurements)
  #expect(
    nan.withoutMeasurements != GeometryProblem.nonFiniteNumber(.width, value: .infinity))
}

/// Which of two environments' amounts says more: the larger where they first differ, in the
/// order the message quotes them, as it shows them.
@Test func theWorstHasTheLargerAmountWhereTheyFirstDiffer() {
  let seven = GeometryProblem.outsideBar(
    subview: 0, progress: 0, overflow: 7, edge: .top, clipped: true)
  let twentyFive = GeometryProblem.outsideBar(
    subview: 0, progress: 0, overflow: 25, edge: .top, clipped: true)
  #expect(seven.amounts == [7, 0])
  #expect(MatrixGroup.isWorse(twentyFive.amounts, than: seven.amounts))
  #expect(!MatrixGroup.isWorse(seven.amounts, than: twentyFive.amounts))
  #expect(!MatrixGroup.isWorse(seven.amounts, than: seven.amounts))
  // Sizes are compared: at -3 and 3 the two say as much, and the next number decides, so the
  // worst of several does not depend on their order.
  #expect(MatrixGroup.isWorse([-3, 5], than: [3, 1]))
  #expect(!MatrixGroup.isWorse([3, 1], than: [-3, 5]))
  #expect(!MatrixGroup.isWorse([-0.5], than: [0.5]) && !MatrixGroup.isWorse([0.5], than: [-0.5]))
  // Amounts as the message shows them: 25.0001 pt reads "25", the progress then decides.
  let later = GeometryProblem.outsideBar(
    subview: 0, progress: 0.5, overflow: 25.0001, edge: .top, clipped: true)
  #expect(MatrixGroup.isWorse(later.amounts, than: twentyFive.amounts))
  #expect(GeometryProblem.noKeyframes(subview: 0).amounts.isEmpty)
}

@Test func aProblemOfSomeEnvironmentsIsReportedOnceWithThem() {
  // 340 + 60 = 400 pt: past the right edge of a 375 or 393 pt wide portrait iPhone; the iPad
  // and every landscape screen are wider. The reference width (420) is clean.
  checkDiagnostics(
    """
    { "width": 420, "bar": { "maxHeight": 100, "minHeight": 64 },
      "behavior": { "kind": "fixed" },
      "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15", "iPad Pro 11-inch"],
        "orientations": ["portrait", "landscape"], "contentSizes": ["L", "AX3"] },
      "subviews": [ { "id": 1️⃣"close", "kind": "button", "title": "Close",
        "keyframes": [ { "progress": 0, 2️⃣"frame": [340, 24, 60, 30] } ] } ] }
    """,
    expected: """
      1️⃣ information HS311 on iPhone SE 3rd generation and iPhone 15, portrait: "close" reaches 25 pt past the bar's right edge at progress 0: it overflows the bar (not clipped) (worst on iPhone SE 3rd generation, portrait)
      2️⃣ warning HS327 "close" sits at an absolute frame x of 340, which stays put on every width this spec supports (375 to 1194 pt); anchor it to the trailing edge
      """)
}

@Test func theProjectsMatrixAppliesUnlessTheSpecListsItsOwn() {
  let text = """
    { "width": 420, "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
      "subviews": [ { "id": "close", "kind": "button", "title": "Close",
        "keyframes": [ { "progress": 0, "frame": [340, 24, 60, 30] } ] } ] }
    """
  #expect(SpecDocument(text: text).diagnostics.isEmpty, "clean in the reference environment")
  let project = AnalysisSettings(supports: EnvironmentMatrix(devices: [Device.presets[0]]))
  let document = SpecDocument(text: text, settings: project)
  #expect(document.matrix == project.supports)
  #expect(
    document.diagnostics.map(\.message) == [
      #""close" reaches 25 pt past the bar's right edge at progress 0: it overflows the bar (not clipped)"#
    ], "one device, every environment: no prefix")
  let own = text.replacingOccurrences(
    of: #""behavior""#, with: #""supports": { "devices": ["iPad Pro 11-inch"] }, "behavior""#)
  #expect(SpecDocument(text: own, settings: project).diagnostics.isEmpty)
  var explicit = project
  explicit.environment = Device.preset(named: "iPad Pro 11-inch")!.environment()
  #expect(SpecDocument(text: text, settings: explicit).matrix == nil, "an explicit environment")
}

@Test func aProblemOfEveryEnvironmentKeepsItsReferenceFix() {
  let text = """
    { "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
      "supports": { "devices": ["iPhone 15", "iPad Pro 11-inch"] },
      "subviews": [ { "id": "a", "keyframes": [ { "progress": 0.5, "frame": [0, 24, 10, 10] },
        { "progress": 0.25, "alpha": 0 } ] } ] }
    """
  let reference = SpecDocument(text: text)
  // The same document without `supports`, blanked out so that every offset stays.
  let supports = #""supports": { "devices": ["iPhone 15", "iPad Pro 11-inch"] },"#
  let plain = text.replacingOccurrences(
    of: supports, with: String(repeating: " ", count: supports.utf8.count))
  let withoutMatrix = SpecDocument(text: plain)
  #expect(reference.matrix != nil)
  #expect(!withoutMatrix.diagnostics.isEmpty)
  // HS327 (the absolute x, about the spec's two widths) is the matrix's own warning.
  let fromMatrix = reference.diagnostics.filter { $0.code != .absoluteHorizontalPosition }
  #expect(reference.diagnostics.count == fromMatrix.count + 1)
  #expect(
    fromMatrix.map(\.message) == withoutMatrix.diagnostics.map(\.message),
    "problems of every environment read as in the reference")
  #expect(fromMatrix.map(\.fix) == withoutMatrix.diagnostics.map(\.fix))
}
