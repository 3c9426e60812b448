// swift-tools-version: 6.0
import PackageDescription

/// The modules, with dependencies pointing one way (see Sources/ARCHITECTURE.md; each module's
/// README.md says what it may import, and `.ci/checks/module-graph` holds the sources to it):
///
///     HeaderGeometry        JSONSyntax                  (depend on nothing)
///        |       \             /
///  HeaderSpecKit  HeaderSpecLoading                     (the app's runtime; loading a spec)
///        \        /    |     \            \
///     SpecRendering  LanguageService  SpecConfiguration  SpecExplanations  SwiftGeneration
///                \         |          /
///                 LanguageServer   (JSON-RPC and LSP)
///                          |
///                      headerspec  (the executable)
///
/// An app links the library products: `HeaderSpecKit` (the runtime: the geometry core
/// re-exported, the scroll driver, applying layouts to views), enough for generated specs, and
/// `HeaderSpecLoading` to read a spec's JSON at run time with `check`'s diagnostics. The
/// `HeaderSpecGenerator` plugin runs `headerspec generate swift` on a target's
/// `*.header.json` files.
let package = Package(
  name: "HeaderSpec",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
  products: [
    .executable(name: "headerspec", targets: ["headerspec"]),
    .library(name: "HeaderGeometry", targets: ["HeaderGeometry"]),
    .library(name: "HeaderSpecKit", targets: ["HeaderSpecKit"]),
    .library(name: "HeaderSpecLoading", targets: ["HeaderSpecLoading"]),
    .plugin(name: "HeaderSpecGenerator", targets: ["HeaderSpecGenerator"]),
  ],
  targets: [
    // Each module's README.md (its design, invariants and allowed imports) is documentation,
    // not a resource.
    .target(name: "HeaderGeometry", exclude: ["README.md"]),
    .target(name: "JSONSyntax", exclude: ["README.md"]),
    .target(name: "HeaderSpecKit", dependencies: ["HeaderGeometry"], exclude: ["README.md"]),
    .target(
      name: "HeaderSpecLoading", dependencies: ["HeaderGeometry", "JSONSyntax"],
      exclude: ["README.md"]
    ),
    .target(
      name: "SpecExplanations", dependencies: ["HeaderSpecLoading"], exclude: ["README.md"]
    ),
    .target(
      name: "SpecConfiguration",
      dependencies: ["HeaderGeometry", "JSONSyntax", "HeaderSpecLoading"],
      exclude: ["README.md"]
    ),
    .target(
      name: "LanguageService",
      dependencies: ["HeaderGeometry", "JSONSyntax", "HeaderSpecLoading", "SpecExplanations"],
      exclude: ["README.md"]
    ),
    .target(
      name: "SpecRendering",
      dependencies: ["HeaderGeometry", "JSONSyntax", "HeaderSpecKit", "HeaderSpecLoading"],
      exclude: ["README.md"]
    ),
    .target(name: "SpecFiles", exclude: ["README.md"]),
    .target(
      name: "SwiftGeneration", dependencies: ["HeaderGeometry", "HeaderSpecLoading"],
      exclude: ["README.md"]
    ),
    .target(
      name: "LanguageServer",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecLoading", "SpecExplanations",
        "SpecConfiguration", "LanguageService", "SpecRendering", "SpecFiles",
      ],
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "headerspec",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecKit", "HeaderSpecLoading", "SpecExplanations",
        "SpecConfiguration", "LanguageService", "SpecRendering", "SwiftGeneration",
        "LanguageServer", "SpecFiles",
      ],
      exclude: ["README.md"]
    ),
    .target(name: "TestSupport", exclude: ["README.md"]),
    // Outside Plugins/ because the repository's top level is fixed.
    .plugin(
      name: "HeaderSpecGenerator", capability: .buildTool(), dependencies: ["headerspec"],
      path: "Sources/HeaderSpecGeneratorPlugin", exclude: ["README.md"]
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecKit", "HeaderSpecLoading", "LanguageService",
        "SpecRendering", "AllocationCounter",
      ],
      exclude: ["README.md"]
    ),
    // Counts heap allocations for `Benchmarks driver` by wrapping glibc's malloc and friends:
    // linked into the Benchmarks executable only.
    .target(name: "AllocationCounter", exclude: ["README.md"]),
    .testTarget(
      name: "HeaderGeometryTests",
      dependencies: ["HeaderGeometry", "TestSupport"]
    ),
    .testTarget(
      name: "HeaderSpecKitTests",
      dependencies: ["HeaderSpecKit", "HeaderSpecLoading", "SpecRendering", "TestSupport"]
    ),
    .testTarget(
      name: "CLITests",
      dependencies: ["headerspec", "SpecFiles", "TestSupport"],
      exclude: ["Scenarios"]
    ),
    .testTarget(
      name: "HeaderSpecAnalysisTests",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecLoading", "SpecExplanations",
        "SpecConfiguration", "LanguageService", "SpecRendering", "SwiftGeneration", "TestSupport",
      ]
    ),
    .testTarget(
      name: "JSONSyntaxTests",
      dependencies: ["JSONSyntax", "TestSupport"]
    ),
    .testTarget(
      name: "LanguageServerTests",
      dependencies: ["LanguageServer", "JSONSyntax", "TestSupport"]
    ),
    .testTarget(
      name: "TestSupportTests",
      dependencies: ["TestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
