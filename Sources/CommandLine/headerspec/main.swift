import Foundation

// An argument that is not UTF-8 (a file name from a shell glob) would arrive with replacement
// characters, naming a file that does not exist: say what it is instead.
let undecodable = RawName.undecodableArguments()
undecodable.forEach { Console.problem(RawName.notUTF8($0, what: "argument")) }
exit(
  Console.finish(
    undecodable.isEmpty ? Commands.run(Array(CommandLine.arguments.dropFirst())) : 2))
