import Foundation
import HeaderSpecKit

/// `header-demo layout SPEC --progress LIST`   what `headerspec preview --format json` prints
/// `header-demo drive SPEC --events EVENTS`    what `headerspec simulate --format json` prints
/// `header-demo generated ROOT`                the specs compiled in by the plugin against the
///                                             same files (under ROOT) loaded at run time
/// `header-demo views SPEC [--device NAME]...` the views the library builds for the spec
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch (arguments.first, arguments.count) {
case ("layout", 4) where arguments[2] == "--progress":
  status = LayoutCommand.run(path: arguments[1], progress: arguments[3])
case ("drive", 4) where arguments[2] == "--events":
  status = DriveCommand.run(path: arguments[1], events: arguments[3])
case ("generated", 2):
  status = GeneratedCheck.run(root: arguments[1])
case ("views", _):
  status = ViewsCommand.run(Array(arguments.dropFirst()))
default:
  FileHandle.standardError.write(
    Data(
      """
      usage: header-demo layout SPEC --progress LIST
             header-demo drive SPEC --events EVENTS.json
             header-demo generated ROOT
             header-demo views SPEC [--device NAME] [--orientation O] [--content-size C] [--layout-direction D]

      """.utf8))
  status = 2
}
exit(status)
