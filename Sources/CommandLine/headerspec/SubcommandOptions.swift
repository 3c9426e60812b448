/// Every subcommand's options, each declared once: `OptionList` accepts exactly these (and
/// `--help`/`-h`), each help text prints them through `OptionDeclaration.help`, and CLITests'
/// `CommandFlagTests` checks the README and the docs against them.
enum SubcommandOptions {
  /// The options of the subcommand `name` (as `HelpText.subcommands` names them), or nil.
  static func named(_ name: String) -> [OptionDeclaration]? {
    switch name {
    case "check": check
    case "format": format
    case "preview": preview
    case "simulate": simulate
    case "diff": diff
    case "explain": []
    case "generate": generate
    case "devices": devices
    case "lsp": lsp
    default: nil
    }
  }

  /// `--allow-comments` as most subcommands say it.
  static let allowComments = OptionDeclaration(
    "--allow-comments", "accept comments and trailing commas (JSONC)")

  /// `--stdin-filename`, for the subcommands that read `-`.
  static let stdinFilename = OptionDeclaration(
    "--stdin-filename", value: "NAME", "the name standard input is reported under")

  static let check: [OptionDeclaration] =
    [
      OptionDeclaration(
        "--format", value: "text|json|sarif|github", "output format (default text)"),
      OptionDeclaration(
        "--fail-on", value: "error|warning|information",
        "the least severe diagnostic that fails (default error)"),
      OptionDeclaration(
        "--severity", value: "CODE=LEVEL",
        "report CODE with LEVEL: error, warning, information, hint or off (repeatable)"),
      allowComments,
      OptionDeclaration(
        "--fix",
        "apply every safe quick fix, writing files atomically (through links; owner and mode "
          + "kept; read-only and hard-linked files refused; a file edited since it was read, "
          + "checked again just before the rename, is not overwritten)"),
      OptionDeclaration(
        "--dry-run",
        "with --fix: print a unified diff and the diagnostics that would remain, write "
          + "nothing; the exit status is the files' as they are on disk"),
      OptionDeclaration(
        "--max-diagnostics", value: "N",
        "print at most N diagnostics per file, then \"and K more\" (default 1000; 0 for all); "
          + "counts and exit status count them all"),
      stdinFilename,
      OptionDeclaration(
        "--color", value: "auto|always|never",
        "colours in text output (auto: stdout is a terminal and NO_COLOR is unset)"),
    ] + ConfigurationChoice.declarations + EnvironmentOptions.declarations

  static let format: [OptionDeclaration] =
    [
      OptionDeclaration("--check", "write nothing; exit 1 and name the files that would change"),
      OptionDeclaration("--write", "rewrite the files that change, atomically, as check --fix"),
      OptionDeclaration(
        "--line-width", value: "N", "the widest line a one-line container may make (default 100)"),
      OptionDeclaration("--indent", value: "N|tab", "N spaces (default 2) or a tab per level"),
      allowComments.summarized("format JSON with comments; each comment travels with its element"),
      stdinFilename,
    ] + ConfigurationChoice.declarations

  static let preview: [OptionDeclaration] =
    [
      OptionDeclaration(
        "--progress", value: "LIST",
        "comma-separated progress values (default the project's sampleProgress, else "
          + "0,0.25,0.5,0.75,1)"),
      OptionDeclaration(
        "--format", value: "text|json|svg|html",
        "an aligned table (numbers to 1e-9), JSON with exact numbers "
          + "(Schemas/FORMAT.md#preview-output) or one SVG picture of the samples side by side "
          + "(one file); html: one page with a slider, a play button and the supported "
          + "environments, sampled every 0.005 (one file; Schemas/FORMAT.md#html-preview)"),
      OptionDeclaration(
        "--animate",
        "with --format svg: one bar collapsing and expanding in a loop (CSS animation, no "
          + "script; Schemas/FORMAT.md#animated-svg)"),
      OptionDeclaration(
        "--matrix",
        "with --format svg: one row per environment of the spec's supports, one column per "
          + "progress"),
      OptionDeclaration(
        "--events", value: "EVENTS.json",
        "with --format html: the play button replays these events (Schemas/EVENTS.md), as "
          + "simulate records them, instead of a drag and a fling"),
      allowComments,
    ] + ConfigurationChoice.declarations + EnvironmentOptions.declarations

  static let simulate: [OptionDeclaration] =
    [
      OptionDeclaration(
        "--events", value: "EVENTS.json",
        "{ \"scrollView\": {...}, \"events\": [ {\"type\": \"scroll\", ...} ] } "
          + "(Schemas/EVENTS.md)"),
      OptionDeclaration(
        "--format", value: "text|json",
        "an aligned table or JSON (Schemas/FORMAT.md#events-file)"),
      OptionDeclaration(
        "--write-expectations",
        "write each event's expect from its record into EVENTS.json (Schemas/EVENTS.md"
          + "#expectations)"),
      allowComments.summarized(
        "accept comments and trailing commas (JSONC) in both files"),
    ] + ConfigurationChoice.declarations + EnvironmentOptions.declarations

  static let diff: [OptionDeclaration] =
    [
      OptionDeclaration("--git", value: "REV", "compare FILE with its version at REV"),
      OptionDeclaration(
        "--format", value: "text|json|github|svg",
        "lines, one JSON object, GitHub annotations on NEW's lines, or an SVG of OLD (dashed) "
          + "over NEW at 5 progress values"),
      OptionDeclaration(
        "--exit-zero", "exit 0 rather than 1 when something changes (errors still exit 2)"),
      allowComments,
    ] + EnvironmentOptions.declarations

  static let generate: [OptionDeclaration] =
    [
      OptionDeclaration(
        "--type-name", value: "NAME",
        "the enum's name (default: the spec's \"name\", else from the file name, "
          + "square-cash.header.json -> SquareCashHeader)"),
      OptionDeclaration(
        "--type-name-from", value: "PATH",
        "without a \"name\" in the spec, the enum's name from PATH's folders and file name "
          + "(a/profile.header.json -> AProfileHeader)"),
      OptionDeclaration(
        "--target-spec", value: "FILE",
        "repeatable: every spec of the target FILE is generated for (FILE among them); the "
          + "name is chosen among them as the build plugin does, and two specs that would "
          + "generate one type are an error naming both"),
      OptionDeclaration(
        "--access", value: "internal|package|public",
        "the access level of the enum and its members (default: the project's generate.access, "
          + "else internal)"),
      OptionDeclaration(
        "--output", short: "-o", value: "FILE",
        "write FILE instead of standard output (- is standard output; never the input spec)"),
      allowComments,
    ] + ConfigurationChoice.declarations

  static let devices: [OptionDeclaration] = [
    OptionDeclaration(
      "--sources", "where each figure comes from: published, reported, derived or estimated")
  ]

  static let lsp: [OptionDeclaration] = [
    OptionDeclaration("--stdio", "talk on standard input and output (the only transport)"),
    OptionDeclaration(
      "--clientProcessId", value: "N", "accepted and ignored (editors pass it)"),
  ]
}
