import HeaderGeometry
import JSONSyntax

/// `swift run -c release Benchmarks <name> [arguments]`; one entry per benchmark.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "analysis":
  runAnalysisBenchmark(arguments: Array(arguments.dropFirst()))
default:
  print("usage: Benchmarks analysis [--repeat N]")
}
