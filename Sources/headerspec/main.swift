import Foundation

exit(Console.finish(Commands.run(Array(CommandLine.arguments.dropFirst()))))
