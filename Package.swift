// swift-tools-version: 6.0
import PackageDescription

/// The layers, with dependencies pointing one way (see Sources/ARCHITECTURE.md):
///
///     HeaderGeometry   JSONSyntax        (depend on nothing)
///            \          /
///        HeaderSpecAnalysis              (the language service)
///           /        \
///   HeaderSpecKit   LanguageServer       (the app library; the only JSON-RPC/LSP code)
///                       |
///                   headerspec           (the executable)
///
/// An app links the library products: `HeaderSpecKit` (loading, the scroll driver, applying
/// layouts to views; it re-exports `HeaderGeometry`) or `HeaderGeometry` alone (the model and
/// its math, for generated specs). The `HeaderSpecGenerator` plugin runs
/// `headerspec generate swift` on a target's `*.header.json` files.
let package = Package(
  name: "HeaderSpec",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
  products: [
    .executable(name: "headerspec", targets: ["headerspec"]),
    .library(name: "HeaderGeometry", targets: ["HeaderGeometry"]),
    .library(name: "HeaderSpecKit", targets: ["HeaderSpecKit"]),
    .plugin(name: "HeaderSpecGenerator", targets: ["HeaderSpecGenerator"]),
  ],
  targets: [
    // Each module's README.md (its design and invariants) is documentation, not a resource.
    .target(name: "HeaderGeometry", exclude: ["README.md"]),
    .target(name: "JSONSyntax", exclude: ["README.md"]),
    .target(name: "TestSupport"),
    .target(
      name: "HeaderSpecAnalysis", dependencies: ["HeaderGeometry", "JSONSyntax"],
      exclude: ["README.md"]
    ),
    .target(
      name: "HeaderSpecKit",
      dependencies: ["HeaderGeometry", "HeaderSpecAnalysis", "JSONSyntax"],
      exclude: ["README.md"]
    ),
    .target(
      name: "LanguageServer",
      dependencies: ["HeaderGeometry", "HeaderSpecAnalysis", "JSONSyntax"],
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "headerspec",
      dependencies: ["HeaderGeometry", "JSONSyntax", "HeaderSpecAnalysis", "LanguageServer"],
      exclude: ["README.md"]
    ),
    // Outside Plugins/ because the repository's top level is fixed.
    .plugin(
      name: "HeaderSpecGenerator", capability: .buildTool(), dependencies: ["headerspec"],
      path: "Sources/HeaderSpecGeneratorPlugin"
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "HeaderGeometry", "JSONSyntax", "HeaderSpecAnalysis", "HeaderSpecKit", "AllocationCounter",
      ]
    ),
    // Counts heap allocations for `Benchmarks driver` by wrapping glibc's malloc and friends:
    // linked into the Benchmarks executable only.
    .target(name: "AllocationCounter"),
    .testTarget(
      name: "HeaderGeometryTests",
      dependencies: ["HeaderGeometry", "TestSupport"]
    ),
    .testTarget(
      name: "HeaderSpecKitTests",
      dependencies: ["HeaderSpecKit", "HeaderSpecAnalysis", "TestSupport"]
    ),
    .testTarget(
      name: "CLITests",
      dependencies: ["headerspec", "TestSupport"],
      exclude: ["Scenarios"]
    ),
    .testTarget(
      name: "HeaderSpecAnalysisTests",
      dependencies: ["HeaderSpecAnalysis", "TestSupport"]
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
