import Foundation
import HeaderGeometry
import TestSupport
import Testing

/// The UIKit bar is the spec (issue 41): the bar keys the UIKit glue reads are the ones the
/// SwiftUI glue reads, and with the keys the controller applies for both (the heights, and
/// what an environment sets) they are every key of `Bar`. The glue cannot be built on Linux,
/// so its sources are read: each `spec.bar.KEY` it names.
@Test func bothGluesReadEveryBarKeyTheControllerLeavesToThem() throws {
  let folder = TestFiles.root + "/Sources/Runtime/HeaderSpecKit/"
  func keys(_ file: String) throws -> Set<String> {
    let source = String(decoding: try #require(TestFiles.read(folder + file)), as: UTF8.self)
    var found: Set<String> = []
    for part in source.components(separatedBy: ".bar.").dropFirst() {
      found.insert(String(part.prefix { $0.isLetter || $0.isNumber }))
    }
    return found
  }
  let uiKit = try keys("HeaderBarView.swift")
  let swiftUI = try keys("HeaderScrollView.swift")
  #expect(!uiKit.isEmpty)
  #expect(uiKit == swiftUI)
  // The heights reach both through the controller (`HeaderBarController.height`), and these
  // are set by `HeaderSpec.adapted(to:)`, never written in a spec.
  let controllerKeys: Set<String> = [
    "maxHeight", "minHeight", "compactMaxHeight", "compactMinHeight", "isInline",
    "heightsAreCompact",
  ]
  let everyKey = Set(Mirror(reflecting: Bar()).children.compactMap(\.label))
  #expect(everyKey == uiKit.union(controllerKeys), "a bar key no glue reads: \(everyKey)")
}
