import JSONSyntax

/// libFuzzer entry point for the JSON syntax layer on arbitrary bytes, parsed as strict JSON
/// (even sizes) or JSONC (odd sizes: comments and trailing commas), so that every execution
/// checks one mode and libFuzzer's mutations move an input between them. Checks
/// (`FuzzSyntaxChecks`): the tokens concatenate to the input; every node and error range lies
/// inside the document, on UTF-8 boundaries when the input is valid UTF-8; and when the
/// printer prints, its output parses without errors to the same value and printing it again
/// gives the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  FuzzSyntaxChecks.check(bytes, options: size % 2 == 1 ? .jsonc : .json)
  return 0
}
