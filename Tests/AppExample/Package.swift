// swift-tools-version: 6.0
import PackageDescription

/// An app's package, as an iOS developer writes it: HeaderSpec by path (by URL in an app), its
/// library products and its build tool plugin, nothing else. `runtime-only` is an app that
/// uses a generated spec and links the runtime alone. `header-demo` prints what
/// `headerspec preview` and `simulate` print, through the public API only, and compares the
/// specs the plugin compiled in with the same files loaded at run time
/// (`.ci/checks/app-example`).
let package = Package(
  name: "AppExample",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [
    // `name:` because the identity of a path dependency is its folder's name (a clone may be
    // called anything); an app writes `.package(url: "https://.../HeaderSpec.git", from: ...)`.
    .package(name: "HeaderSpec", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "header-demo",
      dependencies: [
        .product(name: "HeaderSpecKit", package: "HeaderSpec"),
        .product(name: "HeaderGeometry", package: "HeaderSpec"),
        .product(name: "HeaderSpecLoading", package: "HeaderSpec"),
      ],
      path: "Sources/HeaderDemo",
      plugins: [.plugin(name: "HeaderSpecGenerator", package: "HeaderSpec")]
    ),
    // An app that uses generated specs only: the runtime, nothing that reads JSON; its own
    // spec, and the public ones of a second target.
    .executableTarget(
      name: "runtime-only",
      dependencies: [.product(name: "HeaderSpecKit", package: "HeaderSpec"), "ProfileHeaders"],
      path: "Sources/RuntimeOnly",
      plugins: [.plugin(name: "HeaderSpecGenerator", package: "HeaderSpec")]
    ),
    // A feature module: two specs named profile.header.json (in a/ and b/), generated public
    // (its .headerspec.json) for runtime-only to use.
    .target(
      name: "ProfileHeaders",
      dependencies: [.product(name: "HeaderSpecKit", package: "HeaderSpec")],
      path: "Sources/ProfileHeaders",
      plugins: [.plugin(name: "HeaderSpecGenerator", package: "HeaderSpec")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
