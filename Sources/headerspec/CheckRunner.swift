import Foundation
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
    let slots = Slots<Result<CheckedFile, SpecFile.Failure>>(count: inputs.count)
    let progress = ProgressLine(total: inputs.count)
    let options = self.options
    let configurations = self.configurations
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
      slots[index] = Self.check(
        inputs[index], standardInput: stdin, options: options, configurations: configurations)
      progress.advance()
    }
    progress.finish()
    return slots.values
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

/// Write-once result slots shared by the worker threads: each index is written by exactly one
/// iteration, and read only after `concurrentPerform` returned. Raw memory, so that writes to
/// different indices are not one exclusive access to an array.
final class Slots<Value>: @unchecked Sendable {
  private let storage: UnsafeMutablePointer<Value?>
  private let count: Int

  init(count: Int) {
    self.count = count
    storage = .allocate(capacity: max(count, 1))
    storage.initialize(repeating: nil, count: count)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  subscript(index: Int) -> Value? {
    get { storage[index] }
    set { storage[index] = newValue }
  }

  var values: [Value] { (0..<count).map { storage[$0]! } }
}
