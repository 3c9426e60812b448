import HeaderGeometry
import LanguageService

/// The help texts: `headerspec --help` lists the subcommands, `headerspec help SUBCOMMAND` and
/// `SUBCOMMAND --help` show one, each with examples.
enum HelpText {
  /// One subcommand's entry in the table.
  struct Subcommand {
    var name: String
    var summary: String
    var text: String
  }

  /// Every subcommand, in the order `--help` lists them.
  static let subcommands: [Subcommand] = [
    Subcommand(name: "check", summary: "report the diagnostics of specs (CI-ready)", text: check),
    Subcommand(name: "format", summary: "write specs in the canonical format", text: format),
    Subcommand(
      name: "preview", summary: "the bar's geometry at sample progress values", text: preview),
    Subcommand(
      name: "simulate", summary: "replay scroll events through the behaviour", text: simulate),
    Subcommand(name: "diff", summary: "what changes on screen between two specs", text: diff),
    Subcommand(
      name: "explain", summary: "what a diagnostic code means and how to fix it", text: explain),
    Subcommand(
      name: "generate", summary: "a spec as Swift source an app compiles in", text: generate),
    Subcommand(
      name: "devices", summary: "the device presets and their screen facts", text: devices),
    Subcommand(name: "lsp", summary: "the language server (LSP over stdio) for editors", text: lsp),
  ]

  static func subcommand(named name: String) -> Subcommand? {
    subcommands.first { $0.name == name }
  }

  static var overview: String {
    let width = subcommands.map(\.name.count).max() ?? 0
    let rows = subcommands.map {
      "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary
    }
    return """
      headerspec: checks, formats and previews header specs (*.header.json), the JSON files that
      describe collapsing iOS header bars.

      usage: headerspec SUBCOMMAND [OPTIONS] [ARGUMENTS]
             headerspec help SUBCOMMAND | --help | --version

      subcommands:
      \(rows.joined(separator: "\n"))

      examples:
        headerspec check
        headerspec check --format github 'specs/**/*.header.json'
        headerspec preview Schemas/examples/square-cash.header.json --format svg > bar.svg
        headerspec explain HS301
      """
  }

  static let explain = """
    usage: headerspec explain [CODE]

    Without CODE: every diagnostic code with its level and title. With CODE (HS301 or hs301):
    what the code means, a spec that reports it and how to fix it, the text of the code's
    section in Schemas/DIAGNOSTICS.md.

    exit status: 0 done; 2 CODE does not exist (the closest code is suggested).

    examples:
      headerspec explain
      headerspec explain HS301
    """

  static let lsp = """
    usage: headerspec lsp [--stdio]

    Runs the language server: LSP 3.17 (JSON-RPC with Content-Length framing) on standard input
    and output, logs on standard error. Editors start it; see EditorSupport/ for each editor.
    Settings (section "headerspec"): sampleProgress, severityOverrides, allowComments.

    options:
    \(OptionDeclaration.help(SubcommandOptions.lsp))
    exit status: 0 after shutdown and exit; 1 on exit without shutdown.

    examples:
      headerspec lsp
      headerspec lsp --stdio
    """

  static let check = """
    usage: headerspec check [PATH ...] [OPTIONS]

    Reports the diagnostics of each spec: the same ones the editor shows.

    PATH is a file, a directory (searched recursively for *.header.json and *.events.json,
    skipping .build and .git), a glob pattern (*, ?, [abc] and ** for any number of directories;
    quote it), or - for standard input. Without PATH: the current directory.

    An events file (*.events.json, Schemas/EVENTS.md) is checked as simulate checks it, then
    replayed through the spec its "spec" key names: an event's "expect" that its record does not
    meet is an error (HS408), and so are expectations with no spec to replay them (HS409).

    options:
    \(OptionDeclaration.help(SubcommandOptions.check))
    Project configuration: the nearest .headerspec.json from each spec's folder upwards (up to
    the repository root) sets allowComments, severityOverrides and sampleProgress for it; a flag
    given here wins over it (--severity code by code). See Schemas/headerspec-config.schema.json.

    exit status: 0 nothing reaches --fail-on; 1 something does; 2 usage error, unreadable path
    or a .headerspec.json with errors (the other files are still checked).

    examples:
      headerspec check
      headerspec check specs/ --format sarif > headerspec.sarif
      headerspec check 'specs/**/*.header.json' --fail-on warning --severity HS311=off
      cat a.header.json | headerspec check - --stdin-filename a.header.json
      headerspec check --fix --dry-run specs/
    """

