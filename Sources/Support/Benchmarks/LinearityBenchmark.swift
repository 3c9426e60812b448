/// The same operations as `requests` on generated clean specs of 20 KB, 100 KB and 1 MB
/// (`benchmarkSpec(bytes:)`): real specs are 1 to 30 KB, and this checks that larger ones stay
/// linear and bounded: a whole-document operation grows at most about 10x from 100 KB to 1 MB,
/// and a request at a place much less. The last column is that growth (the medians' ratio).
///
///     swift run -c release Benchmarks linearity [--samples N]
func runLinearityBenchmark(arguments: [String]) {
  var samples = 20
  if let index = arguments.firstIndex(of: "--samples"), index + 1 < arguments.count {
    samples = max(1, Int(arguments[index + 1]) ?? samples)
  }
  let documents = [("20 KB", 20_000), ("100 KB", 100_000), ("1 MB", 1_000_000)].map {
    (name: $0.0, bytes: benchmarkSpec(bytes: $0.1))
  }
  RequestSuite(documents: documents, samples: samples)
    .printTable(growth: (from: 1, to: 2, title: "100 KB -> 1 MB"))
}
