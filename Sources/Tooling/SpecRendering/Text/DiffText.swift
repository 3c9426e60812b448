import JSONSyntax
import SpecAnalysis

/// The shapes `headerspec diff` prints a `SpecDiff` in (Schemas/FORMAT.md#diff).
package enum DiffText {
  /// One line per appeared or removed subview, per behaviour change and per span:
  /// `name: moves up to 10 pt on [0, 0.6)`, `bar: height differs up to 20 pt on [0, 1)`, with
  /// `(in ENVIRONMENT)` outside the spec as written; `no visual change` when there is none.
  package static func render(_ diff: SpecDiff) -> String {
    let note = leftOutNote(diff).map { $0 + "\n" } ?? ""
    guard !diff.isEmpty else { return "no visual change\n" + note }
    return lines(diff).map(\.text).joined(separator: "\n") + "\n" + note
  }

  /// `not compared: 2 of the 432 environments of supports (a preview lays out at most ...):
  /// iPad Pro 11-inch · landscape · AX5 · ltr; iPad Pro 11-inch · landscape · AX5 · rtl`,
  /// when the budget could not lay out every environment of `supports`.
  package static func leftOutNote(_ diff: SpecDiff) -> String? {
    guard !diff.environmentsNotCompared.isEmpty else { return nil }
    return "not compared: \(diff.environmentsNotCompared.count) of the "
      + "\(diff.environmentsSupported) environments of supports"
      + (diff.notComparedBecause.map { " (\($0))" } ?? "") + ": "
      + diff.environmentsNotCompared.joined(separator: "; ")
  }

  /// The lines with the subview id they are about (nil: the bar; "" the behaviour).
  package static func lines(_ diff: SpecDiff) -> [(id: String?, text: String)] {
    var lines: [(String?, String)] = []
    lines += diff.removed.map { ($0, "\($0): removed") }
    lines += diff.appeared.map { ($0, "\($0): appeared") }
    lines += diff.behavior.map { ("", "behavior: \($0)") }
    for change in diff.changes {
      let suffix = change.environment.map { " (in \($0))" } ?? ""
      for span in change.spans {
        lines.append(
          (change.id, "\(change.id ?? "bar"): \(what(span)) on \(interval(span))\(suffix)"))
      }
    }
    return lines
  }

  static func what(_ span: SpecDiff.Span) -> String {
    var parts: [String] = []
    if span.height > 0 { parts.append("height differs up to \(TextTable.number(span.height)) pt") }
    if span.moves > 0 { parts.append("moves up to \(TextTable.number(span.moves)) pt") }
    if span.resizes > 0 { parts.append("resizes up to \(TextTable.number(span.resizes)) pt") }
    if span.alpha > 0 { parts.append("alpha differs up to \(TextTable.number(span.alpha))") }
    if span.hidden { parts.append("hidden differs") }
    return parts.joined(separator: ", ")
  }

  /// `[0, 0.6)`: a bracket where the end belongs to the span, a parenthesis where it does not;
  /// ends to six decimals (a 10 pt move that starts at 0 exceeds 1e-6 pt from 6e-08 on, which
  /// reads better as `(0`; the JSON has the exact ends).
  static func interval(_ span: SpecDiff.Span) -> String {
    "\(span.includesStart ? "[" : "(")\(end(span.start)), \(end(span.end))\(span.includesEnd ? "]" : ")")"
  }

  static func end(_ value: Double) -> String {
    TextTable.number((value * 1e6).rounded() / 1e6)
  }

  package static func json(_ diff: SpecDiff) -> JSONValue {
    .object([
      ("same", .bool(diff.isEmpty)),
      ("appeared", .array(diff.appeared.map(JSONValue.string))),
      ("removed", .array(diff.removed.map(JSONValue.string))),
      ("behavior", .array(diff.behavior.map(JSONValue.string))),
      ("environmentsSupported", .number(Double(diff.environmentsSupported))),
      ("environmentsNotCompared", .array(diff.environmentsNotCompared.map(JSONValue.string))),
      ("notComparedBecause", diff.notComparedBecause.map(JSONValue.string) ?? .null),
      (
        "changes",
        .array(
          diff.changes.map { change in
            .object([
              ("id", change.id.map(JSONValue.string) ?? .null),
              ("environment", change.environment.map(JSONValue.string) ?? .null),
              ("spans", .array(change.spans.map(span))),
            ])
          })
      ),
    ])
  }

  static func span(_ span: SpecDiff.Span) -> JSONValue {
    .object([
      ("start", .number(span.start)), ("end", .number(span.end)),
      ("includesStart", .bool(span.includesStart)), ("includesEnd", .bool(span.includesEnd)),
      ("moves", .number(span.moves)), ("resizes", .number(span.resizes)),
      ("alpha", .number(span.alpha)), ("hidden", .bool(span.hidden)),
      ("height", .number(span.height)),
    ])
  }
}
