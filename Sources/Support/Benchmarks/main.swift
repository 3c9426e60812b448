/// `swift run -c release Benchmarks NAME [ARGUMENTS...]`: one benchmark per name.
let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "requests":
  runRequestsBenchmark(arguments: Array(arguments.dropFirst()))
case "linearity":
  runLinearityBenchmark(arguments: Array(arguments.dropFirst()))
case "analysis":
  runAnalysisBenchmark(arguments: Array(arguments.dropFirst()))
case "geometry":
  runGeometryBenchmark(arguments: Array(arguments.dropFirst()))
case "driver":
  runDriverBenchmark(arguments: Array(arguments.dropFirst()))
case "references":
  runReferencesBenchmark(arguments: Array(arguments.dropFirst()))
case "lines":
  runLineIndexBenchmark(arguments: Array(arguments.dropFirst()))
default:
  print(
    "usage: Benchmarks requests [--samples N] [FILE...] | linearity [--samples N]"
      + " | analysis [--file PATH] [--repeat N] [--phases] | geometry | driver"
      + " | references [count] | lines [--long]")
}
