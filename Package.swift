// swift-tools-version: 6.0
import PackageDescription

/// The layers, with dependencies pointing one way (see README.md, "Architecture"):
///
///     HeaderGeometry   JSONSyntax        (depend on nothing)
///            \          /
///        HeaderSpecAnalysis              (later: the language service)
///               |
///         LanguageServer                 (later: the only JSON-RPC/LSP code)
///               |
///           headerspec                   (the executable)
let package = Package(
  name: "HeaderSpec",
  products: [
    .executable(name: "headerspec", targets: ["headerspec"])
  ],
  targets: [
    .target(name: "HeaderGeometry"),
    .target(name: "JSONSyntax"),
    .target(name: "TestSupport"),
    .target(name: "HeaderSpecAnalysis", dependencies: ["HeaderGeometry", "JSONSyntax"]),
    .executableTarget(
      name: "headerspec",
      dependencies: ["HeaderGeometry", "JSONSyntax", "HeaderSpecAnalysis"]
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
      dependencies: ["headerspec"],
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
      name: "TestSupportTests",
      dependencies: ["TestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
