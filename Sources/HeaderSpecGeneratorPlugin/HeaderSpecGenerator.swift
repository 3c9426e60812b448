import PackagePlugin

/// The build tool plugin: for every `*.header.json` among a target's files, a build command
/// runs `headerspec generate swift SPEC -o OUT.swift` and the target compiles `OUT.swift`, the
/// way SwiftGen or swift-protobuf's plugin work. The command reruns only when the spec changes;
/// the type name comes from the file name (`square-cash.header.json` -> `SquareCashHeader`).
/// A spec with errors fails the build with `check`'s diagnostics.
///
/// In the app's Package.swift:
///
///     .target(name: "App", dependencies: [.product(name: "HeaderSpecKit", package: "HeaderSpec")],
///             plugins: [.plugin(name: "HeaderSpecGenerator", package: "HeaderSpec")])
@main
struct HeaderSpecGenerator: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "headerspec")
    var taken: Set<String> = []
    return target.sourceFiles(withSuffix: ".header.json").map { file in
      // `square-cash.header.json` -> `square-cash.header.swift`; a second spec of the same
      // name (in another folder) gets `-2`, so every spec has its own file.
      let name = file.url.lastPathComponent
      let base = String(name.dropLast(".json".count))
      var stem = base
      var counter = 2
      while !taken.insert(stem).inserted {
        stem = "\(base)-\(counter)"
        counter += 1
      }
      let output = context.pluginWorkDirectoryURL.appending(path: stem + ".swift")
      return .buildCommand(
        displayName: "Generating \(stem).swift from \(name)",
        executable: tool.url,
        arguments: ["generate", "swift", file.url.path, "-o", output.path],
        inputFiles: [file.url],
        outputFiles: [output])
    }
  }
}
