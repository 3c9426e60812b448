import HeaderGeometry
import SwiftGeneration
import Testing

/// `headerspec generate swift`'s names and text; `.ci/checks/app-example` compiles the output
/// for every example and corpus spec and compares it with the loaded spec.
@Test(arguments: [
  ("square-cash.header.json", "SquareCashHeader"),
  ("specs/profile.json", "ProfileHeader"),
  ("ProfileHeader.header.json", "ProfileHeader"),
  ("2up.header.json", "Header2upHeader"),
  ("名片.header.json", "Header"),
  ("a b+c.header.json", "ABCHeader"),
])
func typeNamesComeFromFileNames(file: String, expected: String) {
  #expect(SwiftGenerator.typeName(forFile: file) == expected)
  #expect(SwiftGenerator.isValidTypeName(expected))
}

@Test func typeNamesAreIdentifiersButNotKeywords() {
  #expect(SwiftGenerator.isValidTypeName("Profile_2"))
  #expect(!SwiftGenerator.isValidTypeName("class"))
  #expect(!SwiftGenerator.isValidTypeName("2Profile"))
  #expect(!SwiftGenerator.isValidTypeName("Pro-file"))
  #expect(!SwiftGenerator.isValidTypeName("名片"))
  #expect(!SwiftGenerator.isValidTypeName(""))
}

@Test func subviewIDsBecomeUniqueCases() {
  let ids = ["close-button", "Avatar", "URL", "default", "index", "a-b", "aB", "_x"]
  let spec = HeaderSpec(subviews: ids.map { HeaderSpec.Subview(id: $0) })
  let source = SwiftGenerator.source(for: spec, typeName: "T", sourceName: "t.header.json")
  let cases = source.split(separator: "\n").filter { $0.hasPrefix("    case ") }.map {
    $0.dropFirst(4)
  }
  #expect(
    cases == [
      #"case closeButton = "close-button""#, #"case avatar = "Avatar""#, "case URL",
      "case `default`", #"case index2 = "index""#, #"case aB = "a-b""#, #"case aB2 = "aB""#,
      "case _x",
    ])
  #expect(source.contains("      case .aB2: 6\n"))
}

@Test func aSpecWithoutSubviewsHasAnEmptyEnum() {
  let source = SwiftGenerator.source(for: HeaderSpec(), typeName: "Empty", sourceName: "e.json")
  #expect(source.contains("enum SubviewID: CaseIterable, Sendable {"))
  #expect(source.contains("var index: Int { switch self {} }"))
}

@Test func textIsEscapedAndCommentsStayOnOneLine() {
  let spec = HeaderSpec(
    name: "a\nb \"q\" \u{202E}", width: .infinity,
    subviews: [
      HeaderSpec.Subview(id: "t", kind: .label(HeaderSpec.Label(text: "x\\y\u{1}\u{2028}")))
    ])
  let source = SwiftGenerator.source(for: spec, typeName: "T", sourceName: "n\nm.json")
  #expect(source.contains(#"name: "a\nb \"q\" \u{202e}","#))
  #expect(source.contains(#"text: "x\\y\u{1}\u{2028}","#))
  #expect(source.contains("width: Double.infinity,"))
  #expect(source.contains("/// The header spec a b \"q\"   (n m.json), compiled in."))
}

@Test func generationIsDeterministic() {
  let spec = HeaderSpec(
    name: "d", bar: Bar(maxHeight: 100.1, minHeight: 0.1 + 0.2),
    subviews: [HeaderSpec.Subview(id: "a", keyframes: [Keyframe(progress: 1e-7, alpha: 0.3)])])
  let first = SwiftGenerator.source(for: spec, typeName: "D", sourceName: "d.json")
  #expect(first == SwiftGenerator.source(for: spec, typeName: "D", sourceName: "d.json"))
  // Shortest round-trip text: these literals read back as exactly these doubles.
  #expect(first.contains("minHeight: 0.30000000000000004"))
  #expect(first.contains("progress: 1e-07"))
}

/// A spec's `name` as its type: its words in upper camel case, or nothing when it cannot name
/// a type; among a target's specs, file names shared are named by paths, and clashes found.
@Test func typeNamesFromNamesFilesAndPaths() {
  #expect(TypeNaming.typeName(forName: "Profile card") == "ProfileCard")
  #expect(TypeNaming.typeName(forName: "SquareCashHeader") == "SquareCashHeader")
  #expect(TypeNaming.typeName(forName: "3D bar") == "Header3DBar")
  #expect(TypeNaming.typeName(forName: "プロフィール 🙂") == nil)
  #expect(TypeNaming.typeName(forName: "String") == nil, "would hide Swift's String")
  #expect(TypeNaming.typeName(forName: "swift") == nil, "would hide the module Swift")
  let specs = ["x/a-b.header.json", "x/a_b.header.json", "x/aB.header.json", "x/A B.header.json"]
    .map { TypeNaming.Spec(path: $0, name: nil) }
  let names = TypeNaming.names(of: specs)
  #expect(Set(names) == ["ABHeader"])
  #expect(TypeNaming.collision(of: 2, in: names) == 0)
  let shared = TypeNaming.names(of: [
    TypeNaming.Spec(path: "/app/Sources/a/profile.header.json", name: nil),
    TypeNaming.Spec(path: "/app/Sources/b/profile.header.json", name: nil),
    TypeNaming.Spec(path: "/app/Sources/b/card.header.json", name: "Card"),
  ])
  #expect(shared == ["AProfileHeader", "BProfileHeader", "Card"])
  #expect(TypeNaming.collision(of: 0, in: shared) == nil)
}