  static let format = """
    usage: headerspec format [--check | --write] [--line-width N] [--indent N|tab]
                             [--allow-comments] PATH ...

    Writes specs in the canonical layout, the one people write by hand: an object or array stays
    on one line when it fits in the line width and was written on one line (a subview's
    keyframes go one keyframe per line); anything else goes one member per line. Keys
    keep their order, values their text, one blank line between members is kept. A spec with
    syntax errors is reported and never written. PATH is a file, a directory, a glob pattern or
    - (standard input).

    options:
    \(OptionDeclaration.help(SubcommandOptions.format))
    Without --check or --write the formatted text goes to stdout.

    The nearest .headerspec.json (see headerspec help check) may set format.lineWidth,
    format.indent and allowComments; the flags here win over it.

    exit status: 0 done (or nothing would change); 1 a file would change or cannot be formatted;
    2 usage error, unreadable path or a .headerspec.json with errors.

    examples:
      headerspec format a.header.json
      headerspec format --check specs/
      headerspec format --write 'specs/**/*.header.json'
      headerspec format --allow-comments --indent 4 a.header.jsonc
    """

  static let preview = """
    usage: headerspec preview PATH ... [--progress LIST] [--format text|json|svg|html]
                             [--animate] [--matrix]

    The bar at each sample progress: its height, and each subview's on-screen frame, alpha,
    hidden, zIndex and transform; title menus add their items, search bars their field. PATH is
    a file, a directory (searched for *.header.json), a quoted glob pattern or - (stdin), as
    for check. The geometry is the one at the progress asked; a sample the behaviour never
    reaches (fixed, displayMode never, a stretch without elastic) says so, and an information
    diagnostic [HS406] on stderr points at the value responsible. A spec with errors prints its
    diagnostics (as check does) on stderr and exits 1.

    options:
    \(OptionDeclaration.help(SubcommandOptions.preview))
    examples:
      headerspec preview Schemas/examples/facebook.header.json
      headerspec preview Schemas/examples --progress 0,0.6,1 --format json
      headerspec preview a.header.json --format svg > a.svg
      headerspec preview a.header.json --format html > a.html   # open a.html#progress=0.5
      headerspec preview a.header.json --format svg --animate > a.svg

    Project configuration: the nearest .headerspec.json from each spec's folder upwards sets
    its sampleProgress, allowComments, severityOverrides and environment; a flag wins over it.

    exit status: 0 previewed; 1 a spec has errors or cannot be read; 2 a usage error, a PATH
    that names nothing or a .headerspec.json with errors.
    """

