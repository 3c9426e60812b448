/// Parse, analysis and every editor request on the specs users write: the bundled examples
/// (`Schemas/examples/*.header.json`, under 2 KB) and a realistic 24 KB profile header
/// (`Tests/Performance/realistic.header.json`); or on the files named. Prints p50 / p95 in µs
/// per operation and document (see `RequestSuite`).
///
///     swift run -c release Benchmarks requests [--samples N] [FILE...]
func runRequestsBenchmark(arguments: [String]) {
  var samples = 200
  var files: [(name: String, path: String)] = []
  var index = 0
  while index < arguments.count {
    if arguments[index] == "--samples", index + 1 < arguments.count {
      samples = max(1, Int(arguments[index + 1]) ?? samples)
      index += 2
      continue
    }
    let path = arguments[index]
    let name = path.split(separator: "/").last.map(String.init) ?? path
    files.append((name, path))
    index += 1
  }
  if files.isEmpty { files = BenchmarkInputs.userSpecs() }
  let documents = files.compactMap { file in
    BenchmarkInputs.read(file.path).map { (name: file.name, bytes: $0) }
  }
  guard !documents.isEmpty else { return }
  RequestSuite(documents: documents, samples: samples).printTable()
}
