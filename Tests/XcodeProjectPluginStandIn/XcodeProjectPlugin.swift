// A stand-in for Xcode's XcodeProjectPlugin module, for Linux: just the declarations the
// HeaderSpecGenerator plugin's `XcodeBuildToolPlugin` conformance uses, with Xcode's names,
// labels and types over the toolchain's real PackagePlugin module, and no behaviour.
// `.ci/checks/xcode-plugin-glue` compiles the plugin's source against it (Xcode's module exists
// only inside Xcode): it checks our code, not Xcode. The `URL` members are the ones
// PackagePlugin itself marks `@available(_PackageDescription 6.0)`, as Xcode 16's module does.

import Foundation
import PackagePlugin

/// An Xcode project a plugin runs for.
public struct XcodeProject {
  /// The project's display name.
  public let displayName: String
  /// The folder that holds the `.xcodeproj`.
  @available(_PackageDescription 6.0)
  public var directoryURL: URL { URL(fileURLWithPath: "/") }
  /// The project's targets.
  public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
  /// The target's display name.
  public let displayName: String
  /// The files the target builds from (its sources and resources).
  public let inputFiles: FileList
}

/// What an Xcode build tool plugin is given: the project, a work folder and the tools.
public struct XcodePluginContext {
  /// The project the plugin runs for.
  public let xcodeProject: XcodeProject
  /// A folder the plugin and its commands may write to.
  @available(_PackageDescription 6.0)
  public var pluginWorkDirectoryURL: URL { URL(fileURLWithPath: "/") }
  /// The executable `name` (a package executable the plugin depends on, or a binary target).
  public func tool(named name: String) throws -> PluginContext.Tool {
    throw XcodeProjectPluginStandInError()
  }
}

/// A build tool plugin Xcode runs for a target of an app project.
public protocol XcodeBuildToolPlugin: Plugin {
  /// The commands that build `target`'s generated files.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// Thrown by the stand-in's only behaviour; never seen, since nothing runs.
struct XcodeProjectPluginStandInError: Error {}
