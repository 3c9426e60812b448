import Foundation
import HeaderGeometry

/// Runs a parsed command; returns the exit code. Output goes to stdout, errors to stderr.
enum Commands {
  static let version = "0.1.0"

  static func run(_ arguments: [String]) -> Int32 {
    let command: Command
    do {
      command = try Command.parse(arguments)
    } catch let error as UsageError {
      printError("headerspec: \(error.message)\n\(Command.usage)")
      return 2
    } catch {
      return 2
    }
    switch command {
    case .help:
      print(Command.usage)
      return 0
    case .version:
      print(version)
      return 0
    case .preview(let files, let progress, let format):
      return preview(files: files, progress: progress, format: format)
    case .simulate(let file, let events, let format):
      return simulate(file: file, eventsFile: events, format: format)
    case .lsp:
      LSPCommand.run(version: version)
    }
  }

  static func preview(files: [String], progress: [Double], format: OutputFormat) -> Int32 {
    var results: [(String, ResolvedHeader)] = []
    for file in files {
      guard let spec = loadSpec(file) else { return 1 }
      results.append((file, ResolvedHeader(spec)))
    }
    switch format {
    case .json:
      if results.count == 1, let (_, header) = results.first {
        print(
          JSONValue.object([("samples", PreviewOutput.samples(header, progress: progress))])
            .render())
      } else {
        let entries = results.map { file, header in
          JSONValue.object([
            ("file", .string(file)), ("samples", PreviewOutput.samples(header, progress: progress)),
          ])
        }
        print(JSONValue.object([("files", .array(entries))]).render())
      }
    case .text:
      let texts = results.map { file, header in
        PreviewText.render(file: file, header: header, progress: progress)
      }
      print(texts.joined(separator: "\n\n"))
    }
    return 0
  }

  static func simulate(file: String, eventsFile: String, format: OutputFormat) -> Int32 {
    guard let spec = loadSpec(file) else { return 1 }
    let scrollView: ScrollViewMetrics
    let events: [ScrollEvent]
    do {
      (scrollView, events) = try EventsDecoder.decode(try read(eventsFile), spec: spec)
    } catch {
      printError("headerspec: \(eventsFile): \(describe(error))")
      return 1
    }
    let records = Simulation.run(spec: spec, scrollView: scrollView, events: events)
    switch format {
    case .json: print(PreviewOutput.records(records).render())
    case .text: print(PreviewText.records(records))
    }
    return 0
  }

  // MARK: - Helpers

  static func loadSpec(_ file: String) -> HeaderSpec? {
    do {
      return try SpecDecoder.decode(try read(file))
    } catch {
      printError("headerspec: \(file): \(describe(error))")
      return nil
    }
  }

  static func read(_ file: String) throws -> Data {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw InputError(message: "cannot read the file")
    }
    return data
  }

  static func describe(_ error: Error) -> String {
    (error as? InputError)?.message ?? "\(error)"
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
