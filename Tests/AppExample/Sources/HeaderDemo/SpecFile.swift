import Foundation
import HeaderSpecKit
import HeaderSpecLoading

/// Reading a spec the way an app reads one from its bundle: the file's bytes into
/// `LoadedHeaderSpec`, its diagnostics on stderr (as `headerspec` prints them) when it has
/// errors.
enum SpecFile {
  static func load(_ path: String) -> LoadedHeaderSpec? {
    guard let data = FileManager.default.contents(atPath: path) else {
      problem("\(path): cannot read the file")
      return nil
    }
    do {
      return try LoadedHeaderSpec(bytes: Array(data))
    } catch {
      problem(error.diagnostics.map { "\(path):\($0)" }.joined(separator: "\n"))
      return nil
    }
  }

  static func problem(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