  static let diff = """
    usage: headerspec diff OLD NEW [--format text|json|github|svg] [--exit-zero]
           headerspec diff FILE --git REV [--format text|json|github|svg] [--exit-zero]

    What changes on screen between two specs, not between their texts: for the bar and each
    subview (matched by id), the progress spans in [0, 1] where the layout differs by more than
    1e-6, with their ends solved exactly, and by how much (moves, resizes, alpha, hidden,
    height), as written and in every environment the new spec supports (with the environment
    flags, in that one environment alone; environments past the budget are named on a last
    line, "not compared: ..."); subviews that appeared or were removed; changed behaviour and
    snapping. A reformat or a reordering of keys is "no visual change". With --git, OLD is
    FILE as it was at REV (git show REV:./FILE in FILE's folder).
    Schemas/FORMAT.md#diff describes the output.

    options:
    \(OptionDeclaration.help(SubcommandOptions.diff))
    examples:
      headerspec diff old.header.json new.header.json
      headerspec diff specs/profile.header.json --git origin/main --format github

    exit status:
      text, json, github  0 no visual change, 1 something changes on screen
      svg                 0 once the picture is written, whatever it shows
      --exit-zero         0 in every format once the specs are compared, whatever changes
      every format        2 a usage error, a file that cannot be read or has errors, a
                          revision git cannot show, or a comparison as written past its
                          budget
    """

  static let devices = """
    usage: headerspec devices [--sources]

    The device presets that check --device, preview --device and simulate --device name, one
    row each: the name, the portrait size in points, the safe-area insets (top leading bottom
    trailing) in portrait and in landscape, the landscape bar, and the figures that are
    estimated (Schemas/FORMAT.md#devices). Apple publishes screen sizes but no safe-area
    inset: an inset is reported where someone who measured it published it, and estimated
    from a device with the same screen otherwise.

    options:
    \(OptionDeclaration.help(SubcommandOptions.devices))
    exit status: 0; 2 a usage error.
    """

  static let simulate = """
    usage: headerspec simulate [FILE] --events EVENTS.json [--format text|json]
                               [--write-expectations]

    Replays scroll events (beginDrag, scroll, endDrag, endDecelerate) and the changes an app
    makes (environment, contentHeight, setProgress, scrollToTop) through the spec's behaviour
    and snapping: one record per event with offset, progress, height and snap target. An
    environment event's keys are merged over those of the environment flags.
    Offsets are UIKit's contentOffset.y (at rest at the top: minus the top inset), limited to
    what the content can scroll to. The events file is checked like a spec (its format:
    Schemas/EVENTS.md); problems in either file are printed on stderr as check prints them, and
    an error exits 1. Without FILE, the spec is the one the events file names ("spec", a path
    relative to it).

    Expectations: an event's "expect" ({ "progress", "height", "offset", "snappedTo" }, any of
    them, within "tolerance", 1e-9 by default) that its record does not meet is an error
    (HS408): the records are still printed, and the status is 1. --write-expectations writes
    every event's expectations from its records instead (atomically, keeping the file's links,
    owner and mode; a file in format's layout stays in it).

    options:
    \(OptionDeclaration.help(SubcommandOptions.simulate))
    examples:
      headerspec simulate a.header.json --events drag.json
      headerspec simulate a.header.json --events drag.json --format json
      headerspec simulate --events a.events.json --write-expectations

    Project configuration: the nearest .headerspec.json from the spec's folder upwards sets its
    allowComments, severityOverrides, environment and supports; a flag wins over it.

    exit status: 0 replayed; 1 either file has errors or cannot be read, an expectation is not
    met, or the events file cannot be written; 2 a usage error (no FILE and no "spec"), or a
    .headerspec.json with errors.
    """

  static let generate = """
    usage: headerspec generate swift FILE [--type-name NAME] [-o FILE]

    Writes a Swift file that embeds the spec as a value of HeaderGeometry's model (no JSON is
    read at run time): an enum NAME with SubviewID (the subview ids, so a renamed id is a
    compile error in the app), spec and header. The spec is checked first; errors are printed
    as check prints them and exit 1. The output is deterministic; -o writes atomically and
    leaves a file that already holds the same bytes alone. The HeaderSpecGenerator build tool
    plugin runs this for every *.header.json of a target.

    options:
    \(OptionDeclaration.help(SubcommandOptions.generate))
    examples:
      headerspec generate swift Schemas/examples/square-cash.header.json
      headerspec generate swift profile.header.json --type-name ProfileHeader -o Profile.swift
    """
}
