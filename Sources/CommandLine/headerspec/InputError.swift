/// A problem with an input file: printed as `headerspec: FILE: message`, exit code 1.
struct InputError: Error {
  var message: String
}

/// A problem with the command line: printed with a usage hint, exit code 2.
struct UsageError: Error {
  var message: String
}
