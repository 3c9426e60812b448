import Foundation
import TestSupport
import Testing

@testable import headerspec

/// Each subcommand's options are declared once (`SubcommandOptions`): the parser accepts exactly
/// those, `headerspec SUBCOMMAND --help` prints exactly those, and the README and the command
/// docs name no option a subcommand does not take.
@Suite struct CommandFlagTests {
  static let names = HelpText.subcommands.map(\.name)

  /// The options every subcommand takes without declaring them, and the top-level ones.
  static let universal: Set<String> = ["--help", "-h", "--version"]

  /// Options of other tools that the docs name (`swift build --static-swift-stdlib`).
  static let otherTools: Set<String> = ["--static-swift-stdlib"]

  /// The documents that describe the command line.
  static let documents = [
    "README.md", "Sources/CommandLine/headerspec/README.md", "Schemas/FORMAT.md",
    "Schemas/EVENTS.md",
    "Schemas/DIAGNOSTICS.md", "Schemas/README.md",
  ]

  static func declared(_ subcommand: String) -> [String] {
    (SubcommandOptions.named(subcommand) ?? []).flatMap(\.names)
  }

  static let reader = OptionMentions(
    subcommands: Set(names),
    shortNames: Set(names.flatMap(declared).filter { !$0.hasPrefix("--") }).union(["-h"]))

  @Test func everySubcommandDeclaresItsOptionsOnce() {
    for name in Self.names {
      #expect(SubcommandOptions.named(name) != nil, "\(name) declares no options")
      let names = Self.declared(name)
      #expect(Set(names).count == names.count, "\(name) declares an option twice: \(names)")
    }
  }

  /// Every option any subcommand or document names, offered to every subcommand's parser: it
  /// refuses as unknown exactly the ones that subcommand does not declare.
  @Test(arguments: names) func theParserAcceptsExactlyTheDeclaredOptions(_ name: String) throws {
    var candidates = Set(Self.names.flatMap(Self.declared))
    for path in Self.documents {
      let text = try #require(TestFiles.text(TestFiles.root + "/" + path))
      candidates.formUnion(Self.reader.inMarkdown(text).map(\.option))
    }
    candidates.subtract(Self.universal.union(Self.otherTools))
    var accepted: Set<String> = []
    for candidate in candidates {
      do {
        _ = try Command.parse([name, candidate])
        accepted.insert(candidate)
      } catch let error as UsageError {
        if !error.message.contains("unknown option") { accepted.insert(candidate) }
      }
    }
    #expect(accepted.sorted() == Set(Self.declared(name)).sorted())
  }

  /// The options block of `headerspec NAME --help` lists the declared options in order, and
  /// whatever else the help names is an option of the subcommand it names it for.
  @Test(arguments: names) func helpPrintsExactlyTheDeclaredOptions(_ name: String) throws {
    let result = try HeaderspecRunner.run([name, "--help"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    var listed: [String] = []
    if let start = lines.firstIndex(of: "options:") {
      for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty })
      where line.hasPrefix("  -") {
        listed += Self.reader.options(in: Substring(Self.namesPart(line.dropFirst(2)))).map(\.0)
      }
    }
    #expect(listed == Self.declared(name), "\(name) --help lists \(listed)")
    for mention in Self.reader.inHelp(result.stdout, of: name)
    where !Self.universal.contains(mention.option) {
      #expect(
        Self.declared(mention.subcommand ?? name).contains(mention.option),
        "\(name) --help, \(mention)")
    }
  }

  /// The names at the start of an options block entry: `-o, --output FILE  write ...` gives
  /// `-o, --output`.
  static func namesPart(_ entry: Substring) -> String {
    var names: [Substring] = []
    for part in entry.split(separator: " ") {
      guard part.hasPrefix("-") else { break }
      names.append(part)
      if !part.hasSuffix(",") { break }
    }
    return names.joined(separator: " ")
  }

  @Test(arguments: documents) func theDocsNameOnlyDeclaredOptions(_ path: String) throws {
    let text = try #require(TestFiles.text(TestFiles.root + "/" + path))
    let everyDeclared = Set(Self.names.flatMap(Self.declared))
    for mention in Self.reader.inMarkdown(text)
    where !Self.universal.union(Self.otherTools).contains(mention.option) {
      if let subcommand = mention.subcommand {
        #expect(Self.declared(subcommand).contains(mention.option), "\(path) \(mention)")
      } else {
        #expect(everyDeclared.contains(mention.option), "\(path) \(mention)")
      }
    }
  }

  /// The README's list of commands has an entry `headerspec NAME` for every subcommand.
  @Test func theReadmeListsEverySubcommand() throws {
    let readme = try #require(TestFiles.text(TestFiles.root + "/README.md"))
    let section = try #require(readme.components(separatedBy: "\n## Commands\n").last)
    let list = section.components(separatedBy: "\n#").first ?? ""
    for name in Self.names {
      #expect(list.contains("`headerspec \(name)"), "README's Commands list lacks \(name)")
    }
  }

  /// The README lists `check`'s options in full (the other subcommands' in their usage lines):
  /// it names every option `check` takes, for `check`.
  @Test func theReadmeNamesEveryOptionOfCheck() throws {
    let readme = try #require(TestFiles.text(TestFiles.root + "/README.md"))
    let named = Set(
      Self.reader.inMarkdown(readme).filter { $0.subcommand == "check" }.map(\.option))
    #expect(Self.declared("check").filter { !named.contains($0) } == [])
  }

  // MARK: - The reader itself

  @Test func theReaderTakesTheSubcommandFromTheSpanTheBlockOrTheIntroduction() {
    let markdown = """
      # Tools

      `headerspec check` takes paths. Its options:

      * `--fix`: fixes; `preview --progress` samples
      * `headerspec diff OLD NEW [--git REV]`: then `--format`

      ```console
      $ headerspec simulate a.json --events e.json
      ```

      `--allow-comments` and `[a, -b, -c]` and `-o`
      """
    let mentions = Self.reader.inMarkdown(markdown).map { "\($0)" }
    #expect(
      mentions == [
        "line 5: --fix for check", "line 5: --progress for preview", "line 6: --git for diff",
        "line 6: --format for diff", "line 9: --events for simulate",
        "line 12: --allow-comments for simulate", "line 12: -o for simulate",
      ])
  }

  @Test func theReaderTakesTheSubcommandOfAHelpLine() {
    let help = """
      usage: headerspec format [--check]
        --write    as check --fix
        headerspec preview a.json --progress 0
      """
    let mentions = Self.reader.inHelp(help, of: "format").map { "\($0)" }
    #expect(
      mentions == [
        "line 1: --check for format", "line 2: --write for format", "line 2: --fix for check",
        "line 3: --progress for preview",
      ])
  }
}
