import JSONSyntax
import SpecAnalysis

/// Times what an editor makes the server do on each of `documents`: parse the bytes, analyse
/// them (`SpecDocument`: parse, lowering, schema check, geometry and every diagnostic, what an
/// edit costs before its diagnostics go out) and answer every request of
/// `EditorRequest.all`; prints one Markdown table, an operation per row and a document per
/// column, each cell the p50 / p95 in microseconds.
///
/// A document-wide operation is timed `samples` times; a request at a place is timed at every
/// place of its kind (`RequestPlaces`, at most 200), in as many rounds as it takes to reach
/// `samples` times. Each operation runs once untimed first.
struct RequestSuite {
  let documents: [(name: String, bytes: [UInt8])]
  let samples: Int

  /// The samples of each operation (rows, in the printed order) on each document (columns).
  func measure() -> [(operation: String, perDocument: [LatencySamples])] {
    var rows: [(operation: String, perDocument: [LatencySamples])] = [
      ("parse", []), ("analysis", []),
    ]
    rows += EditorRequest.all.map { ($0.name, []) }
    var checksum = 0
    for (name, bytes) in documents {
      let document = SpecDocument(bytes: bytes)
      let places = RequestPlaces(bytes: bytes)
      print(
        "\(name): \(bytes.count) bytes, \(document.diagnostics.count) diagnostics, "
          + "\(places.strings.count) string places, \(places.subviewIDs.count) id places")
      var parse = LatencySamples()
      checksum &+= SyntaxTree(bytes: bytes).errors.count
      for _ in 0..<samples { checksum &+= parse.time { SyntaxTree(bytes: bytes) }.errors.count }
      var analysis = LatencySamples()
      for _ in 0..<samples {
        checksum &+= analysis.time { SpecDocument(bytes: bytes) }.diagnostics.count
      }
      rows[0].perDocument.append(parse)
      rows[1].perDocument.append(analysis)
      for (index, request) in EditorRequest.all.enumerated() {
        let offsets = places.offsets(for: request.scope)
        var times = LatencySamples()
        checksum &+= request.run(document, offsets[0])
        let rounds = max(1, (samples + offsets.count - 1) / offsets.count)
        for _ in 0..<rounds {
          for offset in offsets { checksum &+= times.time { request.run(document, offset) } }
        }
        rows[index + 2].perDocument.append(times)
      }
    }
    print("(checksum \(checksum))")
    return rows
  }

  /// Measures, then prints the table; `growth` adds a column with the ratio of two documents'
  /// medians (`to` over `from`), to show how a cost grows with the document.
  func printTable(growth: (from: Int, to: Int, title: String)? = nil) {
    let rows = measure()
    var header = "| µs, p50 / p95 | " + documents.map(\.name).joined(separator: " | ") + " |"
    var rule = "| --- |" + String(repeating: " ---: |", count: documents.count)
    if let growth {
      header += " \(growth.title) |"
      rule += " ---: |"
    }
    print()
    print(header)
    print(rule)
    for (operation, perDocument) in rows {
      var line = "| \(operation) | " + perDocument.map(\.cell).joined(separator: " | ") + " |"
      if let growth {
        let ratio =
          perDocument[growth.to].percentile(0.5) / perDocument[growth.from].percentile(0.5)
        line += " \((ratio * 10).rounded() / 10)x |"
      }
      print(line)
    }
  }
}
