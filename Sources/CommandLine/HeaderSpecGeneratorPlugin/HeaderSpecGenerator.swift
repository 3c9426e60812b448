import Foundation
import PackagePlugin

/// The build tool plugin: for every `*.header.json` among a target's files, a build command
/// runs `headerspec generate swift SPEC -o OUT.swift --target-spec ...` and the target compiles
/// `OUT.swift`, the way SwiftGen or swift-protobuf's plugin work. The type is the spec's
/// `"name"`, else its file's (`square-cash.header.json` -> `SquareCashHeader`), else, for
/// specs of one target that share a file name, their paths below the folder the target's specs
/// share (`a/profile.header.json` -> `AProfileHeader`); `headerspec` chooses it among all the
/// target's specs, and two specs that would generate one type fail the build naming both. The
/// command reruns when any spec of the target or the `.headerspec.json` that applies to it
/// changes (its `generate.access` makes the header `public` or `package`, for use from another
/// target). A spec with errors fails the build with `check`'s diagnostics; its warnings are
/// the build's warnings, at their file, line and column.
///
/// In the app's Package.swift:
///
///     .target(name: "App", dependencies: [.product(name: "HeaderSpecKit", package: "HeaderSpec")],
///             plugins: [.plugin(name: "HeaderSpecGenerator", package: "HeaderSpec")])
///
/// In an Xcode app project: the target's Build Phases, Run Build Tool Plug-ins, add
/// HeaderSpecGenerator (`XcodeBuildToolPlugin`, below).
@main
struct HeaderSpecGenerator: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return Self.commands(
      for: target.sourceFiles(withSuffix: ".header.json").map(\.url),
      tool: try context.tool(named: "headerspec").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// One build command per spec of `specs` (one target's): its Swift file in
  /// `workDirectory`, named after the spec (a second spec of the same name gets `-2`, ...).
  static func commands(for specs: [URL], tool: URL, workDirectory: URL) -> [Command] {
    var taken: Set<String> = []
    let siblings = specs.flatMap { ["--target-spec", $0.path] }
    return specs.map { spec in
      let name = spec.lastPathComponent
      let base = String(name.dropLast(".json".count))
      var stem = base
      var counter = 2
      while !taken.insert(stem).inserted {
        stem = "\(base)-\(counter)"
        counter += 1
      }
      let output = workDirectory.appending(path: stem + ".swift")
      var inputs = specs
      if let configuration = configuration(for: spec) { inputs.append(configuration) }
      return .buildCommand(
        displayName: "Generating \(stem).swift from \(name)", executable: tool,
        arguments: ["generate", "swift", spec.path, "-o", output.path] + siblings,
        inputFiles: inputs, outputFiles: [output])
    }
  }

  /// The `.headerspec.json` `headerspec` reads for `spec`: the nearest one from its folder
  /// up to the repository root (the first folder with `.git`), as `generate` looks for it. An
  /// input of the command, so that changing it regenerates the Swift.
  static func configuration(for spec: URL) -> URL? {
    let files = FileManager.default
    var folder = spec.standardizedFileURL.deletingLastPathComponent()
    while true {
      let candidate = folder.appending(path: ".headerspec.json")
      if files.fileExists(atPath: candidate.path) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if files.fileExists(atPath: folder.appending(path: ".git").path) || parent.path == folder.path
      {
        return nil
      }
      folder = parent
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension HeaderSpecGenerator: XcodeBuildToolPlugin {
    /// The same commands for an Xcode app target: its `*.header.json` input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let specs = target.inputFiles.map(\.url).filter {
        $0.lastPathComponent.hasSuffix(".header.json")
      }
      return Self.commands(
        for: specs, tool: try context.tool(named: "headerspec").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
