// swift-tools-version: 6.0
import PackageDescription

/// The layers, with dependencies pointing one way (see Sources/ARCHITECTURE.md):
///
///     HeaderGeometry   JSONSyntax        (depend on nothing)
///            \          /
///        HeaderSpecAnalysis              (the language service)
///               |
///         LanguageServer                 (the only JSON-RPC/LSP code)
///               |
///           headerspec                   (the executable)
let package = Package(
  name: "HeaderSpec",
  products: [
    .executable(name: "headerspec", targets: ["headerspec"])
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
      name: "LanguageServer",
      dependencies: ["HeaderGeometry", "HeaderSpecAnalysis", "JSONSyntax"],
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "headerspec",
      dependencies: ["HeaderGeometry", "JSONSyntax", "HeaderSpecAnalysis", "LanguageServer"],
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["HeaderGeometry", "JSONSyntax", "HeaderSpecAnalysis"]
    ),
    .testTarget(
      name: "HeaderGeometryTests",
      dependencies: ["HeaderGeometry", "TestSupport"]
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
