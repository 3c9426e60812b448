// swift-tools-version: 6.0
import PackageDescription

/// The modules, in tiers (the folders of `Sources/`), with dependencies pointing one way, down
/// (see Sources/ARCHITECTURE.md; each module's README.md says what it may import, and
/// `.ci/checks/module-graph` holds the sources to it and the tiers):
///
///     Runtime      HeaderGeometry -> HeaderSpecKit        (what an app links)
///     Loading      JSONSyntax, HeaderSpecLoading           (an app's spec reader)
///     Tooling      GeometryChecks -> SpecAnalysis -> the features, previews, explanations,
///                  configuration, generation, files
///     Server       LanguageServer                          (JSON-RPC and LSP)
///     CommandLine  headerspec (the executable), the HeaderSpecGenerator plugin
///     Support      TestSupport, Benchmarks, AllocationCounter
///
/// An app links the library products: `HeaderSpecKit` (the runtime: the geometry core
/// re-exported, the scroll driver, applying layouts to views), enough for generated specs, and
/// `HeaderSpecLoading` to read a spec's JSON at run time, stopping at what breaks the header.
/// The `HeaderSpecGenerator` plugin runs `headerspec generate swift` on a target's
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
    .target(name: "HeaderGeometry", path: "Sources/Runtime/HeaderGeometry", exclude: ["README.md"]),
    .target(name: "JSONSyntax", path: "Sources/Loading/JSONSyntax", exclude: ["README.md"]),
    .target(
      name: "HeaderSpecKit", dependencies: ["HeaderGeometry"],
      path: "Sources/Runtime/HeaderSpecKit", exclude: ["README.md"]),
    .target(
      name: "GeometryChecks", dependencies: ["HeaderGeometry", "HeaderSpecLoading"],
      path: "Sources/Tooling/GeometryChecks", exclude: ["README.md"]
    ),
    .target(
      name: "HeaderSpecLoading", dependencies: ["HeaderGeometry", "JSONSyntax"],
      path: "Sources/Loading/HeaderSpecLoading", exclude: ["README.md"]
    ),
    .target(
      name: "SpecAnalysis",
      dependencies: ["HeaderGeometry", "GeometryChecks", "JSONSyntax", "HeaderSpecLoading"],
      path: "Sources/Tooling/SpecAnalysis", exclude: ["README.md"]
    ),
    .target(
      name: "SpecExplanations", dependencies: ["SpecAnalysis"],
      path: "Sources/Tooling/SpecExplanations", exclude: ["README.md"]
    ),
    .target(
      name: "SpecConfiguration",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecLoading", "SpecAnalysis", "GeometryChecks",
      ],
      path: "Sources/Tooling/SpecConfiguration",
      exclude: ["README.md"]
    ),
    .target(
      name: "LanguageService",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecLoading", "SpecAnalysis", "GeometryChecks",
        "SpecExplanations",
      ],
      path: "Sources/Tooling/LanguageService",
      exclude: ["README.md"]
    ),
    .target(
      name: "SpecRendering",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecLoading", "SpecAnalysis", "GeometryChecks",
      ],
      path: "Sources/Tooling/SpecRendering",
      exclude: ["README.md"]
    ),
    .target(name: "SpecFiles", path: "Sources/Tooling/SpecFiles", exclude: ["README.md"]),
    .target(
      name: "SwiftGeneration", dependencies: ["HeaderGeometry", "SpecAnalysis"],
      path: "Sources/Tooling/SwiftGeneration",
      exclude: ["README.md"]
    ),
    .target(
      name: "LanguageServer",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "SpecAnalysis", "SpecExplanations",
        "SpecConfiguration", "LanguageService", "SpecRendering", "SpecFiles",
      ], path: "Sources/Server/LanguageServer",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "headerspec",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecLoading", "SpecAnalysis", "GeometryChecks",
        "SpecExplanations",
        "SpecConfiguration", "LanguageService", "SpecRendering", "SwiftGeneration",
        "LanguageServer", "SpecFiles",
      ], path: "Sources/CommandLine/headerspec",
      exclude: ["README.md"]
    ),
    .target(name: "TestSupport", path: "Sources/Support/TestSupport", exclude: ["README.md"]),
    // Outside Plugins/ because the repository's top level is fixed.
    .plugin(
      name: "HeaderSpecGenerator", capability: .buildTool(), dependencies: ["headerspec"],
      path: "Sources/CommandLine/HeaderSpecGeneratorPlugin", exclude: ["README.md"]
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecKit", "HeaderSpecLoading", "SpecAnalysis",
        "LanguageService", "SpecRendering", "AllocationCounter",
      ], path: "Sources/Support/Benchmarks",
      exclude: ["README.md"]
    ),
    // Counts heap allocations for `Benchmarks driver` by wrapping glibc's malloc and friends:
    // linked into the Benchmarks executable only.
    .target(
      name: "AllocationCounter", path: "Sources/Support/AllocationCounter", exclude: ["README.md"]),
    .testTarget(
      name: "HeaderGeometryTests",
      dependencies: ["HeaderGeometry", "HeaderSpecLoading", "GeometryChecks", "TestSupport"]
    ),
    .testTarget(
      name: "HeaderSpecKitTests",
      dependencies: [
        "HeaderSpecKit", "HeaderSpecLoading", "SpecAnalysis", "GeometryChecks", "SpecRendering",
        "TestSupport",
      ]
    ),
    .testTarget(
      name: "CLITests",
      dependencies: ["headerspec", "HeaderSpecLoading", "SpecFiles", "TestSupport"],
      exclude: ["Scenarios"]
    ),
    .testTarget(
      name: "HeaderSpecAnalysisTests",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecLoading", "SpecAnalysis", "GeometryChecks",
        "SpecExplanations",
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
