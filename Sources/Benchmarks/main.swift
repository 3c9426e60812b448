/// `swift run -c release Benchmarks NAME [ARGUMENTS...]`: one benchmark per name.
import LanguageService

let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "geometry":
  runGeometryBenchmark(arguments: Array(arguments.dropFirst()))
case "parse":
  runParseBenchmark(arguments: Array(arguments.dropFirst()))
case "analysis":
  runAnalysisBenchmark(arguments: Array(arguments.dropFirst()))
case "driver":
  runDriverBenchmark(arguments: Array(arguments.dropFirst()))
case "features":
  runFeaturesBenchmark(arguments: Array(arguments.dropFirst()))
case "references":
  runReferencesBenchmark(arguments: Array(arguments.dropFirst()))
case "lines":
  runLineIndexBenchmark(arguments: Array(arguments.dropFirst()))
default:
  print(
    "usage: Benchmarks geometry | driver | parse [megabytes] [--only-parse] | analysis [--repeat N] [--phases] [--megabytes N] [--file PATH]"
      + " | features [megabytes] | references [count] | lines [--long]")
}
