/// Where a text names command-line options, and which subcommand each is named for: the reader
/// behind `CommandFlagTests`, for help texts (plain lines) and Markdown documents.
struct OptionMentions {
  /// One option named in a text.
  struct Mention: Equatable, CustomStringConvertible {
    /// `--format` or a declared short name such as `-o`.
    var option: String
    /// The subcommand the text names it for; nil when it names none (then any will do).
    var subcommand: String?
    /// 1-based.
    var line: Int

    var description: String { "line \(line): \(option) for \(subcommand ?? "any subcommand")" }
  }

  /// The subcommands' names.
  var subcommands: Set<String>
  /// The one-letter names the tool declares (`-o`): only these count as options, so that
  /// `-b` in `[a, -b, -c, d]` is not taken for one.
  var shortNames: Set<String>

  // MARK: - Help texts

  /// The options `help`, `subcommand`'s help text, names: for the subcommand named just before
  /// the option (`as check --fix`) or after `headerspec` before it on its line (examples), else
  /// for `subcommand`.
  func inHelp(_ help: String, of subcommand: String) -> [Mention] {
    var mentions: [Mention] = []
    for (index, line) in help.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      for (option, offset) in options(in: Substring(line)) {
        let lineCommand = lastCommandAfterHeaderspec(in: line[..<offset])
        mentions.append(
          Mention(
            option: option,
            subcommand: wordBefore(offset, in: Substring(line)) ?? lineCommand ?? subcommand,
            line: index + 1))
      }
    }
    return mentions
  }

  // MARK: - Markdown

  /// The options a Markdown document names. A code span that begins with `headerspec NAME` or
  /// `NAME` names its options for NAME; any other option is for the subcommand its paragraph,
  /// list item or table row last named before it (`headerspec NAME`, or a code span
  /// `NAME --...`), else for the one the heading or the paragraph introducing a list named.
  /// In fenced code only lines that run `headerspec NAME` count.
  func inMarkdown(_ text: String) -> [Mention] {
    var mentions: [Mention] = []
    var fenced = false
    var headingSubject: String?
    // The subject of the paragraph (or command line of fenced code) before the current block,
    // which a list or table after it inherits.
    var introSubject: String?
    var blockSubject: String?
    var inList = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.drop { $0 == " " }
      let number = index + 1
      if line.hasPrefix("```") || line.hasPrefix("~~~") {
        fenced.toggle()
        inList = false
        continue
      }
      if fenced {
        guard let command = commandAfterHeaderspec(in: line) else { continue }
        mentions += options(in: line).map {
          Mention(option: $0.0, subcommand: command, line: number)
        }
        introSubject = command
        continue
      }
      if line.isEmpty {
        if !inList, blockSubject != nil { introSubject = blockSubject }
        blockSubject = nil
        continue
      }
      if line.hasPrefix("#") {
        headingSubject = lastSubject(in: line)
        introSubject = nil
        blockSubject = nil
        inList = false
        continue
      }
      if line.hasPrefix("* ") || line.hasPrefix("- ") || line.hasPrefix("| ") {
        if !inList, blockSubject != nil { introSubject = blockSubject }
        inList = true
        blockSubject = nil
      } else if rawLine.first != " " {
        if inList { introSubject = nil }
        inList = false
      }
      for (option, offset, spanCommand) in optionsWithSpans(in: line) {
        let named = spanCommand ?? lastSubject(in: line[..<offset]) ?? blockSubject
        mentions.append(
          Mention(
            option: option, subcommand: named ?? introSubject ?? headingSubject, line: number))
      }
      blockSubject = lastSubject(in: line) ?? blockSubject
    }
    return mentions
  }

  /// The options of `line` (a Markdown line), each with the subcommand its code span names
  /// (`headerspec NAME ...` or `NAME ...`), if any.
  private func optionsWithSpans(in line: Substring) -> [(String, String.Index, String?)] {
    var result: [(String, String.Index, String?)] = []
    for (option, offset) in options(in: line) {
      result.append((option, offset, codeSpan(around: offset, in: line).flatMap(spanCommand)))
    }
    return result
  }

  /// The subcommand a code span's text begins with: `headerspec NAME` or `NAME`.
  private func spanCommand(_ span: Substring) -> String? {
    if let command = commandAfterHeaderspec(in: span), span.hasPrefix("headerspec ") {
      return command
    }
    let first = span.prefix { $0 != " " }
    return subcommands.contains(String(first)) ? String(first) : nil
  }

  /// The last subcommand `text` names: `headerspec NAME`, or a code span that begins with
  /// `NAME -` (a bare `devices` or `format` may be a key).
  private func lastSubject(in text: Substring) -> String? {
    var last: String?
    var rest = text[...]
    while let open = rest.firstIndex(of: "`") {
      let afterOpen = rest.index(after: open)
      let before = rest[..<open]
      if let command = lastCommandAfterHeaderspec(in: before) { last = command }
      guard let close = rest[afterOpen...].firstIndex(of: "`") else {
        rest = rest[afterOpen...]
        break
      }
      let span = rest[afterOpen..<close]
      let first = String(span.prefix { $0 != " " })
      if let command = lastCommandAfterHeaderspec(in: span) {
        last = command
      } else if subcommands.contains(first), span.dropFirst(first.count).hasPrefix(" -") {
        last = first
      }
      rest = rest[rest.index(after: close)...]
    }
    if let command = lastCommandAfterHeaderspec(in: rest) { last = command }
    return last
  }

  /// The code span of `line` that holds `offset`, if any (its text between the backticks).
  private func codeSpan(around offset: String.Index, in line: Substring) -> Substring? {
    var open: String.Index?
    var index = line.startIndex
    while index < line.endIndex {
      if line[index] == "`" {
        if let start = open {
          if start < offset && offset < index { return line[line.index(after: start)..<index] }
          open = nil
        } else {
          open = index
        }
      }
      index = line.index(after: index)
    }
    return nil
  }

  // MARK: - Words and options

  /// The subcommand after the first `headerspec ` of `text`, if it names one.
  func commandAfterHeaderspec(in text: Substring) -> String? {
    guard let range = text.range(of: "headerspec ") else { return nil }
    let word = String(text[range.upperBound...].prefix { $0.isLetter })
    return subcommands.contains(word) ? word : nil
  }

  private func lastCommandAfterHeaderspec(in text: Substring) -> String? {
    var last: String?
    var rest = text
    while let range = rest.range(of: "headerspec ") {
      let word = String(rest[range.upperBound...].prefix { $0.isLetter })
      if subcommands.contains(word) { last = word }
      rest = rest[range.upperBound...]
    }
    return last
  }

  /// The subcommand named by the word right before `offset` and one space (`check --fix`).
  private func wordBefore(_ offset: String.Index, in line: Substring) -> String? {
    let before = line[..<offset]
    guard before.hasSuffix(" ") else { return nil }
    let word = before.dropLast().reversed().prefix { $0.isLetter }
    let start = before.dropLast().dropLast(word.count)
    guard start.last != "-", subcommands.contains(String(word.reversed())) else { return nil }
    return String(word.reversed())
  }

  /// The options `text` names, with where each starts: `--name` (letters, digits and inner
  /// dashes) not inside a word, and the declared one-letter names.
  func options(in text: Substring) -> [(String, String.Index)] {
    var result: [(String, String.Index)] = []
    var index = text.startIndex
    while index < text.endIndex {
      defer { index = text.index(after: index) }
      guard text[index] == "-" else { continue }
      if index > text.startIndex {
        let previous = text[text.index(before: index)]
        if previous.isLetter || previous.isNumber || "-_./".contains(previous) { continue }
      }
      let name = text[index...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      let trimmed = String(name.reversed().drop { $0 == "-" }.reversed())
      if trimmed.hasPrefix("--"), trimmed.dropFirst(2).first?.isLetter == true {
        result.append((trimmed, index))
        index = text.index(index, offsetBy: name.count - 1)
      } else if shortNames.contains(trimmed) {
        result.append((trimmed, index))
      }
    }
    return result
  }
}
