import Foundation
import PackagePlugin

/// The build tool plugin: for every `*.header.json` among a target's files, a build command
/// runs `headerspec generate swift SPEC -o OUT.swift` and the target compiles `OUT.swift`, the
/// way SwiftGen or swift-protobuf's plugin work. The command reruns when the spec or the
/// `.headerspec.json` that applies to it changes (its `generate.access` makes the header
/// `public` or `package`, for use from another target); the type name comes from the file name
/// (`square-cash.header.json` -> `SquareCashHeader`), or, for specs of one target that share a
/// file name, from their paths below the folder the target's specs share
/// (`a/profile.header.json` -> `AProfileHeader`).
/// A spec with errors fails the build with `check`'s diagnostics.
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
    let specs = target.sourceFiles(withSuffix: ".header.json").map(\.url)
    return try Self.commands(
      for: specs, in: Self.commonFolder(of: specs),
      tool: try context.tool(named: "headerspec").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The deepest folder that holds every one of `specs` (a target's specs are below its
  /// folder, so their paths from here name them within the target).
  static func commonFolder(of specs: [URL]) -> URL {
    let folders = specs.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
    guard var common = folders.first else { return URL(fileURLWithPath: "/") }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"))
  }

  /// One build command per spec of `specs`, all under `root` (the folder they share, or the
  /// Xcode project's): its Swift file in `workDirectory`, named after the spec (a second spec
  /// of the same name gets `-2`, ...). Throws when two specs of one file name would still get
  /// one type name from their paths (`a-b/x.header.json` and `a/b-x.header.json`), naming both.
  static func commands(for specs: [URL], in root: URL, tool: URL, workDirectory: URL) throws
    -> [Command]
  {
    var counts: [String: Int] = [:]
    for spec in specs { counts[spec.lastPathComponent, default: 0] += 1 }
    var taken: Set<String> = []
    var pathKeys: [String: URL] = [:]
    return try specs.map { spec in
      let name = spec.lastPathComponent
      let base = String(name.dropLast(".json".count))
      var stem = base
      var counter = 2
      while !taken.insert(stem).inserted {
        stem = "\(base)-\(counter)"
        counter += 1
      }
      let output = workDirectory.appending(path: stem + ".swift")
      var arguments = ["generate", "swift", spec.path, "-o", output.path]
      if counts[name, default: 0] > 1 {
        let path = relativePath(of: spec, under: root)
        // The type name keeps the path's letters and digits; two paths that agree on those
        // (ignoring case) would name one type twice.
        let key = String(
          path.lowercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
          })
        if let other = pathKeys.updateValue(spec, forKey: key) {
          throw GeneratorError(
            description: "\(other.path) and \(spec.path) would generate one type name; "
              + "rename a folder or a file")
        }
        arguments += ["--type-name-from", path]
      }
      var inputs = [spec]
      if let configuration = configuration(for: spec) { inputs.append(configuration) }
      return .buildCommand(
        displayName: "Generating \(stem).swift from \(name)", executable: tool,
        arguments: arguments, inputFiles: inputs, outputFiles: [output])
    }
  }

  /// `spec`'s path below `root` (its folders and name), or its full path when it is elsewhere.
  static func relativePath(of spec: URL, under root: URL) -> String {
    let file = spec.standardizedFileURL.path
    let folder = root.standardizedFileURL.path
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
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

/// Why the plugin cannot generate a target's headers.
struct GeneratorError: Error, CustomStringConvertible {
  var description: String
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension HeaderSpecGenerator: XcodeBuildToolPlugin {
    /// The same commands for an Xcode app target: its `*.header.json` input files, named
    /// relative to the project's folder.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let specs = target.inputFiles.map(\.url).filter {
        $0.lastPathComponent.hasSuffix(".header.json")
      }
      return try Self.commands(
        for: specs, in: context.xcodeProject.directoryURL,
        tool: try context.tool(named: "headerspec").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
