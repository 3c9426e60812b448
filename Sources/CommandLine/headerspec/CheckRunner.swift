import Foundation
import SpecAnalysis
import SpecFiles

/// Reads and checks many inputs on all cores; the results come back in input order, whatever
/// order the work finished in. Standard input is read first, on the calling thread.
struct CheckRunner {
  var options: CheckOptions

  /// The project configuration of each input (`settings(for:)` of the options).
  let configurations: ProjectConfigurations

  init(options: CheckOptions) {
    self.options = options
    self.configurations = ProjectConfigurations(options.configuration)
  }

  /// One result per input: the checked file, or why it could not be read.
  func run(_ inputs: [InputPaths.Input]) -> [Result<CheckedFile, SpecFile.Failure>] {
    let stdinLimit = configurations.sizeLimit(forSpecAt: options.stdinFilename)
    let stdin: Result<[UInt8], SpecFile.Failure> =
      inputs.contains(.standardInput)
      ? Result { () throws(SpecFile.Failure) in
        try SpecFile.readStandardInput(limit: stdinLimit)
      } : .success([])
    let progress = ProgressLine(total: inputs.count)
    let options = self.options
    let configurations = self.configurations
    let results = ParallelWork.map(count: inputs.count) { index in
      let result = Self.check(
        inputs[index], standardInput: stdin, options: options, configurations: configurations)
      progress.advance()
      return result
    }
    progress.finish()
    return results
  }

  /// Checks one input with the settings of its project configuration (standard input: the
  /// configuration of `--stdin-filename`'s place, when given).
  static func check(
    _ input: InputPaths.Input, standardInput: Result<[UInt8], SpecFile.Failure>,
    options: CheckOptions,
    configurations: ProjectConfigurations
  ) -> Result<CheckedFile, SpecFile.Failure> {
    switch input {
    case .standardInput:
      let stdin: [UInt8]
      switch standardInput {
      case .success(let bytes): stdin = bytes
      case .failure(let failure): return .failure(failure)
      }
      let entry = configurations.entry(forSpecAt: options.stdinFilename)
      var file = CheckedFile(
        path: options.stdinFilename ?? "<stdin>", filePath: nil, bytes: stdin,
        settings: options.settings(for: entry?.configuration), fix: options.fix,
        keepsDocument: false)
      file.configurationPath = entry.map { ProjectConfigurations.displayName($0.path) }
      return .success(file)
    case .file(let path):
      do {
        let entry = configurations.entry(forSpecAt: path)
        let bytes = try SpecFile.read(
          path, limit: entry?.configuration.fileSizeLimit ?? SpecFile.defaultSizeLimit)
        if EventsFileCheck.isEventsFile(path) {
          var file = EventsFileCheck.checked(
            path: path, bytes: bytes, options: options, configurations: configurations)
          file.configurationPath = entry.map { ProjectConfigurations.displayName($0.path) }
          return .success(file)
        }
        var file = CheckedFile(
          path: path, filePath: path, bytes: bytes,
          settings: options.settings(for: entry?.configuration), fix: options.fix,
          keepsDocument: false)
        file.configurationPath = entry.map { ProjectConfigurations.displayName($0.path) }
        return .success(file)
      } catch {
        return .failure(error)
      }
    }
  }
}
